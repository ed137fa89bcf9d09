import Gestures
import KeyboardLayouts
import KeyboardSession
import SessionSettings

/// The journal's text: each input that has a script verb is one script line, and a line that
/// names an input parses back to it. `.paste("hi")` is `paste "hi"`; `.touch(.down, finger: 0,
/// at: (37.5, 30))` is `down 37.5 30`; `.setting(.longPressDuration, "0.3")` is
/// `set long-press-duration 0.3`.
///
/// Inputs a script cannot say (time passing — a script's `wait` lines and its events' times
/// say it —, the terminal's size, the host's field traits and content, providers' answers,
/// other processes' shared data, and text from the terminal, which the journal keeps as the
/// touches that typed it) have no line: a recording leaves them out.
extension SessionInput {
  /// The script command of this input; `nil` when scripts have no verb for it.
  public var scriptCommand: ReplayCommand? {
    switch self {
    case .touch(let kind, let finger, let point):
      switch kind {
      case .down: return .touchDown(finger: finger + 1, x: point.x, y: point.y)
      case .move: return .touchMove(finger: finger + 1, x: point.x, y: point.y)
      case .up: return .touchEnd(.up, finger: finger + 1, x: point.x, y: point.y)
      case .cancel: return .touchEnd(.cancel, finger: finger + 1, x: point.x, y: point.y)
      }
    case .paste(let text): return .paste(text)
    case .host(let action):
      switch action {
      case .moveCursor, .collapseSelection, .extendSelection, .disappear: return nil
      default: return .host(action)
      }
    case .undo: return .undo
    case .redo: return .redo
    case .bar(.pick(let cell)): return .pick(cell: cell)
    case .bar(.remove(let cell)): return .remove(cell: cell)
    case .keyboard(let name): return .keyboard(name: name)
    case .setting(let key, let value): return .set(setting: key.rawValue, value: value)
    case .field(let pairs): return .field(pairs)
    case .tick, .keys, .character, .text, .bar(.focus), .settings, .traits, .replaceField,
      .metrics, .provider, .shared:
      return nil
    }
  }
}

extension ReplayCommand {
  /// The input this command sends as it is, with nothing to resolve; `nil` for the script's
  /// own verbs (`wait`, `expect`, taps and drags by key name, touches at a finger's last point)
  /// and for `set` of a setting that does not exist.
  public var input: SessionInput? {
    switch self {
    case .touchDown(let finger, let x, let y):
      return .touch(.down, finger: finger - 1, at: Point(x: x, y: y))
    case .touchMove(let finger, let x, let y):
      return .touch(.move, finger: finger - 1, at: Point(x: x, y: y))
    case .touchEnd(let end, let finger, let x, let y):
      return .touch(end == .up ? .up : .cancel, finger: finger - 1, at: Point(x: x, y: y))
    case .paste(let text): return .paste(text)
    case .host(let action): return .host(action)
    case .undo: return .undo(source: .button)
    case .redo: return .redo(source: .button)
    case .pick(let cell): return .bar(.pick(cell))
    case .remove(let cell): return .bar(.remove(cell))
    case .keyboard(let name): return .keyboard(name)
    case .set(let name, let value): return SettingKey(rawValue: name).map { .setting($0, value) }
    case .field(let pairs): return .field(pairs)
    case .tap, .press, .drag, .touchDownOnKey, .touchMoveBy, .touchUp, .touchCancel, .wait,
      .expect:
      return nil
    }
  }
}
