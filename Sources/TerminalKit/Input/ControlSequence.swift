/// A control sequence (`ESC [ parameters final`) that ncurses did not know and handed over
/// character by character: a kitty key event or a terminal's reply.
///
/// `decode("97;1:3", final: "u")` is `a` released; `decode("13", final: "u")` Enter pressed;
/// `decode("1;5:2", final: "D")` Ctrl-← repeated; `decode("?27", final: "u")` the flags
/// answer; `decode("?62;22", final: "c")` the device attributes. Anything else is `nil`.
public enum ControlSequence {
  /// The most characters between `ESC [` and the final byte that are waited for.
  public static let maximumLength = 64

  /// Whether `value` ends a control sequence (ECMA-48's final bytes).
  public static func isFinal(_ value: UInt32) -> Bool { (0x40...0x7E).contains(value) }

  /// Whether `value` may stand between `ESC [` and the final byte (parameters, intermediates).
  public static func isBody(_ value: UInt32) -> Bool { (0x20...0x3F).contains(value) }

  /// The input a complete sequence means, stamped with `time`; `nil` for one sykb does not use.
  public static func decode(_ body: String, final: Unicode.Scalar, time: Double) -> TerminalInput? {
    if body.hasPrefix("?") {
      switch final {
      case "u": return Int(body.dropFirst()).map { .reply(.keyboardFlags($0)) }
      case "c": return .reply(.deviceAttributes)
      default: return nil
      }
    }
    // `<`, `=`, `>`: private forms sykb never asks for.
    if let first = body.unicodeScalars.first, first.value >= 0x3C { return nil }
    let fields = body.split(separator: ";", omittingEmptySubsequences: false).map {
      $0.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
    }
    func field(_ index: Int, _ part: Int) -> Int? {
      guard index < fields.count, part < fields[index].count else { return nil }
      return fields[index][part]
    }
    let number = field(0, 0)
    guard let key = key(number: number, final: final) else { return nil }
    let modifiers = KeyModifiers(rawValue: max(0, (field(1, 0) ?? 1) - 1))
    let kind: KeyEvent.Kind
    switch field(1, 1) ?? 1 {
    case 1: kind = .press
    case 2: kind = .repeated
    case 3: kind = .release
    default: return nil
    }
    var text = String.UnicodeScalarView()
    if fields.count > 2 {
      for code in fields[2] {
        guard let code, let scalar = Unicode.Scalar(UInt32(clamping: code)) else { continue }
        text.append(scalar)
      }
    }
    return .keyEvent(
      KeyEvent(key: key, modifiers: modifiers, kind: kind, text: String(text), time: time))
  }

  /// The key of a sequence: `CSI number u` by key code, `CSI number ~` and the letter forms
  /// (`CSI 1 ; 5 D`) by the legacy tables the protocol keeps.
  static func key(number: Int?, final: Unicode.Scalar) -> KeyEvent.Key? {
    switch final {
    case "u":
      guard let number, let scalar = Unicode.Scalar(UInt32(clamping: number)) else { return nil }
      switch number {
      case 13: return .special(.enter)
      case 9: return .special(.tab)
      case 8, 127: return .special(.backspace)
      case 27: return .special(.escape)
      // The protocol's private-use codes: keypad keys, lone modifiers, media keys.
      case 57_344...63_743: return nil
      case 0..<32: return nil
      default: return .character(scalar)
      }
    case "~":
      return tildeKeys[number ?? 0].map(KeyEvent.Key.special)
    case "A": return .special(.up)
    case "B": return .special(.down)
    case "C": return .special(.right)
    case "D": return .special(.left)
    case "H": return .special(.home)
    case "F": return .special(.end)
    case "P": return .special(.function(1))
    case "Q": return .special(.function(2))
    case "R": return .special(.function(3))
    case "S": return .special(.function(4))
    case "Z": return .special(.backTab)
    default: return nil
    }
  }

  /// `CSI number ~` keys.
  static let tildeKeys: [Int: SpecialKey] = [
    2: .insert, 3: .deleteForward, 5: .pageUp, 6: .pageDown, 1: .home, 7: .home, 4: .end,
    8: .end, 11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4),
    15: .function(5), 17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9),
    21: .function(10), 23: .function(11), 24: .function(12),
  ]
}
