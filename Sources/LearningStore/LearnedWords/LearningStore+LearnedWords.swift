/// Words the user taught the spell checker (spec §4.6), listed so "학습 데이터 초기화" and the
/// removal of a learned candidate (§4.7) can unlearn them.
extension LearningStore {
  /// Learns `word`; learning it twice keeps one entry. Returns false for a word already known.
  @discardableResult
  public func addLearnedWord(_ word: String) throws(StoreError) -> Bool {
    guard !word.isEmpty else { throw .emptyWord(forgetting: false) }
    return try writing { () throws(StoreError) in
      try database.statement("INSERT OR IGNORE INTO learned_words (word) VALUES (?)")
        .run([.text(word)])
      return database.changes > 0
    }
  }

  /// Unlearns `word`; returns false when it was not learned.
  @discardableResult
  public func removeLearnedWord(_ word: String) throws(StoreError) -> Bool {
    try writing { () throws(StoreError) in
      try database.statement("DELETE FROM learned_words WHERE word = ?").run([.text(word)])
      return database.changes > 0
    }
  }

  /// Every learned word in code-point order.
  public func learnedWords() throws(StoreError) -> [String] {
    try reading { () throws(StoreError) in
      try database.statement("SELECT word FROM learned_words ORDER BY word").query { $0.text(0) }
    }
  }
}
