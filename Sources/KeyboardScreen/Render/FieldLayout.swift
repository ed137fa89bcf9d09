import TerminalKit

/// The field's text wrapped to the screen width and scrolled so the cursor row is visible.
///
/// Lines wrap at word boundaries: `["lorem ipsum dolor"]` in a 12-column field wraps as
/// `lorem ipsum ` / `dolor`, and `["안녕하세요 반갑습니다"]` in 14 columns as `안녕하세요 ` /
/// `반갑습니다` — a syllable never leaves its word. Only a word longer than a row breaks inside:
/// `["가나다라마"]` in a 6-column field wraps as `가나다` / `라마`; with the cursor after `마` the
/// cursor cell is `(column: 4, row: 1)`.
public struct FieldLayout: Sendable, Equatable {
  /// Every wrapped row of the document, top to bottom.
  public var rows: [FieldRow]
  /// Index into `rows` of the first row shown.
  public var firstVisibleRow: Int
  /// Where the cursor is, in document rows and screen columns.
  public var cursorRow: Int
  public var cursorColumn: Int

  /// Wraps `field` to `columns` and scrolls so the cursor shows within `visibleRows`.
  ///
  /// Scrolling keeps the top when the cursor is near it and otherwise puts the cursor row on the
  /// last visible row; the layout holds no state between frames.
  public init(field: FieldModel, columns: Int, visibleRows: Int, width: CharacterWidth) {
    let columns = max(1, columns)
    var rows: [FieldRow] = []
    var cursorRow = 0
    var cursorColumn = 0
    let cursorLine = min(max(0, field.cursor.line), field.lines.count - 1)
    var line = FieldLine()
    var scratch: [Glyph] = []
    for (lineIndex, text) in field.lines.enumerated() {
      line.removeAll()
      let scalars = text.unicodeScalars
      if SimpleText.isSimple(scalars) {
        // One scalar per character, and (when printable) one glyph: no splitting.
        for scalar in scalars {
          let columnsNeeded = width.columns(of: scalar)
          let isSpace = FieldLine.isBreakingSpace(scalar.value)
          if columnsNeeded > 0 {
            line.append(
              CollectionOfOne(Glyph(content: CellText(scalar), width: min(columnsNeeded, 2))),
              isSpace: isSpace)
          } else {
            scratch.removeAll(keepingCapacity: true)
            Glyph.forEach(in: CollectionOfOne(scalar), width: width) { scratch.append($0) }
            line.append(scratch, isSpace: isSpace)
          }
        }
      } else {
        for character in text {
          scratch.removeAll(keepingCapacity: true)
          Glyph.forEach(in: character.unicodeScalars, width: width) { scratch.append($0) }
          let isSpace = character.unicodeScalars.first.map {
            FieldLine.isBreakingSpace($0.value)
          }
          line.append(scratch, isSpace: isSpace ?? false)
        }
      }
      line.wrap(columns: columns)
      let firstRow = rows.count
      line.appendRows(of: lineIndex, to: &rows)
      if lineIndex == cursorLine {
        let cell = line.cursorCell(at: field.cursor.column, columns: columns)
        cursorRow = firstRow + cell.row
        cursorColumn = cell.column
        if cursorRow == rows.count {
          rows.append(FieldRow(line: lineIndex, start: line.pieces.count))
        }
      }
    }
    let visible = max(1, visibleRows)
    self.rows = rows
    self.cursorRow = cursorRow
    self.cursorColumn = cursorColumn
    self.firstVisibleRow = min(max(0, cursorRow - visible + 1), max(0, rows.count - visible))
  }

  /// The text position under a screen column of a visible row (for clicks in the field).
  ///
  /// A click right of the text on a row gives the end of that row: the position after its last
  /// character (spaces hanging past the edge included), which is where the cursor shows at the
  /// start of the next row.
  public func position(visibleRow: Int, column: Int) -> TextPosition? {
    let index = firstVisibleRow + visibleRow
    guard index >= 0 && index < rows.count else { return nil }
    let row = rows[index]
    for piece in row.pieces where column < piece.column + piece.columns {
      return TextPosition(line: row.line, column: piece.offset)
    }
    let end = row.pieces.last.map { $0.offset + 1 } ?? row.start
    return TextPosition(line: row.line, column: end)
  }
}
