import Suggestions

/// Per-app n-grams: each host application's own continuations (`field app=chat`), kept
/// beside the global ones with the word counter their scores were decayed to.
///
/// They are saved by the same `replaceNgrams(_:)` and `replaceNgrams(_:basedOn:)` as the
/// global model — a snapshot with an `app` replaces only that app's rows of its language — so
/// forgets, tombstones and resets cover them too.
extension LearningStore {
  /// The rows of a per-app snapshot, inside the caller's transaction.
  func replaceAppNgramRows(_ snapshot: NgramSnapshot, app: String) throws(StoreError) {
    let key: [SQLValue] = [.text(app), .text(snapshot.language.rawValue)]
    try database.statement("DELETE FROM app_ngrams WHERE app = ? AND language = ?").run(key)
    let insert = try database.statement(
      """
      INSERT OR REPLACE INTO app_ngrams (app, language, level, context, word, score)
      VALUES (?, ?, ?, ?, ?, ?)
      """)
    for row in snapshot.rows {
      try insert.run(
        key + [SQLValue(row.level.rawValue), .text(row.context), .text(row.word), .real(row.score)]
      )
    }
    try database.statement(
      "INSERT OR REPLACE INTO app_ngram_meta (app, language, recorded_words) VALUES (?, ?, ?)"
    ).run(key + [.integer(Int64(clamping: snapshot.counter))])
  }

  /// Every app's saved snapshot of `language`, ordered by app name; read in one snapshot.
  public func loadAppNgrams(language: NgramLanguage) throws(StoreError) -> [NgramSnapshot] {
    let code = SQLValue.text(language.rawValue)
    return try reading { () throws(StoreError) in
      try database.readTransaction { () throws(StoreError) in
        var snapshots: [String: NgramSnapshot] = [:]
        try database.statement(
          "SELECT app, recorded_words FROM app_ngram_meta WHERE language = ?"
        ).forEach([code]) { row in
          let app = row.text(0)
          snapshots[app] = NgramSnapshot(
            language: language, app: app, counter: UInt64(max(row.integer(1), 0)), rows: [])
          return true
        }
        try database.statement(
          "SELECT app, level, context, word, score FROM app_ngrams WHERE language = ?"
        ).forEach([code]) { row in
          let app = row.text(0)
          // The schema's CHECK keeps levels at 1…3; anything else is skipped, not trusted.
          if let level = NgramLevel(rawValue: row.int(1)) {
            if snapshots[app] == nil {
              snapshots[app] = NgramSnapshot(language: language, app: app, counter: 0, rows: [])
            }
            snapshots[app]?.rows.append(
              NgramRow(level: level, context: row.text(2), word: row.text(3), score: row.double(4))
            )
          }
          return true
        }
        return snapshots.keys.sorted().compactMap { snapshots[$0] }.filter { !$0.rows.isEmpty }
      }
    }
  }
}
