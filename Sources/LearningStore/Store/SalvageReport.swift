import Localization

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
  static let titles: [(table: String, title: StoreText)] = [
    ("ngrams", .tableNgrams), ("ngram_meta", .tableWordCounters), ("shortcuts", .tableShortcuts),
    ("clipboard", .tableClipboard), ("learned_words", .tableLearnedWords),
    ("app_ngrams", .tableAppNgrams), ("app_ngram_meta", .tableAppWordCounters),
    ("practice_lessons", .tablePracticeLessons), ("practice_taps", .tablePracticeTaps),
  ]

  /// "with 120 entries that still read (n-grams 117, shortcuts 3)", or "empty: nothing in it
  /// could be read", in the interface's words.
  func phrase(_ words: Words) -> String {
    guard total > 0 else { return words(StoreText.salvagedNothing) }
    let parts = Self.titles.compactMap { entry in
      rows[entry.table].map { "\(words(entry.title)) \($0)" }
    }
    return words(
      StoreText.salvagedEntries,
      ["total": String(total), "parts": parts.joined(separator: ", ")])
  }
}
