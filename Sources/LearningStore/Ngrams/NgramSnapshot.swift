/// Everything the n-gram engine of one language saves: its rows and its recorded-word counter.
///
/// The counter drives decay (half-life 500 recorded words, spec §4.5), so it is saved with the
/// rows in the same transaction: `NgramSnapshot(rows: [unigram 안녕 3.5], counter: 812)`.
public struct NgramSnapshot: Hashable, Sendable {
  public var rows: [NgramRow]
  public var counter: Int

  public init(rows: [NgramRow], counter: Int) {
    self.rows = rows
    self.counter = counter
  }

  /// What a language with no history loads as.
  public static let empty = NgramSnapshot(rows: [], counter: 0)
}
