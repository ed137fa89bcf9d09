/// A paint sink that records every operation, for tests of what the painter writes.
///
/// After changing one syllable: `operations == [.begin(full: false), .move(4, 0), .put("히"),
/// .finish(cursor)]`.
public struct RecordingSink: PaintSink, Sendable {
  /// One call the painter made.
  public enum Operation: Sendable, Equatable {
    case begin(theme: Theme, isFullRepaint: Bool)
    case move(column: Int, row: Int)
    case put(Cell)
    case finish(cursor: CellPosition?)
  }

  /// All calls so far.
  public private(set) var operations: [Operation] = []

  /// Creates an empty recorder.
  public init() {}

  /// The cells written, in order.
  public var writtenCells: [Cell] {
    operations.compactMap { operation in
      if case .put(let cell) = operation { return cell }
      return nil
    }
  }

  public mutating func begin(theme: Theme, isFullRepaint: Bool) {
    operations.append(.begin(theme: theme, isFullRepaint: isFullRepaint))
  }

  public mutating func move(column: Int, row: Int) {
    operations.append(.move(column: column, row: row))
  }

  public mutating func put(_ cell: Cell) {
    operations.append(.put(cell))
  }

  public mutating func finish(cursor: CellPosition?) {
    operations.append(.finish(cursor: cursor))
  }
}
