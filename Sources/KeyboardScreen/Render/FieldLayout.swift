import TerminalKit

/// The field's text wrapped to the screen width and scrolled so the cursor row is visible.
///
/// `["가나다라마"]` in a 6-column field wraps as `가나다` / `라마`; with the cursor after `마`
/// the cursor cell is `(column: 4, row: 1)`.
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
    var scratch: [Glyph] = []
    for (lineIndex, line) in field.lines.enumerated() {
      var row = FieldRow(line: lineIndex)
      var used = 0
      var offset = 0
      // Lays out one character given as its glyphs.
      func place(_ glyphs: some Collection<Glyph>) {
        var columnsNeeded = 0
        for glyph in glyphs { columnsNeeded += glyph.width }
        if used + columnsNeeded > columns && !row.pieces.isEmpty {
          rows.append(row)
          row = FieldRow(line: lineIndex)
          used = 0
        }
        if lineIndex == cursorLine && offset == field.cursor.column {
          cursorRow = rows.count
          cursorColumn = used
        }
        let start = row.glyphs.count
        row.glyphs.append(contentsOf: glyphs)
        row.pieces.append(
          FieldPiece(
            offset: offset, column: used, glyphs: start..<row.glyphs.count,
            columns: columnsNeeded))
        used += columnsNeeded
        offset += 1
      }
      let scalars = line.unicodeScalars
      if SimpleText.isSimple(scalars) {
        // One scalar per character, and (when printable) one glyph: no splitting.
        for scalar in scalars {
          let columnsNeeded = width.columns(of: scalar)
          if columnsNeeded > 0 {
            place(CollectionOfOne(Glyph(content: CellText(scalar), width: min(columnsNeeded, 2))))
          } else {
            scratch.removeAll(keepingCapacity: true)
            Glyph.forEach(in: CollectionOfOne(scalar), width: width) { scratch.append($0) }
            place(scratch)
          }
        }
      } else {
        for character in line {
          scratch.removeAll(keepingCapacity: true)
          Glyph.forEach(in: character.unicodeScalars, width: width) { scratch.append($0) }
          place(scratch)
        }
      }
      if lineIndex == cursorLine && field.cursor.column >= offset {
        cursorRow = rows.count
        cursorColumn = used
        if used >= columns {
          rows.append(row)
          row = FieldRow(line: lineIndex)
          cursorRow = rows.count
          cursorColumn = 0
        }
      }
      rows.append(row)
    }
    let visible = max(1, visibleRows)
    self.rows = rows
    self.cursorRow = cursorRow
    self.cursorColumn = cursorColumn
    self.firstVisibleRow = min(max(0, cursorRow - visible + 1), max(0, rows.count - visible))
  }

  /// The text position under a screen column of a visible row (for clicks in the field).
  ///
  /// A click right of the text on a row gives the end of that row.
  public func position(visibleRow: Int, column: Int) -> TextPosition? {
    let index = firstVisibleRow + visibleRow
    guard index >= 0 && index < rows.count else { return nil }
    let row = rows[index]
    for piece in row.pieces where column < piece.column + piece.columns {
      return TextPosition(line: row.line, column: piece.offset)
    }
    let end = row.pieces.last.map { $0.offset + 1 } ?? 0
    return TextPosition(line: row.line, column: end)
  }
}
