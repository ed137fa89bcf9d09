import KeyboardLayouts

/// What a recognised gesture asks the keyboard to do — the vocabulary between the gesture
/// engine and the session. `tap ㄱ` on 나랏글 is `.type(key)`; holding delete is
/// `.delete(.single)` on touch-down, then `.delete(.repeatTick)` every repeat interval.
public enum KeyAction: Equatable, Sendable, CustomStringConvertible {
  public enum DeleteKind: Equatable, Sendable {
    /// Touch-down: one jamo step inside the Hangul buffers (§2.8).
    case single
    /// A repeat tick: one whole character (§2.9).
    case repeatTick
    /// The repeat ended: the last committed Hangul character returns to composing.
    case repeatEnded
    /// A delete-drag step left: one whole character onto the restore stack (§3.4).
    case dragDelete
    /// A delete-drag step right: one character back from the restore stack.
    case dragRestore
    /// The delete drag ended: the restore stack is discarded.
    case dragEnded
  }

  /// A character key's tap (its primary text, shifted when shift is on).
  case type(String)
  /// A long press in number-input mode: the key's secondary text.
  case typeSecondary(String)
  /// A long-press repeat tick of a character key after the first input (§2.9).
  case repeatType(String)
  case delete(DeleteKind)
  case space
  /// The second touch-down of a double tap on space (period shortcut, §3.5).
  case spaceDoubleTap
  case `return`
  case shift
  /// The second touch-down of a double tap on shift (caps lock on QWERTY).
  case shiftDoubleTap
  case switchKey
  /// Keyboard-select overlay choice: numeric from primary/symbol, symbol from numeric.
  case selectKeyboard(KeyboardState.Page)
  case symbolPage
  case language
  case globe
  case moveCursor(Int)
  case oneHanded(OneHandedMode)
  case undo
  case redo

  public var description: String {
    switch self {
    case .type(let text): "type \(quoted(text))"
    case .typeSecondary(let text): "type secondary \(quoted(text))"
    case .repeatType(let text): "repeat \(quoted(text))"
    case .delete(let kind): "delete \(kind)"
    case .space: "space"
    case .spaceDoubleTap: "space double-tap"
    case .return: "return"
    case .shift: "shift"
    case .shiftDoubleTap: "shift double-tap"
    case .switchKey: "switch"
    case .selectKeyboard(let page): "select \(page.rawValue)"
    case .symbolPage: "page"
    case .language: "language"
    case .globe: "globe"
    case .moveCursor(let n): "move cursor \(n)"
    case .oneHanded(let mode): "one-handed \(mode.rawValue)"
    case .undo: "undo"
    case .redo: "redo"
    }
  }
}
