import KeyboardLayouts
import KeyboardSession

/// A key press from a binding, before it becomes touches.
///
/// Typing `Q` on 두벌식 is `[.shifted("ㅂ")]`; `ㅋ` typed by an IME on 나랏글 is
/// `[.tap("ㄱ"), .tap("획")]`.
enum KeyStroke: Sendable, Equatable {
  case tap(String)
  /// Shift on (tapped first if it is off), then the key.
  case shifted(String)
}

/// Builds the touch steps a finger would make for each binding: taps, holds, double taps and
/// drags, all at key centres with real durations.
///
/// `spaceDrag(steps: -3, …)` touches space, moves 41 pt left (the first cursor step), two more
/// 5 pt steps, and lifts: the cursor moves three characters left.
enum GestureSynthesizer {
  /// How long a binding's tap holds the key.
  static let tapHold = 0.04
  /// The pause before each synthesized gesture (after the previous one's release).
  static let gap = 0.02
  /// The pause between the moves of a synthesized drag (slow enough for no speed boost).
  static let moveInterval = 0.03

  static func tap(_ name: String) -> [TouchStep] {
    [.touch(.down, .key(name), after: gap), .touch(.up, .current, after: tapHold)]
  }

  static func strokes(_ strokes: [KeyStroke]) -> [TouchStep] {
    var steps: [TouchStep] = []
    for stroke in strokes {
      switch stroke {
      case .tap(let name):
        steps += tap(name)
      case .shifted(let name):
        steps.append(TouchStep(delay: 0, action: .ensureShift(on: true)))
        steps += tap(name)
      }
    }
    return steps
  }

  /// Holds the key `holding` seconds: a long press (or repeats) when that is long enough.
  static func hold(_ name: String, for holding: Double) -> [TouchStep] {
    [.touch(.down, .key(name), after: gap), .touch(.up, .current, after: holding)]
  }

  /// Two taps `interval` apart (release to touch-down), within the double-tap interval.
  static func doubleTap(_ name: String, interval: Double) -> [TouchStep] {
    tap(name) + [
      .touch(.down, .key(name), after: interval), .touch(.up, .current, after: tapHold),
    ]
  }

  /// A drag on space that moves the cursor `steps` characters (negative: left): past the
  /// activation distance for the first step, then one move interval per further step.
  static func spaceDrag(steps: Int, settings: KeyboardSettings) -> [TouchStep] {
    let count = min(max(abs(steps), 1), maximumDragSteps)
    let sign: Double = steps < 0 ? -1 : 1
    var result: [TouchStep] = [.touch(.down, .key("space"), after: gap)]
    result.append(
      .touch(
        .move, .offset(dx: sign * (settings.cursorActiveDistance + 1), dy: 0),
        after: moveInterval))
    for _ in 1..<count {
      result.append(
        .touch(
          .move, .offset(dx: sign * settings.cursorMoveInterval * 1.01, dy: 0),
          after: moveInterval))
    }
    result.append(.touch(.up, .current, after: moveInterval))
    return result
  }

  /// A space drag stays clear of the 20 pt edge zones of a 390 pt keyboard.
  static let maximumDragSteps = 25

  /// Drags the switch key out toward the keyboard-select direction and releases on the
  /// target: the numeric pad from the letters, the symbols from the numeric pad.
  static func keyboardSelect(_ geometry: KeyboardGeometry) -> [TouchStep] {
    guard let key = geometry.switchKeyFrame?.frame, let select = geometry.switchSelect else {
      return []
    }
    let sign: Double = select.direction == .left ? -1 : 1
    return [
      .touch(.down, .key("switch"), after: gap),
      .touch(.move, .offset(dx: sign * (key.width / 2 + 8), dy: 0), after: moveInterval),
      .touch(.move, .selectTarget, after: moveInterval),
      .touch(.up, .current, after: moveInterval),
    ]
  }

  /// Touches the switch key and slides up out of it: the one-handed chooser opens and the
  /// finger stays down (the caller holds it).
  static func oneHandedChooser(_ geometry: KeyboardGeometry) -> [TouchStep] {
    guard let key = geometry.switchKeyFrame?.frame else { return [] }
    return [
      .touch(.down, .key("switch"), after: gap),
      .touch(.move, .offset(dx: 0, dy: -(key.height / 2 + 12)), after: moveInterval),
    ]
  }

  /// A tap on a bar region (a candidate, undo, redo, the clipboard button).
  static func regionTap(_ id: Int) -> [TouchStep] {
    [.touch(.down, .region(id), after: gap), .touch(.up, .current, after: tapHold)]
  }
}
