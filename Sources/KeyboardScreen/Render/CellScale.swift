import KeyboardLayouts
import TerminalKit

/// Maps keyboard points to terminal cells and back, with one scale factor per axis.
///
/// A 390 × 240 pt keyboard on an 80 × 24 terminal gets 4.94 pt per column and 19.7 pt per row
/// (each 59 pt key row becomes 3 rows):
/// the key edge at x = 97.5 pt lands on column `originColumn + 20`, and a click on that column
/// maps back to x ≈ 98.7 pt. Key outlines sit on the rounded edges, so neighbours share them.
public struct CellScale: Sendable, Equatable {
  /// Points covered by one column.
  public var pointsPerColumn: Double
  /// Points covered by one row.
  public var pointsPerRow: Double
  /// The column where x = 0 pt is drawn.
  public var originColumn: Int
  /// The row where y = 0 pt is drawn.
  public var originRow: Int

  /// Creates a scale.
  public init(pointsPerColumn: Double, pointsPerRow: Double, originColumn: Int, originRow: Int) {
    self.pointsPerColumn = pointsPerColumn
    self.pointsPerRow = pointsPerRow
    self.originColumn = originColumn
    self.originRow = originRow
  }

  /// The column of a horizontal position: `originColumn + round(x / pointsPerColumn)`.
  public func column(x: Double) -> Int {
    originColumn + Int((x / pointsPerColumn).rounded())
  }

  /// The row of a vertical position: `originRow + round(y / pointsPerRow)`.
  public func row(y: Double) -> Int {
    originRow + Int((y / pointsPerRow).rounded())
  }

  /// The point a cell stands for: the inverse of `column(x:)` / `row(y:)`, for mouse hit tests.
  ///
  /// `point(column: originColumn + 20, row: originRow + 3)` is `(20 × pointsPerColumn,
  /// 3 × pointsPerRow)`.
  public func point(column: Int, row: Int) -> Point {
    Point(
      x: Double(column - originColumn) * pointsPerColumn,
      y: Double(row - originRow) * pointsPerRow)
  }

  /// The cells a point rectangle covers, outline included: `column(x)…column(maxX)`.
  public func cells(of frame: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
    let left = column(x: frame.x)
    let top = row(y: frame.y)
    return (left...max(left, column(x: frame.maxX)), top...max(top, row(y: frame.maxY)))
  }
}
