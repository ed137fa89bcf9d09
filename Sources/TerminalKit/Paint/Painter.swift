/// Writes only the cells that differ between the previous and the new screen.
///
/// Changing `안녕` to `안녕히` writes one cell: a move to column 4 and `히`. A new size or theme
/// (or the first frame) repaints everything.
public struct Painter: Sendable {
  /// What was last painted; `nil` forces a full repaint.
  public private(set) var previous: ScreenBuffer?

  /// Creates a painter that will repaint everything first.
  public init() {}

  /// Forgets the screen (after a resize or when something else drew on the terminal).
  public mutating func invalidate() {
    previous = nil
  }

  /// Paints `buffer` over the previous frame and remembers it.
  @discardableResult
  public mutating func paint(_ buffer: ScreenBuffer, into sink: inout some PaintSink)
    -> PaintStatistics
  {
    let statistics = Self.paint(buffer, over: previous, into: &sink)
    previous = buffer
    return statistics
  }

  /// Paints `buffer` when only `changedRows` can differ from the previous frame (as a
  /// `FrameRenderer` reports): the other rows are not even compared, and the remembered frame
  /// is updated row by row instead of copied whole.
  @discardableResult
  public mutating func paint(
    _ buffer: ScreenBuffer, changedRows: RowSet, into sink: inout some PaintSink
  ) -> PaintStatistics {
    guard var remembered = previous, remembered.size == buffer.size,
      remembered.theme == buffer.theme, changedRows.count == buffer.size.rows
    else {
      return paint(buffer, into: &sink)
    }
    previous = nil  // keeps `remembered` the only reference, so rows are copied in place
    let statistics = Self.paint(buffer, over: remembered, rows: changedRows, into: &sink)
    for row in 0..<buffer.size.rows where changedRows.contains(row) {
      remembered.copyRow(row, from: buffer)
    }
    remembered.cursor = buffer.cursor
    previous = remembered
    return statistics
  }

  /// Paints the difference between two buffers (all of `new` when `old` is `nil` or of another
  /// size or theme).
  ///
  /// Runs of changed cells on a row share one `move`; continuation cells are never written,
  /// and a run that starts on one begins at its wide character instead.
  @discardableResult
  public static func paint(
    _ new: ScreenBuffer, over old: ScreenBuffer?, into sink: inout some PaintSink
  ) -> PaintStatistics {
    paint(new, over: old, rows: nil, into: &sink)
  }

  /// Paints the difference on `rows` only (all rows when `nil`).
  static func paint(
    _ new: ScreenBuffer, over old: ScreenBuffer?, rows: RowSet?, into sink: inout some PaintSink
  ) -> PaintStatistics {
    let full = old == nil || old?.size != new.size || old?.theme != new.theme
    var statistics = PaintStatistics(isFullRepaint: full)
    sink.begin(theme: new.theme, isFullRepaint: full)
    for row in 0..<new.size.rows {
      if !full, let rows, !rows.contains(row) { continue }
      if !full, let old, new.rowEquals(row, in: old) { continue }
      new.withRow(row) { cells in
        if !full, let old {
          old.withRow(row) { oldCells in
            paintRow(cells, over: oldCells, row: row, into: &sink, statistics: &statistics)
          }
        } else {
          paintRow(cells, over: nil, row: row, into: &sink, statistics: &statistics)
        }
      }
    }
    sink.finish(cursor: new.cursor)
    return statistics
  }

  /// Writes the cells of one row that differ from `old` (all of them when `old` is `nil`).
  private static func paintRow(
    _ cells: UnsafeBufferPointer<Cell>, over old: UnsafeBufferPointer<Cell>?, row: Int,
    into sink: inout some PaintSink, statistics: inout PaintStatistics
  ) {
    var column = 0
    var writing = false
    let count = cells.count
    while column < count {
      let cell = cells[column]
      if let old, old[column] == cell {
        writing = false
        column += 1
        continue
      }
      var start = column
      if cell.isContinuation && column > 0 {
        start = column - 1
      }
      let lead = cells[start]
      if !writing || start != column {
        sink.move(column: start, row: row)
        statistics.moves += 1
      }
      if lead.isContinuation {
        column = start + 1
        writing = false
        continue
      }
      sink.put(lead)
      statistics.cellsWritten += 1
      column = start + max(1, Int(lead.width))
      writing = true
    }
  }
}
