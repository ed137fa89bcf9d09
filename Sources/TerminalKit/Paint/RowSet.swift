/// A set of screen rows, as bits: which rows a frame changed, for the painter.
///
/// `RowSet(rows: 24)` is empty; `insert(3..<5)` adds rows 3 and 4; `all` holds every row.
public struct RowSet: Sendable, Equatable {
  private var bits: [UInt64]
  /// The number of rows the set can hold.
  public private(set) var count: Int

  /// An empty set for a screen of `rows` rows.
  public init(rows: Int) {
    count = max(0, rows)
    bits = Array(repeating: 0, count: (count + 63) / 64)
  }

  /// Every row of a screen of `rows` rows.
  public static func all(rows: Int) -> RowSet {
    var set = RowSet(rows: rows)
    set.insert(0..<rows)
    return set
  }

  /// Adds `row` (ignored when out of range).
  public mutating func insert(_ row: Int) {
    guard row >= 0 && row < count else { return }
    bits[row >> 6] |= 1 << UInt64(row & 63)
  }

  /// Adds every row of `rows`.
  public mutating func insert(_ rows: Range<Int>) {
    for row in rows.clamped(to: 0..<count) { insert(row) }
  }

  /// Whether `row` is in the set.
  public func contains(_ row: Int) -> Bool {
    guard row >= 0 && row < count else { return false }
    return bits[row >> 6] & (1 << UInt64(row & 63)) != 0
  }

  /// Empties the set, keeping its size (no allocation).
  public mutating func removeAll() {
    for index in bits.indices { bits[index] = 0 }
  }
}
