import Foundation

@testable import LearningStore

/// Shared values for the store tests.
enum Fixtures {
  /// A fixed instant (2026-01-01 00:00:00 UTC) so names and times are predictable.
  static let now = Date(timeIntervalSince1970: 1_767_225_600)

  /// `count` n-gram rows that all carry `generation` as their score, spread over the three levels,
  /// so a reader can tell whether it saw one whole snapshot: every score equals the counter.
  static func generationRows(count: Int, generation: Int) -> [NgramRow] {
    (0..<count).map { index in
      NgramRow(
        level: index % 3 + 1, context: index % 3 == 0 ? "" : "문맥\(index % 17)",
        word: "낱말\(index)", score: Double(generation))
    }
  }

  /// True when `snapshot` is exactly one generation written by `generationRows`.
  static func isWholeGeneration(_ snapshot: NgramSnapshot, rowCount: Int) -> Bool {
    snapshot.rows.count == rowCount
      && snapshot.rows.allSatisfy { $0.score == Double(snapshot.counter) }
  }
}

extension LearningStore {
  /// `PRAGMA integrity_check`'s answer: `["ok"]` for a sound file.
  func integrityCheck() throws -> [String] {
    try database.statement("PRAGMA integrity_check").query { $0.text(0) }
  }

  func journalMode() throws -> String? {
    try database.statement("PRAGMA journal_mode").first { $0.text(0) }
  }
}
