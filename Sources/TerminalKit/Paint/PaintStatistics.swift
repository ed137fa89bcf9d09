/// What a paint did, for tests and the render benchmark.
///
/// One changed syllable: `cellsWritten == 1`, `moves == 1`.
public struct PaintStatistics: Sendable, Equatable {
  /// Whether everything was repainted.
  public var isFullRepaint: Bool
  /// Cells written (a wide character counts once).
  public var cellsWritten = 0
  /// Cursor moves between runs.
  public var moves = 0

  /// Creates statistics.
  public init(isFullRepaint: Bool, cellsWritten: Int = 0, moves: Int = 0) {
    self.isFullRepaint = isFullRepaint
    self.cellsWritten = cellsWritten
    self.moves = moves
  }
}
