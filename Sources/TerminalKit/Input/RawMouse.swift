/// A mouse report as ncurses gives it: a cell and the `mmask_t` button-state bits.
public struct RawMouse: Sendable, Equatable {
  /// 0-based column.
  public var column: Int
  /// 0-based row.
  public var row: Int
  /// ncurses `bstate` bits (`BUTTON1_PRESSED`, `REPORT_MOUSE_POSITION`, …).
  public var buttonState: UInt

  /// Creates a mouse report.
  public init(column: Int, row: Int, buttonState: UInt) {
    self.column = column
    self.row = row
    self.buttonState = buttonState
  }
}
