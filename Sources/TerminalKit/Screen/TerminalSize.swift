/// A terminal size in character cells.
///
/// A classic terminal is `TerminalSize(columns: 80, rows: 24)`.
public struct TerminalSize: Sendable, Equatable, Hashable {
  public var columns: Int
  public var rows: Int

  /// Creates a size.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}
