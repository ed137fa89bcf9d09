import Hangul
import KeyboardApp
import KeyboardScreen
import TerminalKit
import Testing

@Suite("Display width and stand-ins")
struct CharacterWidthTests {
  @Test(
    "The pure width table",
    arguments: [
      ("가", 2), ("힣", 2), ("ㄱ", 2), ("ㆍ", 2), ("\u{11A2}", 0), ("\u{1161}", 0), ("a", 1),
      ("‥", 1), ("│", 1), ("🌐", 2), ("📋", 2), ("、", 2), ("\u{0301}", 0), ("\t", -1),
      ("\u{FFFD}", 1), ("ｱ", 1), ("Ａ", 2), ("⌫", 1), ("\u{200D}", 0), ("\u{1100}", 2),
    ] as [(Unicode.Scalar, Int)])
  func standardTable(scalar: Unicode.Scalar, columns: Int) {
    #expect(CharacterWidth.standard.columns(of: scalar) == columns)
  }

  @Test(
    "Text as written out: the sum over its scalars, marks, conjoining vowels and controls none",
    arguments: [
      ("안녕 hi", 7), ("e\u{0301}", 1), ("\u{1100}\u{1161}", 2), ("a\tb", 2), ("", 0),
      ("sykb — 도움말 · …", 17),
    ])
  func textColumns(text: String, columns: Int) {
    #expect(CharacterWidth.standard.columns(of: text) == columns)
    #expect(CharacterWidth.standard.columns(of: text[...]) == columns)
    #expect(text.reduce(0) { $0 + CharacterWidth.standard.columns(of: $1) } == columns)
  }

  @Test("The pure table agrees with wcwidth for Hangul, jamo, ASCII and every symbol we draw")
  func agreesWithWcwidth() throws {
    try Terminal.prepareLocale()
    let symbols = "⌫␣↵⇧⇪→◀▶❮❯↶↷📋🌐‥…✕╭╮╰╯─│┼┬┴├┤‹›“”·※☆★○●□■△▲♡₩£¥•"
    var scalars = Array(symbols.unicodeScalars)
    scalars += (0x20...0x7E).compactMap(Unicode.Scalar.init)
    scalars += (0x3131...0x318E).compactMap(Unicode.Scalar.init)
    scalars += (0x1100...0x11FF).compactMap(Unicode.Scalar.init)
    scalars += HangulSyllable.all.compactMap { Unicode.Scalar($0.scalar) }
    let disagreeing = scalars.filter {
      CharacterWidth.standard.columns(of: $0) != Terminal.characterWidth.columns(of: $0)
    }
    #expect(disagreeing.map { String($0.value, radix: 16) } == [])
  }

  @Test(
    "Glyphs: zero-width and control characters never reach the screen alone",
    arguments: [
      ("ㅅᆢ", [Glyph(text: "ㅅ", width: 2), Glyph(text: "‥", width: 1)]),
      ("가ᆢ", [Glyph(text: "가", width: 2), Glyph(text: "‥", width: 1)]),
      ("\u{1100}\u{1161}", [Glyph(text: "\u{1100}", width: 2), Glyph(text: "ㅏ", width: 2)]),
      ("\u{11A8}", [Glyph(text: "ㄱ", width: 2)]),
      ("\u{119E}", [Glyph(text: "ㆍ", width: 2)]),
      ("e\u{0301}", [Glyph(text: "e\u{0301}", width: 1)]),
      (
        "a\tb",
        [Glyph(text: "a", width: 1), Glyph(text: "⇥", width: 1), Glyph(text: "b", width: 1)]
      ),
      ("\u{01}", [Glyph(text: "\u{FFFD}", width: 1)]),
      ("\u{0301}x", [Glyph(text: "x", width: 1)]),
    ])
  func split(text: String, glyphs: [Glyph]) {
    #expect(Glyph.split(text, width: .standard) == glyphs)
  }

  @Test("A stand-in is measured with the same width function as everything else")
  func standInMeasured() {
    let wideDots = CharacterWidth { $0 == "‥" ? 2 : CharacterWidth.standardColumns(of: $0) }
    #expect(Glyph.split("ᆢ", width: wideDots) == [Glyph(text: "‥", width: 2)])
    let noDots = CharacterWidth { $0 == "‥" ? -1 : CharacterWidth.standardColumns(of: $0) }
    #expect(Glyph.split("ᆢ", width: noDots) == [Glyph(text: ".", width: 1)])
  }

  @Test("Columns of a string add up its glyphs: 안녕 hi → 7")
  func columns() {
    #expect(Glyph.columns(of: "안녕 hi", width: .standard) == 7)
    #expect(Glyph.columns(of: "ㅅᆢ", width: .standard) == 3)
  }
}
