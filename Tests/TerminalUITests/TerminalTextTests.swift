import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// The one escaping rule for text a command prints on a terminal (`TerminalText.escaped`), and
/// the screen's stand-in for bidi controls.
@Suite("TerminalText: controls made visible")
struct TerminalTextTests {
  static let table: [(String, String)] = [
    ("plain 한글 text", "plain 한글 text"),
    ("tab\tand\nnewline stay", "tab\tand\nnewline stay"),
    ("\u{1B}[31mred", "^[[31mred"),
    ("\u{1B}]52;c;aGVsbG8=\u{07}", "^[]52;c;aGVsbG8=^G"),
    ("\u{1B}P1$qm\u{1B}\\", "^[P1$qm^[\\"),
    ("\u{9B}31m", "<U+009B>31m"),
    ("\u{9D}52;c;x\u{9C}", "<U+009D>52;c;x<U+009C>"),
    ("\u{90}dcs", "<U+0090>dcs"),
    ("abc\u{202E}fed", "abc<U+202E>fed"),
    ("\u{2066}\u{2067}\u{2068}\u{2069}", "<U+2066><U+2067><U+2068><U+2069>"),
    ("\u{200E}\u{200F}\u{061C}\u{202A}", "<U+200E><U+200F><U+061C><U+202A>"),
    ("\u{00}\u{7F}\r", "^@^?^M"),
    ("\u{200D}👨‍👩‍👧 joiners stay", "\u{200D}👨‍👩‍👧 joiners stay"),
  ]

  @Test("escaped", arguments: table)
  func escaping(input: String, expected: String) {
    #expect(TerminalText.escaped(input) == expected)
    #expect(TerminalText.needsEscaping(input) == (input != expected))
  }

  @Test("the screen draws bidi controls as U+FFFD, like C0 and C1")
  func screenStandIn() {
    for value: UInt32 in [0x202E, 0x202A, 0x2066, 0x2069, 0x200E, 0x200F, 0x061C] {
      let text = "a" + String(Unicode.Scalar(value)!) + "b"
      let glyphs = Glyph.split(text, width: .standard).map(\.text)
      #expect(glyphs == ["a", "\u{FFFD}", "b"], "U+\(String(value, radix: 16))")
    }
  }
}
