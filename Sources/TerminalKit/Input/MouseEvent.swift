/// A mouse press, drag (movement with the button held) or release, or a wheel step.
///
/// A long press with the mouse is a `.press` and a `.release` 0.6 apart in `time` (seconds).
public struct MouseEvent: Sendable, Equatable {
  /// What happened.
  public var kind: MouseEventKind
  /// 0-based column.
  public var column: Int
  /// 0-based row.
  public var row: Int
  /// When it was read: seconds on the injected monotonic clock (the gesture engine's time).
  public var time: Double

  /// Creates a mouse event.
  public init(kind: MouseEventKind, column: Int, row: Int, time: Double) {
    self.kind = kind
    self.column = column
    self.row = row
    self.time = time
  }
}
