/// The one rule for text from elsewhere (the store, the pasteboard, a provider, a command, a
/// layout file) that a command-line tool prints on a terminal: nothing in it may drive the
/// terminal or reorder what is shown.
///
/// `escaped(_:)` writes the controls the way `cat -v` does and names the rest:
/// * C0 controls and DEL as `^@` … `^_` and `^?` (ESC is `^[`, BEL `^G`, CR `^M`); tab and
///   line feed stay, as in `cat -v`;
/// * C1 controls (U+0080–U+009F: CSI U+009B, OSC U+009D, DCS U+0090, …) and the bidi controls
///   (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) as `<U+009B>`, `<U+202E>`.
///
/// `escaped("\u{1B}]52;c;aGk=\u{07}")` is `"^[]52;c;aGk=^G"`; `escaped("a\u{202E}b")` is
/// `"a<U+202E>b"`. The screen itself draws all of these as `�` (`StandIn`).
public enum TerminalText {
  /// C0, DEL and C1.
  public static func isControl(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }

  /// The explicit direction marks, embeddings, overrides and isolates.
  public static func isBidiControl(_ value: UInt32) -> Bool {
    switch value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Whether `escaped(text)` would change `text`.
  public static func needsEscaping(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      let value = scalar.value
      return (isControl(value) && value != 0x09 && value != 0x0A) || isBidiControl(value)
    }
  }

  /// `text` with its controls made visible (see the type's comment).
  public static func escaped(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value == 0x09 || value == 0x0A {
        out.append(scalar)
      } else if value < 0x20 || value == 0x7F {
        out.append("^")
        out.append(Unicode.Scalar(UInt8(value ^ 0x40)))
      } else if isControl(value) || isBidiControl(value) {
        let hex = String(value, radix: 16, uppercase: true)
        out.append(
          contentsOf: ("<U+" + String(repeating: "0", count: 4 - hex.count) + hex + ">")
            .unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }
}
