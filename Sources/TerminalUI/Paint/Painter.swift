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

  /// Paints the difference between two buffers (all of `new` when `old` is `nil` or of another
  /// size or theme).
  ///
  /// Runs of changed cells on a row share one `move`; continuation cells are never written,
  /// and a run that starts on one begins at its wide character instead.
  @discardableResult
  public static func paint(
    _ new: ScreenBuffer, over old: ScreenBuffer?, into sink: inout some PaintSink
  ) -> PaintStatistics {
    let full = old == nil || old?.size != new.size || old?.theme != new.theme
    var statistics = PaintStatistics(isFullRepaint: full)
    sink.begin(theme: new.theme, isFullRepaint: full)
    for row in 0..<new.size.rows {
      if !full, let old, new.rowEquals(row, in: old) { continue }
      var column = 0
      var writing = false
      while column < new.size.columns {
        let cell = new[column, row]
        let changed = full || old.map { $0[column, row] != cell } ?? true
        guard changed else {
          writing = false
          column += 1
          continue
        }
        var start = column
        if cell.isContinuation && column > 0 {
          start = column - 1
        }
        let lead = new[start, row]
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
    sink.finish(cursor: new.cursor)
    return statistics
  }
}
