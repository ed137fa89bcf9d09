/// Saving and loading n-gram snapshots, and forgetting words (spec §4.5–4.7).
extension LearningStore {
  /// Replaces the whole stored snapshot of `language` in one transaction.
  ///
  /// Either every row and the counter are written or, on an error or a crash, the previous
  /// snapshot stays. Rows with a level outside 1…3 or a non-finite score are refused before
  /// anything is touched; duplicate keys keep the last row given.
  public func replaceNgrams(language: NgramLanguage, rows: [NgramRow], counter: Int)
    throws(StoreError)
  {
    if let bad = rows.first(where: { !(1...3).contains($0.level) || !$0.score.isFinite }) {
      throw .invalidValue(
        "n-gram \(bad.context) → \(bad.word) has level \(bad.level), score \(bad.score)")
    }
    let code = SQLValue.text(language.rawValue)
    try database.transaction { () throws(StoreError) in
      try database.statement("DELETE FROM ngrams WHERE language = ?").run([code])
      let insert = try database.statement(
        "INSERT OR REPLACE INTO ngrams (language, level, context, word, score) VALUES (?, ?, ?, ?, ?)"
      )
      for row in rows {
        try insert.run([
          code, SQLValue(row.level), .text(row.context), .text(row.word), .real(row.score),
        ])
      }
      try database.statement(
        "INSERT OR REPLACE INTO ngram_meta (language, recorded_words) VALUES (?, ?)"
      ).run([code, SQLValue(counter)])
    }
  }

  /// The last saved snapshot of `language`, `.empty` when none was saved.
  ///
  /// One indexed range scan over the clustered primary key, read in one snapshot, so a
  /// concurrent save is seen entirely or not at all.
  public func loadNgrams(language: NgramLanguage) throws(StoreError) -> NgramSnapshot {
    let code = SQLValue.text(language.rawValue)
    return try database.readTransaction { () throws(StoreError) in
      let rows = try database.statement(
        "SELECT level, context, word, score FROM ngrams WHERE language = ?"
      ).query([code]) { row in
        NgramRow(level: row.int(0), context: row.text(1), word: row.text(2), score: row.double(3))
      }
      let counter = try database.statement(
        "SELECT recorded_words FROM ngram_meta WHERE language = ?"
      ).first([code]) { $0.int(0) }
      return NgramSnapshot(rows: rows, counter: counter ?? 0)
    }
  }

  /// Deletes every row whose continuation is `word`, at every level and in every language
  /// (spec §4.7, removing a learned candidate); returns how many rows went.
  ///
  /// Rows that merely have `word` inside their context are kept: the context encoding belongs
  /// to the engine, which drops them from its own memory and saves the next snapshot.
  @discardableResult
  public func forget(word: String) throws(StoreError) -> Int {
    try database.transaction { () throws(StoreError) in
      try database.statement("DELETE FROM ngrams WHERE word = ?").run([.text(word)])
      return database.changes
    }
  }

  /// "학습 데이터 초기화" (spec §4.6): deletes the n-grams and counters of `ko-KR`, `en-US` and
  /// `ko-en` and every learned spell-checker word; shortcuts and clipboard history stay.
  public func resetLearned() throws(StoreError) {
    try database.transaction { () throws(StoreError) in
      for language in NgramLanguage.allCases {
        let code = SQLValue.text(language.rawValue)
        try database.statement("DELETE FROM ngrams WHERE language = ?").run([code])
        try database.statement("DELETE FROM ngram_meta WHERE language = ?").run([code])
      }
      try database.execute("DELETE FROM learned_words")
    }
  }
}
