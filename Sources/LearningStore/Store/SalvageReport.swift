/// What was copied out of a damaged store, table by table.
///
/// `SalvageReport(rows: ["ngrams": 117, "shortcuts": 3])` reads "with 120 entries that still
/// read (n-grams 117, shortcuts 3)".
public struct SalvageReport: Hashable, Sendable {
  /// Rows copied per table; a table with nothing readable is absent.
  public var rows: [String: Int]

  public init(rows: [String: Int] = [:]) {
    self.rows = rows.filter { $0.value > 0 }
  }

  /// Nothing could be read (garbage bytes, a foreign file).
  public static let nothing = SalvageReport()

  public var total: Int { rows.values.reduce(0, +) }

  /// The tables' names as a user knows them.
  static let titles: [(table: String, title: String)] = [
    ("ngrams", "n-grams"), ("ngram_meta", "word counters"), ("shortcuts", "shortcuts"),
    ("clipboard", "clipboard items"), ("learned_words", "learned words"),
    ("app_ngrams", "per-app n-grams"), ("app_ngram_meta", "per-app word counters"),
  ]

  /// "with 120 entries that still read (n-grams 117, shortcuts 3)", or "empty: nothing in it
  /// could be read".
  var phrase: String {
    guard total > 0 else { return "empty: nothing in it could be read" }
    let parts = Self.titles.compactMap { entry in
      rows[entry.table].map { "\(entry.title) \($0)" }
    }
    return "with \(total) entries that still read (\(parts.joined(separator: ", ")))"
  }
}
