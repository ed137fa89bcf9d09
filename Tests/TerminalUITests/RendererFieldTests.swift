import KeyboardApp
import KeyboardScreen
import TerminalKit
import Testing

@Suite("Renderer: the text field")
struct RendererFieldTests {
  private func render(_ field: FieldModel, _ columns: Int, _ rows: Int, keyboard: Bool = false)
    -> ScreenBuffer
  {
    var model = RenderModel(field: field, status: "상태")
    if keyboard {
      model.keyboard = SnapshotModels.naratgeul(hints: false).keyboard
    }
    return Renderer().render(model, size: TerminalSize(columns: columns, rows: rows))
  }

  @Test("Hangul wraps by display width: 가나다라 fills 8 of 9 columns, 마 goes to the next row")
  func wideWrap() {
    let field = FieldModel(lines: ["가나다라마바사"], cursor: TextPosition(line: 0, column: 7))
    let buffer = render(field, 9, 4)
    #expect(buffer.plainText == "가나다라\n마바사\n\n 상태")
    #expect(buffer[8, 0] == .blank)
    #expect(buffer.cursor == CellPosition(column: 6, row: 1))
  }

  @Test("A cursor at the end of a full row moves to the start of the next row")
  func cursorAfterFullRow() {
    let field = FieldModel(lines: ["가나"], cursor: TextPosition(line: 0, column: 2))
    let buffer = render(field, 4, 4)
    #expect(buffer.plainText == "가나\n\n\n 상…")
    #expect(buffer.cursor == CellPosition(column: 0, row: 1))
  }

  @Test(
    "Scrolling keeps the cursor row visible",
    arguments: [
      (cursorLine: 0, first: 0), (cursorLine: 2, first: 0), (cursorLine: 8, first: 5),
      (cursorLine: 9, first: 6),
    ])
  func scrolling(cursorLine: Int, first: Int) {
    let lines = (0..<10).map { "줄 \($0)" }
    let field = FieldModel(lines: lines, cursor: TextPosition(line: cursorLine, column: 1))
    let buffer = render(field, 20, 5)
    let shown = (first..<(first + 4)).map { "줄 \($0)" }.joined(separator: "\n")
    #expect(buffer.plainText == shown + "\n 상태")
    #expect(buffer.cursor == CellPosition(column: 2, row: cursorLine - first))
  }

  @Test("With the keyboard up, the cursor line is still above the keys")
  func cursorNotBehindKeyboard() throws {
    let lines = (0..<30).map { "줄 \($0)" }
    let field = FieldModel(lines: lines, cursor: TextPosition(line: 20, column: 0))
    let model = RenderModel(field: field, keyboard: SnapshotModels.naratgeul().keyboard)
    let size = TerminalSize(columns: 42, rows: 20)
    let layout = Renderer().layout(model, size: size)
    let buffer = Renderer().render(model, layout: layout)
    let cursor = try #require(buffer.cursor)
    let keyboardTop = try #require(layout.keyboard?.rows.lowerBound)
    #expect(cursor.row < keyboardTop)
    #expect(buffer.text(row: cursor.row) == "줄 20")
  }

  @Test("ᆢ is drawn as ‥ in the field and the cursor column counts it as drawn")
  func doubleDotStandIn() {
    let field = FieldModel(lines: ["ㅅᆢ가ᆢ"], cursor: TextPosition(line: 0, column: 3))
    let buffer = render(field, 10, 3)
    #expect(buffer.text(row: 0) == "ㅅ‥가‥")
    #expect(buffer.cursor == CellPosition(column: 6, row: 0))
  }

  @Test("Composing text is underlined, the selection reversed, spans bold and italic")
  func attributes() {
    let field = FieldModel(
      lines: ["가나다라"], cursor: TextPosition(line: 0, column: 4),
      composing: TextRange(
        start: TextPosition(line: 0, column: 3), end: TextPosition(line: 0, column: 4)),
      selection: TextRange(
        start: TextPosition(line: 0, column: 0), end: TextPosition(line: 0, column: 1)),
      spans: [
        TextStyleSpan(
          range: TextRange(
            start: TextPosition(line: 0, column: 1), end: TextPosition(line: 0, column: 3)),
          isBold: true),
        TextStyleSpan(
          range: TextRange(
            start: TextPosition(line: 0, column: 2), end: TextPosition(line: 0, column: 3)),
          isItalic: true),
      ])
    let buffer = render(field, 10, 3)
    #expect(buffer[0, 0].style.attributes == [.reverse])
    #expect(buffer[2, 0].style.attributes == [.bold])
    #expect(buffer[4, 0].style.attributes == [.bold, .italic])
    #expect(buffer[6, 0].style.attributes == [.underline])
    #expect(buffer[7, 0].isContinuation && buffer[7, 0].style.attributes == [.underline])
  }

  @Test("An empty field shows the placeholder dimmed, cursor at the start")
  func placeholder() {
    let buffer = render(FieldModel(placeholder: "메시지 입력"), 20, 3)
    #expect(buffer.text(row: 0) == "메시지 입력")
    #expect(buffer[0, 0].style == CellStyle([.dim], role: .hint))
    #expect(buffer.cursor == CellPosition(column: 0, row: 0))
  }

  @Test("Clicks in the field map back to text positions")
  func fieldHit() {
    let field = FieldModel(lines: ["가나다라마", "끝"], cursor: TextPosition(line: 0, column: 0))
    let model = RenderModel(field: field)
    let layout = Renderer().layout(model, size: TerminalSize(columns: 6, rows: 5))
    #expect(layout.hit(column: 0, row: 0) == .field(TextPosition(line: 0, column: 0)))
    #expect(layout.hit(column: 3, row: 0) == .field(TextPosition(line: 0, column: 1)))
    #expect(layout.hit(column: 1, row: 1) == .field(TextPosition(line: 0, column: 3)))
    #expect(layout.hit(column: 5, row: 2) == .field(TextPosition(line: 1, column: 1)))
    #expect(layout.hit(column: 0, row: 3) == .field(nil))
    #expect(layout.hit(column: 0, row: 4) == .status)
  }
}
