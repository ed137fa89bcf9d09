import Foundation
import Suggestions
import Testing

@testable import LearningStore

@Suite("zz cost") struct ZZQuickCheckCost {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["SYKB_MEASURE"] != nil)) func cost() throws
  {
    let path = ProcessInfo.processInfo.environment["SYKB_MEASURE"]!
    if !FileManager.default.fileExists(atPath: path) {
      let store = try LearningStore(path: path)
      for (language, contexts) in [
        (NgramLanguage.korean, 5_000), (.english, 5_000), (.mixed, 10_000),
      ] {
        var rows: [NgramRow] = []
        for i in 0..<contexts {
          rows.append(NgramRow(level: .unigram, context: "", word: "낱말\(i)", score: 1.5))
        }
        for i in 0..<contexts {
          for j in 0..<6 {
            rows.append(NgramRow(level: .bigram, context: "문맥\(i)", word: "다음말\(j)", score: 1))
          }
        }
        for i in 0..<contexts {
          for j in 0..<6 {
            rows.append(
              NgramRow(level: .trigram, context: "앞말\(i) 문맥\(i)", word: "다음말\(j)", score: 1))
          }
        }
        try store.replaceNgrams(NgramSnapshot(language: language, counter: 9_999, rows: rows))
      }
      try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as! NSNumber
    for _ in 0..<3 {
      let t0 = ContinuousClock.now
      let store = try LearningStore(path: path)
      let t1 = ContinuousClock.now
      let raw = try Database(path: path)
      let t2 = ContinuousClock.now
      _ = try raw.statement("PRAGMA quick_check").query { $0.text(0) }
      let t3 = ContinuousClock.now
      var rows = 0
      for l in NgramLanguage.allCases { rows += try store.loadNgrams(language: l).rows.count }
      let t4 = ContinuousClock.now
      print(
        "size \(size) open+check \(t1 - t0) quick_check \(t3 - t2) load \(rows) rows \(t4 - t3)")
    }
  }
}
