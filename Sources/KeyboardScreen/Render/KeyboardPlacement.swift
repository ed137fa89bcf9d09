import KeyboardLayouts
import TerminalKit

/// Where the keyboard sits on screen and how its points map to cells.
///
/// 390 × 240 pt on 80 × 24 with a bar: columns 0..<80, rows 10..<23, 4.94 pt per column.
public struct KeyboardPlacement: Sendable, Equatable {
  /// The point ↔ cell mapping.
  public var scale: CellScale
  /// Screen rows covered, outline included.
  public var rows: Range<Int>
  /// Screen columns covered, outline included.
  public var columns: Range<Int>
  /// The keyboard's size in points.
  public var width: Double
  public var height: Double

  /// The keyboard point a cell stands for, kept inside the keyboard so that a click on the outer
  /// outline still lands on the key beside it.
  ///
  /// The bottom-right outline corner maps to just inside (width, height).
  public func point(column: Int, row: Int) -> Point {
    let raw = scale.point(column: column, row: row)
    let inset = 0.001
    return Point(
      x: min(max(0, raw.x), max(0, width - inset)),
      y: min(max(0, raw.y), max(0, height - inset)))
  }
}
