import KeyboardApp
import KeyboardScreen
import TerminalKit
import Testing

@Suite("ScreenBuffer: wide characters, continuation cells, outlines")
struct ScreenBufferTests {
  private let style = CellStyle.plain

  private func glyphs(_ text: String) -> [Glyph] {
    Glyph.split(text, width: .standard)
  }

  @Test("가 takes two cells: the syllable and a continuation")
  func wideCharacter() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 4, rows: 1))
    let next = buffer.draw(glyphs("가a"), column: 0, row: 0, style: style)
    #expect(next == 3)
    #expect(buffer[0, 0] == Cell(text: "가", width: 2))
    #expect(buffer[1, 0].isContinuation)
    #expect(buffer[2, 0] == Cell(text: "a"))
    #expect(buffer.plainText == "가a")
  }

  @Test("A wide character that does not fit in the last column leaves a blank, never half of it")
  func wideAtRightEdge() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 3, rows: 1))
    let next = buffer.draw(glyphs("ab가"), column: 0, row: 0, style: style)
    #expect(next == 3)
    #expect(buffer[2, 0] == Cell(text: " "))
    #expect(buffer.plainText == "ab")
  }

  @Test("A clip range stops a wide character the same way")
  func wideAtClipEdge() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 6, rows: 1))
    buffer.draw(glyphs("안녕"), column: 0, row: 0, style: style, clip: 0..<3)
    #expect(buffer.plainText == "안")
    #expect(buffer[2, 0] == Cell(text: " "))
    #expect(buffer[3, 0] == .blank)
  }

  @Test(
    "Overwriting either half of a wide character blanks the other half",
    arguments: [
      (column: 0, text: "b", expected: "b"),
      (column: 1, text: "b", expected: " b"),
      (column: 1, text: "나", expected: " 나"),
    ])
  func overwriteHalves(column: Int, text: String, expected: String) {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 4, rows: 1))
    buffer.draw(glyphs("가"), column: 0, row: 0, style: style)
    buffer.draw(glyphs(text), column: column, row: 0, style: style)
    #expect(buffer.plainText == expected)
    for index in 0..<4 where buffer[index, 0].isContinuation {
      #expect(index > 0 && buffer[index - 1, 0].width == 2)
    }
  }

  @Test("plainText joins rows with newlines and trims only trailing spaces")
  func plainText() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 6, rows: 3))
    buffer.draw(glyphs(" 한 "), column: 0, row: 0, style: style)
    buffer.draw(glyphs("x"), column: 5, row: 2, style: style)
    #expect(buffer.plainText == " 한\n\n     x")
  }

  @Test("Outlines that share an edge merge into junctions")
  func mergedOutlines() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 7, rows: 5))
    buffer.outline(columns: 0...3, rows: 0...2, style: style)
    buffer.outline(columns: 3...6, rows: 0...2, style: style)
    buffer.outline(columns: 0...6, rows: 2...4, style: style)
    #expect(
      buffer.plainText == """
        ╭──┬──╮
        │  │  │
        ├──┴──┤
        │     │
        ╰─────╯
        """)
  }

  @Test(
    "Box line directions pick the light box-drawing glyph",
    arguments: [
      (BoxLines([.up, .down]), "│"), (BoxLines([.left, .right]), "─"),
      (BoxLines([.right, .down]), "╭"), (BoxLines([.left, .up]), "╯"),
      (BoxLines([.left, .right, .down]), "┬"), (BoxLines([.up, .down, .right]), "├"),
      (BoxLines([.up, .down, .left, .right]), "┼"),
    ])
  func boxGlyphs(lines: BoxLines, glyph: String) {
    #expect(lines.glyph == glyph)
  }

  @Test("Drawing text over an outline replaces the line; new lines then start afresh")
  func textOverOutline() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 3, rows: 1))
    buffer.addLines([.left, .right], column: 1, row: 0, style: style)
    buffer.draw(glyphs("x"), column: 1, row: 0, style: style)
    #expect(buffer[1, 0].lines == [])
    buffer.addLines([.up, .down], column: 1, row: 0, style: style)
    #expect(buffer[1, 0].text == "│")
  }

  @Test("Reading outside the buffer gives a blank and writing there does nothing")
  func outside() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 2, rows: 1))
    let glyph = Glyph(text: "a", width: 1)
    #expect(buffer.draw(glyph, column: 5, row: 0, style: style) == 0)
    #expect(buffer.draw(glyph, column: 0, row: -1, style: style) == 0)
    #expect(buffer[-1, 0] == .blank)
    #expect(buffer.plainText == "")
  }

  @Test("A cell is a plain 16-byte value, so rows copy and compare as memory")
  func cellLayout() {
    #expect(MemoryLayout<Cell>.size == 16)
    #expect(MemoryLayout<Cell>.stride == 16)
    #expect(_isPOD(Cell.self))
  }

  @Test("A cell keeps a base character and two combining marks, like xterm")
  func combiningMarks() {
    let split = glyphs("e\u{301}\u{302}\u{303}x")
    #expect(split.map(\.text) == ["e\u{301}\u{302}", "x"])
    var buffer = ScreenBuffer(size: TerminalSize(columns: 4, rows: 1))
    buffer.draw(split, column: 0, row: 0, style: style)
    #expect(buffer[0, 0].text == "e\u{301}\u{302}")
    #expect(buffer.text(row: 0) == "e\u{301}\u{302}x")
  }

  @Test("Rows compare and copy between buffers; clearing blanks whole rows")
  func rowOperations() {
    var one = ScreenBuffer(size: TerminalSize(columns: 6, rows: 3))
    var two = one
    one.draw(glyphs("안녕"), column: 0, row: 1, style: style)
    #expect(one.rowEquals(0, in: two) && one.rowEquals(2, in: two))
    #expect(!one.rowEquals(1, in: two))
    two.copyRow(1, from: one)
    #expect(two == one)
    two.clear(rows: 1..<2)
    #expect(two.text(row: 1) == "")
    #expect(!one.rowEquals(1, in: two))
    #expect(!one.rowEquals(1, in: ScreenBuffer(size: TerminalSize(columns: 5, rows: 3))))
  }
}
