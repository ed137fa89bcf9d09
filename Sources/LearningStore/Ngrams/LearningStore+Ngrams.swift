import Suggestions

/// Saving and loading n-gram snapshots, and forgetting words (spec §4.5–4.7).
///
/// The rows are the suggestion engine's own `NgramSnapshot`; a language is stored under its
/// raw value (`ko-KR`, `en-US`, `ko-en`), as every store written so far has it.
extension LearningStore {
  /// Replaces the whole stored snapshot of `snapshot.language` in one transaction.
  ///
  /// Either every row and the counter are written or, on an error or a crash, the previous
  /// snapshot stays. A non-finite score is refused before anything is touched; duplicate keys
  /// keep the last row given.
  public func replaceNgrams(_ snapshot: NgramSnapshot) throws(StoreError) {
    if let bad = snapshot.rows.first(where: { !$0.score.isFinite }) {
      throw .invalidValue("n-gram \(bad.context) → \(bad.word) has score \(bad.score)")
    }
    try writing { () throws(StoreError) in
      try database.transaction { () throws(StoreError) in try replaceNgramRows(snapshot) }
    }
  }

  /// The rows of `replaceNgrams(_:)`, inside the caller's transaction; a per-app snapshot
  /// replaces that app's rows (`replaceAppNgramRows`).
  func replaceNgramRows(_ snapshot: NgramSnapshot) throws(StoreError) {
    if let bad = snapshot.rows.first(where: { !$0.score.isFinite }) {
      throw .invalidValue("n-gram \(bad.context) → \(bad.word) has score \(bad.score)")
    }
    if let app = snapshot.app {
      try replaceAppNgramRows(snapshot, app: app)
      return
    }
    let code = SQLValue.text(snapshot.language.rawValue)
    let counter = SQLValue.integer(Int64(clamping: snapshot.counter))
    try database.statement("DELETE FROM ngrams WHERE language = ?").run([code])
    let insert = try database.statement(
      "INSERT OR REPLACE INTO ngrams (language, level, context, word, score) VALUES (?, ?, ?, ?, ?)"
    )
    for row in snapshot.rows {
      try insert.run([
        code, SQLValue(row.level.rawValue), .text(row.context), .text(row.word),
        .real(row.score),
      ])
    }
    try database.statement(
      "INSERT OR REPLACE INTO ngram_meta (language, recorded_words) VALUES (?, ?)"
    ).run([code, counter])
  }

  /// The last saved snapshot of `language`, empty with counter 0 when none was saved.
  ///
  /// One indexed range scan over the clustered primary key, read in one snapshot, so a
  /// concurrent save is seen entirely or not at all.
  public func loadNgrams(language: NgramLanguage) throws(StoreError) -> NgramSnapshot {
    let code = SQLValue.text(language.rawValue)
    return try reading { () throws(StoreError) in
      try database.readTransaction { () throws(StoreError) in
        var rows: [NgramRow] = []
        try database.statement(
          "SELECT level, context, word, score FROM ngrams WHERE language = ?"
        ).forEach([code]) { row in
          // The schema's CHECK keeps levels at 1…3; anything else is skipped, not trusted.
          if let level = NgramLevel(rawValue: row.int(0)) {
            rows.append(
              NgramRow(level: level, context: row.text(1), word: row.text(2), score: row.double(3))
            )
          }
          return true
        }
        let counter = try database.statement(
          "SELECT recorded_words FROM ngram_meta WHERE language = ?"
        ).first([code]) { $0.integer(0) }
        return NgramSnapshot(
          language: language, counter: UInt64(max(counter ?? 0, 0)), rows: rows)
      }
    }
  }

  /// Deletes every row whose continuation is `word`, at every level and in every language
  /// (spec §4.7, removing a learned candidate); returns how many rows went.
  ///
  /// Rows that merely have `word` inside their context are kept: the context encoding belongs
  /// to the engine, which drops them from its own memory and saves the next snapshot.
  @discardableResult
  public func forget(word: String) throws(StoreError) -> Int {
    try writing { () throws(StoreError) in
      try database.transaction { () throws(StoreError) in
        try database.statement("DELETE FROM ngrams WHERE word = ?").run([.text(word)])
        let global = database.changes
        try database.statement("DELETE FROM app_ngrams WHERE word = ?").run([.text(word)])
        return global + database.changes
      }
    }
  }

  /// "학습 데이터 초기화" (spec §4.6): deletes the n-grams and counters of `ko-KR`, `en-US` and
  /// `ko-en` and every learned spell-checker word; shortcuts and clipboard history stay. The
  /// reset is a tombstone too (see `forgetLearned(_:)`): a keyboard's save of what it learned
  /// before it applied the reset is not written. Returns the reset's generation.
  @discardableResult
  public func resetLearned() throws(StoreError) -> Forgetting {
    try writing { () throws(StoreError) in
      try database.transaction { () throws(StoreError) in
        let generation = try advanceClock(reset: true)
        for language in NgramLanguage.allCases {
          let code = SQLValue.text(language.rawValue)
          try database.statement("DELETE FROM ngrams WHERE language = ?").run([code])
          try database.statement("DELETE FROM ngram_meta WHERE language = ?").run([code])
        }
        try database.execute("DELETE FROM app_ngrams; DELETE FROM app_ngram_meta;")
        try database.execute("DELETE FROM learned_words")
        // Every forget before the reset is covered by it.
        try database.execute("DELETE FROM learned_forgets")
        return Forgetting(word: nil, generation: generation)
      }
    }
  }
}
