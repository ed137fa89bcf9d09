import TerminalKit

/// The bytes a terminal speaking the kitty keyboard protocol sends, for tests: `a` pressed
/// with its text is `ESC [ 97 ; 1 ; 97 u`, released `ESC [ 97 ; 1 : 3 u`.
enum KittyKeys {
  static func sequence(_ event: KeyEvent) -> String {
    var code: String
    var final = "u"
    switch event.key {
    case .character(let scalar): code = String(scalar.value)
    case .special(.enter): code = "13"
    case .special(.tab): code = "9"
    case .special(.backspace): code = "127"
    case .special(.escape): code = "27"
    case .special(.left): (code, final) = ("1", "D")
    case .special(.right): (code, final) = ("1", "C")
    case .special(.up): (code, final) = ("1", "A")
    case .special(.down): (code, final) = ("1", "B")
    case .special(.function(5)): (code, final) = ("15", "~")
    case .special(.deleteForward): (code, final) = ("3", "~")
    case .special: code = "0"
    }
    let kind: Int
    switch event.kind {
    case .press: kind = 1
    case .repeated: kind = 2
    case .release: kind = 3
    }
    let modifiers = event.modifiers.rawValue + 1
    var fields = [code]
    if modifiers != 1 || kind != 1 || !event.text.isEmpty {
      fields.append(kind == 1 ? String(modifiers) : "\(modifiers):\(kind)")
    }
    if !event.text.isEmpty {
      fields.append(event.text.unicodeScalars.map { String($0.value) }.joined(separator: ":"))
    }
    if final != "u", fields.count == 1, code == "1" { fields = [] }
    return "\u{1B}[" + fields.joined(separator: ";") + final
  }

  /// The readings ncurses hands over for `text` it does not know: one character each.
  static func raws(_ text: String) -> [RawInput] {
    text.unicodeScalars.map { .character($0.value) }
  }

  /// A text key's press (with its text) or release (without).
  static func key(_ character: Unicode.Scalar, _ kind: KeyEvent.Kind, text: String? = nil)
    -> KeyEvent
  {
    let typed = kind == .release ? "" : (text ?? String(Character(character)))
    return KeyEvent(key: .character(character), kind: kind, text: typed)
  }
}
