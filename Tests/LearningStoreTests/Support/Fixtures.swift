import Foundation
import Suggestions

@testable import LearningStore

/// Shared values for the store tests.
enum Fixtures {
  /// A fixed instant (2026-01-01 00:00:00 UTC) so names and times are predictable.
  static let now = Date(timeIntervalSince1970: 1_767_225_600)

  /// The clock `LearningStore.open` takes, standing at `now`.
  static let clock: @Sendable () -> Date = { now }

  /// `count` n-gram rows that all carry `generation` as their score, spread over the three levels,
  /// so a reader can tell whether it saw one whole snapshot: every score equals the counter.
  static func generationRows(count: Int, generation: Int) -> [NgramRow] {
    (0..<count).map { index in
      NgramRow(
        level: NgramLevel.allCases[index % 3], context: index % 3 == 0 ? "" : "문맥\(index % 17)",
        word: "낱말\(index)", score: Double(generation))
    }
  }

  /// The snapshot of generation `generation`: `generationRows` with the counter at `generation`.
  static func generation(
    _ generation: Int, count: Int, language: NgramLanguage = .korean
  ) -> NgramSnapshot {
    NgramSnapshot(
      language: language, counter: UInt64(generation),
      rows: generationRows(count: count, generation: generation))
  }

  /// True when `snapshot` is exactly one generation written by `generationRows`.
  static func isWholeGeneration(_ snapshot: NgramSnapshot, rowCount: Int) -> Bool {
    snapshot.rows.count == rowCount
      && snapshot.rows.allSatisfy { $0.score == Double(snapshot.counter) }
  }

  /// An empty snapshot of `language`, as a store that never saved one loads.
  static func empty(_ language: NgramLanguage) -> NgramSnapshot {
    NgramSnapshot(language: language, counter: 0, rows: [])
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
