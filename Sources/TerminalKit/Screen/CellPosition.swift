/// A cell position: column and row from the top-left corner, 0-based.
///
/// The cursor after `안녕` on the first row is `CellPosition(column: 4, row: 0)`.
public struct CellPosition: Sendable, Hashable {
  public var column: Int
  public var row: Int

  /// Creates a position.
  public init(column: Int, row: Int) {
    self.column = column
    self.row = row
  }
}
