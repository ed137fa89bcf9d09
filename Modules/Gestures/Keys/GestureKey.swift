import KeyboardLayouts

/// A key as the gesture engine sees it: a touch cell, a role and the gestures it allows.
///
/// The engine knows nothing of text; `name` is the key-name contract (`ㄱ`, `space`,
/// `switch`) so the session can look the key up again. Defaults come from the role:
/// `GestureKey(id: 3, name: "ㄱ", role: .character, frame: cell)` allows cursor drag and
/// long press; `return`, `lang`, `globe` and `page` are tap only.
public struct GestureKey: Hashable, Sendable, CustomStringConvertible {
  /// Unique within one `GestureLayout`; the session's index into its own key table.
  public var id: Int
  public var name: String
  public var role: KeyRole
  /// The whole touch cell (not the drawn, inset key).
  public var frame: Rect
  /// Slides become cursor drags (§3.3). False for return, `.com` and the twitter `@` `#` keys.
  /// Delete and switch have their own drags and ignore this flag.
  public var allowsCursorDrag: Bool
  /// A hold becomes a long press (§3.2: repeat or secondary). Delete always repeats and
  /// switch opens the one-handed overlay, whatever this flag says.
  public var allowsLongPress: Bool

  public init(
    id: Int, name: String, role: KeyRole, frame: Rect,
    allowsCursorDrag: Bool? = nil, allowsLongPress: Bool? = nil
  ) {
    self.id = id
    self.name = name
    self.role = role
    self.frame = frame
    self.allowsCursorDrag = allowsCursorDrag ?? Self.defaultAllowsCursorDrag(role)
    self.allowsLongPress = allowsLongPress ?? Self.defaultAllowsLongPress(role)
  }

  /// Character keys, space and shift slide the cursor; §3.3 excludes return, §3.8 한/A.
  public static func defaultAllowsCursorDrag(_ role: KeyRole) -> Bool {
    switch role {
    case .character, .space, .shift: true
    case .delete, .return, .switch, .lang, .globe, .page: false
    }
  }

  /// Only text keys (characters and space) repeat or type a secondary (§3.2).
  public static func defaultAllowsLongPress(_ role: KeyRole) -> Bool {
    switch role {
    case .character, .space: true
    case .delete, .return, .shift, .switch, .lang, .globe, .page: false
    }
  }

  /// Space and shift listen for a second touch-down (period shortcut, caps lock, §3.5–3.6).
  public var detectsDoubleTap: Bool { role == .space || role == .shift }

  public var description: String { name }
}
