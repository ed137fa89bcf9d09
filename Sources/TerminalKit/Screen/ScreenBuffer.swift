import Platform

/// A whole screen as a value: a grid of cells, the theme and where the text cursor is.
///
/// Writing `안녕` at column 0 fills four cells: `안`, continuation, `녕`, continuation;
/// `plainText` reads it back as `"안녕"`. The painter compares two buffers cell by cell.
public struct ScreenBuffer: Sendable, Equatable {
  /// Columns × rows.
  public let size: TerminalSize
  /// The colour scheme the roles are painted with.
  public var theme: Theme
  /// The hardware text cursor (the field's insertion point); `nil` hides it.
  public var cursor: CellPosition?
  private var cells: [Cell]

  /// Creates a blank buffer.
  public init(size: TerminalSize, theme: Theme = .dark) {
    self.size = TerminalSize(columns: max(0, size.columns), rows: max(0, size.rows))
    self.theme = theme
    self.cursor = nil
    self.cells = Array(repeating: .blank, count: self.size.columns * self.size.rows)
  }

  /// The cell at a position; outside the buffer, a blank.
  public subscript(column: Int, row: Int) -> Cell {
    guard contains(column: column, row: row) else { return .blank }
    return cells[row * size.columns + column]
  }

  /// Whether row `row` is cell for cell the same as in `other` (same size): the painter's
  /// quick skip over the rows a keystroke did not touch. Cells are plain 16-byte values, so
  /// this is one `memcmp` of the row.
  public func rowEquals(_ row: Int, in other: ScreenBuffer) -> Bool {
    guard other.size == size, row >= 0, row < size.rows else { return false }
    let start = row * size.columns
    let count = size.columns
    return cells.withUnsafeBytes { mine in
      other.cells.withUnsafeBytes { theirs in
        let stride = MemoryLayout<Cell>.stride
        guard let left = mine.baseAddress, let right = theirs.baseAddress else { return true }
        return Memory.equal(left + start * stride, right + start * stride, count: count * stride)
      }
    }
  }

  /// Copies row `row` from `other` (same size), as `memcpy`.
  public mutating func copyRow(_ row: Int, from other: ScreenBuffer) {
    guard other.size == size, row >= 0, row < size.rows else { return }
    let start = row * size.columns
    let end = start + size.columns
    other.cells.withUnsafeBufferPointer { source in
      cells.withUnsafeMutableBufferPointer { target in
        guard let from = source.baseAddress, let to = target.baseAddress else { return }
        (to + start).update(from: from + start, count: end - start)
      }
    }
  }

  /// Sets every cell of `rows` (whole rows) to `cell`.
  public mutating func clear(rows: Range<Int>, to cell: Cell = .blank) {
    let span = rows.clamped(to: 0..<size.rows)
    guard !span.isEmpty else { return }
    let start = span.lowerBound * size.columns
    let end = span.upperBound * size.columns
    cells.withUnsafeMutableBufferPointer { target in
      UnsafeMutableBufferPointer(rebasing: target[start..<end]).update(repeating: cell)
    }
  }

  /// Calls `body` with the cells of row `row` (which must be on the screen), left to right.
  func withRow<Result>(_ row: Int, _ body: (UnsafeBufferPointer<Cell>) -> Result) -> Result {
    cells.withUnsafeBufferPointer { all in
      body(UnsafeBufferPointer(rebasing: all[(row * size.columns)..<((row + 1) * size.columns)]))
    }
  }

  /// Whether a position is on the screen.
  public func contains(column: Int, row: Int) -> Bool {
    column >= 0 && column < size.columns && row >= 0 && row < size.rows
  }

  /// Replaces one cell without any wide-character bookkeeping (callers keep the invariants).
  mutating func set(_ cell: Cell, column: Int, row: Int) {
    guard contains(column: column, row: row) else { return }
    cells[row * size.columns + column] = cell
  }

  /// The text of one row, continuation cells skipped, trailing spaces trimmed.
  ///
  /// A row holding `ㄱ│ㄴ` followed by blanks reads `"ㄱ│ㄴ"`.
  public func text(row: Int) -> String {
    guard row >= 0 && row < size.rows else { return "" }
    var line = String.UnicodeScalarView()
    for column in 0..<size.columns {
      cells[row * size.columns + column].content.forEachScalar { line.append($0) }
    }
    while line.last == " " {
      line.removeLast()
    }
    return String(line)
  }

  /// All rows joined by `\n`, each trimmed of trailing spaces: what a screen capture shows.
  public var plainText: String {
    (0..<size.rows).map { text(row: $0) }.joined(separator: "\n")
  }
}
