extension ScreenBuffer {
  /// Draws one glyph, keeping wide characters whole; returns the columns used (0 if clipped).
  ///
  /// Drawing `가` into the last column of a row, or of `clip`, draws a blank instead: half a
  /// syllable is never shown. Overwriting either half of an existing wide character blanks the
  /// other half.
  @discardableResult
  public mutating func draw(
    _ glyph: Glyph, column: Int, row: Int, style: CellStyle, clip: Range<Int>? = nil
  ) -> Int {
    let bounds = clip.map { $0.clamped(to: 0..<size.columns) } ?? 0..<size.columns
    guard row >= 0 && row < size.rows && bounds.contains(column) else { return 0 }
    if glyph.width == 2 && !bounds.contains(column + 1) {
      clearHalves(column: column, row: row)
      set(.blank(style: style), column: column, row: row)
      return 1
    }
    clearHalves(column: column, row: row)
    if glyph.width == 2 {
      clearHalves(column: column + 1, row: row)
      set(Cell(content: glyph.content, width: 2, style: style), column: column, row: row)
      set(.continuation(style: style), column: column + 1, row: row)
      return 2
    }
    set(Cell(content: glyph.content, width: 1, style: style), column: column, row: row)
    return 1
  }

  /// Draws a run of glyphs from `column`; returns the column after the last one drawn.
  ///
  /// `draw(split("안녕"), column: 3, …)` returns 7. Glyphs past the clip are dropped.
  @discardableResult
  public mutating func draw(
    _ glyphs: [Glyph], column: Int, row: Int, style: CellStyle, clip: Range<Int>? = nil
  ) -> Int {
    var next = column
    for glyph in glyphs {
      let used = draw(glyph, column: next, row: row, style: style, clip: clip)
      if used == 0 { break }
      next += used
      if used < glyph.width { break }
    }
    return next
  }

  /// Fills a rectangle with blanks in `style` (used for panels, pressed keys and highlights).
  public mutating func fill(columns: Range<Int>, rows: Range<Int>, style: CellStyle) {
    for row in rows.clamped(to: 0..<size.rows) {
      let span = columns.clamped(to: 0..<size.columns)
      if let first = span.first { clearHalves(column: first, row: row) }
      if let last = span.last { clearHalves(column: last, row: row) }
      for column in span {
        set(.blank(style: style), column: column, row: row)
      }
    }
  }

  /// Adds box-drawing lines to a cell, merging with lines already there (`│` + `─` → `┼`).
  public mutating func addLines(_ lines: BoxLines, column: Int, row: Int, style: CellStyle) {
    guard contains(column: column, row: row) else { return }
    let existing = self[column, row]
    let merged = existing.lines.union(lines)
    clearHalves(column: column, row: row)
    set(
      Cell(content: CellText(merged.scalar), width: 1, style: style, lines: merged),
      column: column, row: row)
  }

  /// Draws the outline of a rectangle whose corners are the given cells (inclusive).
  ///
  /// `outline(columns: 0...4, rows: 0...2)` draws `╭───╮`, `│   │`, `╰───╯`, merging with
  /// neighbouring outlines that share an edge.
  public mutating func outline(columns: ClosedRange<Int>, rows: ClosedRange<Int>, style: CellStyle)
  {
    let left = columns.lowerBound
    let right = columns.upperBound
    let top = rows.lowerBound
    let bottom = rows.upperBound
    for column in left...right {
      var horizontal: BoxLines = []
      if column > left { horizontal.insert(.left) }
      if column < right { horizontal.insert(.right) }
      addLines(horizontal, column: column, row: top, style: style)
      addLines(horizontal, column: column, row: bottom, style: style)
    }
    for row in top...bottom {
      var vertical: BoxLines = []
      if row > top { vertical.insert(.up) }
      if row < bottom { vertical.insert(.down) }
      addLines(vertical, column: left, row: row, style: style)
      addLines(vertical, column: right, row: row, style: style)
    }
  }

  // When a cell is about to be overwritten, the other half of a wide character it belongs to
  // becomes a blank, so no half syllable stays on screen.
  private mutating func clearHalves(column: Int, row: Int) {
    let cell = self[column, row]
    if cell.isContinuation, contains(column: column - 1, row: row) {
      let lead = self[column - 1, row]
      set(.blank(style: lead.style), column: column - 1, row: row)
    } else if cell.width == 2, contains(column: column + 1, row: row) {
      set(.blank(style: cell.style), column: column + 1, row: row)
    }
  }
}
