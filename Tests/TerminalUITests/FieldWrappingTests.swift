import KeyboardApp
import KeyboardScreen
import TerminalKit
import Testing

@Suite("Field: wrapping at word boundaries")
struct FieldWrappingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let text: String
    let columns: Int
    /// The rows as drawn.
    let rows: [String]
    var testDescription: String { "\(text) in \(columns) columns" }
  }

  static let cases: [Case] = [
    Case(
      text: "Lorem ipsum dolor sit amet, consectetur adipiscing elit", columns: 20,
      rows: ["Lorem ipsum dolor", "sit amet,", "consectetur", "adipiscing elit"]),
    Case(text: "안녕하세요 반갑습니다", columns: 14, rows: ["안녕하세요", "반갑습니다"]),
    Case(text: "저는 안녕하세요", columns: 10, rows: ["저는", "안녕하세요"]),
    // A word exactly filling a row: its space hangs past the edge, the next word starts at 0.
    Case(text: "abcde fgh", columns: 5, rows: ["abcde", "fgh"]),
    // A word longer than a row breaks where it must; the rest wraps on.
    Case(
      text: "ab supercalifragilistic cd", columns: 8,
      rows: ["ab", "supercal", "ifragili", "stic cd"]),
    Case(text: "가나다라마바사", columns: 9, rows: ["가나다라", "마바사"]),
    // Spaces at the start of a line stay; a run of spaces at a break hangs as a whole.
    Case(text: "  ab    cd", columns: 6, rows: ["  ab", "cd"]),
    // A no-break space is not a break.
    Case(text: "a 10\u{A0}km", columns: 6, rows: ["a", "10\u{A0}km"]),
  ]

  private func layout(_ text: String, columns: Int, cursor: Int) -> FieldLayout {
    FieldLayout(
      field: FieldModel(lines: [text], cursor: TextPosition(line: 0, column: cursor)),
      columns: columns, visibleRows: 10, width: .standard)
  }

  private func drawn(_ row: FieldRow) -> String {
    row.glyphs.map(\.text).joined()
  }

  @Test(arguments: cases)
  func wraps(_ example: Case) {
    let layout = layout(example.text, columns: example.columns, cursor: 0)
    let rows = layout.rows.map(drawn).map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
    #expect(rows == example.rows)
    // Nothing is lost: every character is on exactly one row, in order.
    let offsets = layout.rows.flatMap { $0.pieces.map(\.offset) }
    #expect(offsets == Array(0..<example.text.count))
    // No row is wider than the field.
    for row in layout.rows {
      let used = row.pieces.map { $0.column + $0.columns }.max() ?? 0
      #expect(used <= example.columns)
    }
  }

  @Test("a Hangul syllable never leaves its word, through the whole renderer")
  func hangulThroughRenderer() {
    let field = FieldModel(lines: ["저는 안녕하세요"], cursor: TextPosition(line: 0, column: 8))
    let model = RenderModel(field: field, status: "")
    let buffer = Renderer().render(model, size: TerminalSize(columns: 10, rows: 4))
    #expect(buffer.text(row: 0) == "저는")
    #expect(buffer.text(row: 1) == "안녕하세요")
    #expect(buffer.cursor == CellPosition(column: 0, row: 2))
  }

  struct CursorCase: CustomTestStringConvertible, Sendable {
    let cursor: Int
    let row: Int
    let column: Int
    var testDescription: String { "cursor \(cursor) → row \(row), column \(column)" }
  }

  // `abcde fgh` in 5 columns: `abcde` (its space hanging) / `fgh`.
  @Test(
    arguments: [
      CursorCase(cursor: 0, row: 0, column: 0), CursorCase(cursor: 4, row: 0, column: 4),
      // Before and after the hanging space: the start of the next row.
      CursorCase(cursor: 5, row: 1, column: 0), CursorCase(cursor: 6, row: 1, column: 0),
      CursorCase(cursor: 8, row: 1, column: 2), CursorCase(cursor: 9, row: 1, column: 3),
    ])
  func cursorOnWrappedRows(_ example: CursorCase) {
    let layout = layout("abcde fgh", columns: 5, cursor: example.cursor)
    #expect(layout.cursorRow == example.row)
    #expect(layout.cursorColumn == example.column)
  }

  @Test("a line ending in a hanging space puts the cursor on a row of its own")
  func hangingSpaceAtEnd() {
    let layout = layout("abcde ", columns: 5, cursor: 6)
    #expect(layout.rows.count == 2)
    #expect(layout.cursorRow == 1)
    #expect(layout.cursorColumn == 0)
    // A click on that row is the end of the line.
    #expect(layout.position(visibleRow: 1, column: 3) == TextPosition(line: 0, column: 6))
  }

  @Test("a click maps to the character drawn there, and past a row's end to its end")
  func clicksFollowTheWrappedRows() {
    // `Lorem ipsum` / `dolor`: `dolor` starts at offset 12.
    let layout = layout("Lorem ipsum dolor", columns: 12, cursor: 0)
    #expect(layout.rows.map(drawn) == ["Lorem ipsum ", "dolor"])
    #expect(layout.position(visibleRow: 1, column: 0) == TextPosition(line: 0, column: 12))
    #expect(layout.position(visibleRow: 1, column: 2) == TextPosition(line: 0, column: 14))
    #expect(layout.position(visibleRow: 0, column: 11) == TextPosition(line: 0, column: 11))
    #expect(layout.position(visibleRow: 1, column: 9) == TextPosition(line: 0, column: 17))
    // Where a click lands, the cursor is drawn there too.
    for (row, column) in [(0, 3), (1, 0), (1, 4)] {
      guard let position = layout.position(visibleRow: row, column: column) else {
        Issue.record("no position at \(row), \(column)")
        continue
      }
      let moved = self.layout("Lorem ipsum dolor", columns: 12, cursor: position.column)
      #expect(moved.cursorRow == row && moved.cursorColumn == column)
    }
  }
}
