import Localization
import TerminalKit

extension Renderer {
  /// Draws the visible field rows; composing text underlined, selection reversed, spans bold or
  /// italic, the placeholder dimmed when the field is empty. Places the text cursor.
  func drawField(_ field: FieldModel, layout: ScreenLayout, into buffer: inout ScreenBuffer) {
    let rows = layout.fieldRows
    guard !rows.isEmpty else { return }
    let fieldLayout = layout.field
    if field.isEmpty && !field.placeholder.isEmpty {
      let glyphs = Glyph.split(field.placeholder, width: width)
      buffer.draw(glyphs, column: 0, row: rows.lowerBound, style: CellStyle([.dim], role: .hint))
    } else {
      for screenRow in rows {
        let index = fieldLayout.firstVisibleRow + screenRow - rows.lowerBound
        guard index < fieldLayout.rows.count else { break }
        drawFieldRow(fieldLayout.rows[index], of: field, screenRow: screenRow, into: &buffer)
      }
    }
    buffer.cursor = fieldCursor(layout: layout, columns: buffer.size.columns)
  }

  /// Draws one wrapped row of the field text on a screen row (over blanks).
  func drawFieldRow(
    _ row: FieldRow, of field: FieldModel, screenRow: Int, into buffer: inout ScreenBuffer
  ) {
    for piece in row.pieces {
      let position = TextPosition(line: row.line, column: piece.offset)
      let style = style(field, at: position)
      var column = piece.column
      for glyph in row.glyphs(of: piece) {
        let used = buffer.draw(glyph, column: column, row: screenRow, style: style)
        if used < glyph.width { break }
        column += used
      }
    }
  }

  /// Where the text cursor goes: the field's insertion point when its row is on screen.
  func fieldCursor(layout: ScreenLayout, columns: Int) -> CellPosition? {
    let rows = layout.fieldRows
    let fieldLayout = layout.field
    let cursorScreenRow = rows.lowerBound + fieldLayout.cursorRow - fieldLayout.firstVisibleRow
    guard rows.contains(cursorScreenRow) else { return nil }
    return CellPosition(
      column: min(fieldLayout.cursorColumn, max(0, columns - 1)), row: cursorScreenRow)
  }

  private func style(_ field: FieldModel, at position: TextPosition) -> CellStyle {
    var attributes: CellAttributes = []
    if field.composing?.contains(position) == true { attributes.insert(.underline) }
    if field.selection?.contains(position) == true { attributes.insert(.reverse) }
    for span in field.spans where span.range.contains(position) {
      if span.isBold { attributes.insert(.bold) }
      if span.isItalic { attributes.insert(.italic) }
    }
    return CellStyle(attributes)
  }

  /// Draws the status line on the last row, reversed across the whole width.
  func drawStatus(_ status: String, row: Int, into buffer: inout ScreenBuffer) {
    let style = CellStyle([.reverse], role: .status)
    buffer.fill(columns: 0..<buffer.size.columns, rows: row..<(row + 1), style: style)
    let glyphs = fitted(Glyph.split(status, width: width), columns: buffer.size.columns - 1)
    buffer.draw(glyphs, column: 1, row: row, style: style)
  }

  /// Replaces the whole screen with the size the model needs, in the renderer's `words`:
  /// `terminal too small (need 31×17)` / `now 30×12`; on a screen too narrow for the first
  /// line, the headline (broken at its spaces where it must) and the size on lines of their
  /// own.
  func drawTooSmall(into buffer: inout ScreenBuffer, required: TerminalSize) {
    let size = buffer.size
    let need = words(
      ScreenText.tooSmallNeed,
      ["columns": String(required.columns), "rows": String(required.rows)])
    let headline = words(ScreenText.tooSmall)
    var lines = ["\(headline) \(need)"]
    if Glyph.columns(of: lines[0], width: width) > size.columns {
      lines = wrapped(headline, columns: size.columns) + [need]
    }
    lines.append(
      words(ScreenText.tooSmallNow, ["columns": String(size.columns), "rows": String(size.rows)]))
    let top = max(0, (size.rows - lines.count) / 2)
    for (offset, line) in lines.enumerated() {
      drawCentred(
        line, columns: 0..<size.columns, row: top + offset,
        style: CellStyle([.bold], role: .accent),
        into: &buffer)
    }
  }

  /// Cuts glyphs to `columns`, ending with `…` when something was cut.
  ///
  /// `fitted(split("안녕하세요"), columns: 5)` is `안녕…`.
  func fitted(_ glyphs: [Glyph], columns: Int) -> [Glyph] {
    let total = glyphs.reduce(0) { $0 + $1.width }
    guard total > columns else { return glyphs }
    let ellipsis = Glyph.split("…", width: width).first ?? Glyph(text: ".", width: 1)
    guard columns >= ellipsis.width else { return [] }
    var kept: [Glyph] = []
    var used = 0
    for glyph in glyphs {
      if used + glyph.width > columns - ellipsis.width { break }
      kept.append(glyph)
      used += glyph.width
    }
    kept.append(ellipsis)
    return kept
  }

  /// `glyphs` cut to `columns` in the middle, both ends kept: a long suggestion shows how it
  /// starts and how it ends (`가나다…하다`), never scrolled inside its cell.
  func fittedInMiddle(_ glyphs: [Glyph], columns: Int) -> [Glyph] {
    let total = glyphs.reduce(0) { $0 + $1.width }
    guard total > columns else { return glyphs }
    let ellipsis = Glyph.split("…", width: width).first ?? Glyph(text: ".", width: 1)
    guard columns >= ellipsis.width else { return [] }
    let room = columns - ellipsis.width
    var head: [Glyph] = []
    var used = 0
    for glyph in glyphs {
      if used + glyph.width > (room + 1) / 2 { break }
      head.append(glyph)
      used += glyph.width
    }
    var tail: [Glyph] = []
    var tailUsed = 0
    for glyph in glyphs.reversed() {
      if used + tailUsed + glyph.width > room { break }
      tail.append(glyph)
      tailUsed += glyph.width
    }
    return head + [ellipsis] + tail.reversed()
  }

  /// Draws glyphs centred in `columns` of `row`, cut to fit (at the end, or in the middle);
  /// returns the columns used.
  @discardableResult
  func drawCentred(
    _ text: String, columns: Range<Int>, row: Int, style: CellStyle,
    cutInMiddle: Bool = false, into buffer: inout ScreenBuffer
  ) -> Range<Int> {
    let split = Glyph.split(text, width: width)
    let glyphs =
      cutInMiddle
      ? fittedInMiddle(split, columns: columns.count) : fitted(split, columns: columns.count)
    let used = glyphs.reduce(0) { $0 + $1.width }
    let start = columns.lowerBound + max(0, (columns.count - used) / 2)
    buffer.draw(glyphs, column: start, row: row, style: style, clip: columns)
    return start..<(start + used)
  }
}
