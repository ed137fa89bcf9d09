/// A key and where it is: its touch cell, its drawn rectangle and its grid position.
///
/// QWERTY `a` at 390 pt: touch cell from x 0 to 39 + 19.5 (row 2's edge key reaches the row
/// end), drawn from 22.5 to 55.5 (its 39 pt cell inset 3 pt), row 1, column 0.
public struct KeyFrame: Hashable, Sendable {
  public let key: Key
  /// The touch cell: the touch cells of a row tile it with no gaps except explicit spacers.
  public let frame: Rect
  /// The drawn key: its visible cell inset 3 × 2 pt (4x4, tenkey) or 3 × 4 pt (standard, §6.2).
  public let drawnFrame: Rect
  /// 0-based row in the resolved layout (the number row, when shown, is row 0).
  public let row: Int
  /// 0-based index among the row's keys.
  public let column: Int

  public init(key: Key, frame: Rect, drawnFrame: Rect, row: Int, column: Int) {
    self.key = key
    self.frame = frame
    self.drawnFrame = drawnFrame
    self.row = row
    self.column = column
  }
}
