import Suggestions

/// Forgets that stay forgotten: `sykb learned forget WORD` and `sykb learned reset` change the
/// store at once, in one transaction, and leave a tombstone with a generation, so a running
/// (or quitting) keyboard's later save of what it learned *before* it heard of the forget
/// cannot write the word back.
///
/// A keyboard reads the generation with its learned data (`LearnedView(generation:)`), applies
/// the forgets it is told about (`LearnedView.apply(_:)`), and saves with its view
/// (`replaceNgrams(_:basedOn:)`, `addLearnedWord(_:basedOn:)`): inside the save's transaction
/// every word forgotten after the view's generation, and not applied by the keyboard, is left
/// out; a reset it has not applied skips the n-gram save whole.
///
/// ```
/// let view = LearnedView(generation: try keyboard.forgetGeneration())
/// let forgetting = try cli.forgetLearned("quokkabery")      // generation 1
/// try keyboard.addLearnedWord("quokkabery", basedOn: view)  // false: forgotten since
/// ```
///
/// The tables are made on the first forget (an older store has none and reads generation 0).
/// Tombstones a save no longer needs (at or below its view's generation) are dropped by it.
extension LearningStore {
  /// The generation of the last forget or reset (0 when there was none).
  public func forgetGeneration() throws(StoreError) -> Int64 {
    try reading { () throws(StoreError) in try readClock()?.generation ?? 0 }
  }

  /// Forgets `word` everywhere — every n-gram row that continues with it, in every language,
  /// and the taught spelling word — and leaves its tombstone, in one transaction.
  @discardableResult
  public func forgetLearned(_ word: String) throws(StoreError) -> Forgetting {
    guard !word.isEmpty else { throw .emptyWord(forgetting: true) }
    return try writing { () throws(StoreError) in
      try database.transaction { () throws(StoreError) in
        let generation = try advanceClock(reset: false)
        try database.statement(
          "INSERT OR REPLACE INTO learned_forgets (word, generation) VALUES (?, ?)"
        ).run([.text(word), .integer(generation)])
        try database.statement("DELETE FROM ngrams WHERE word = ?").run([.text(word)])
        var removed = database.changes
        try database.statement("DELETE FROM app_ngrams WHERE word = ?").run([.text(word)])
        removed += database.changes
        try database.statement("DELETE FROM learned_words WHERE word = ?").run([.text(word)])
        removed += database.changes
        return Forgetting(word: word, generation: generation, removed: removed)
      }
    }
  }

  /// Saves `snapshot` as `replaceNgrams(_:)` does, less what was forgotten since `view`: rows
  /// continuing with a word forgotten after `view.generation` that the view has not applied
  /// are left out; after a reset the view has not applied nothing is written. Returns whether
  /// the snapshot was written.
  @discardableResult
  public func replaceNgrams(_ snapshot: NgramSnapshot, basedOn view: LearnedView)
    throws(StoreError) -> Bool
  {
    try writing { () throws(StoreError) in
      try database.transaction { () throws(StoreError) in
        guard let excluded = try forgottenSince(view) else { return false }
        var rows = snapshot
        if !excluded.isEmpty { rows.rows.removeAll { excluded.contains($0.word) } }
        try replaceNgramRows(rows)
        try dropTombstones(upTo: view.generation)
        return true
      }
    }
  }

  /// Learns `word` unless it was forgotten (or everything reset) after `view` without the view
  /// applying it. Returns whether the word was added.
  @discardableResult
  public func addLearnedWord(_ word: String, basedOn view: LearnedView) throws(StoreError) -> Bool {
    guard !word.isEmpty else { throw .emptyWord(forgetting: false) }
    return try writing { () throws(StoreError) in
      try database.transaction { () throws(StoreError) in
        guard let excluded = try forgottenSince(view), !excluded.contains(word) else {
          return false
        }
        try database.statement("INSERT OR IGNORE INTO learned_words (word) VALUES (?)")
          .run([.text(word)])
        return database.changes > 0
      }
    }
  }

  /// The words forgotten after `view` that it has not applied; nil when a reset it has not
  /// applied came after it (then nothing it learned before may be written).
  private func forgottenSince(_ view: LearnedView) throws(StoreError) -> Set<String>? {
    guard let clock = try readClock(), clock.generation > view.generation else { return [] }
    if clock.reset > view.generation && clock.reset > view.appliedReset { return nil }
    var words = Set<String>()
    try database.statement(
      "SELECT word, generation FROM learned_forgets WHERE generation > ?"
    ).forEach([.integer(view.generation)]) { row in
      let word = row.text(0)
      if (view.applied[word] ?? 0) < row.integer(1) { words.insert(word) }
      return true
    }
    return words
  }

  /// The clock row, nil when no forget ever happened (the table may not exist).
  private func readClock() throws(StoreError) -> (generation: Int64, reset: Int64)? {
    let exists = try database.statement(
      "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'learned_clock'"
    ).first { $0.integer(0) }
    guard exists == 1 else { return nil }
    return try database.statement("SELECT generation, reset FROM learned_clock WHERE id = 1")
      .first { ($0.integer(0), $0.integer(1)) }
  }

  /// Makes the tables if needed and takes the next generation (inside a transaction).
  func advanceClock(reset: Bool) throws(StoreError) -> Int64 {
    try database.execute(
      """
      CREATE TABLE IF NOT EXISTS learned_clock (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        generation INTEGER NOT NULL,
        reset INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS learned_forgets (
        word TEXT PRIMARY KEY NOT NULL,
        generation INTEGER NOT NULL
      ) WITHOUT ROWID;
      INSERT OR IGNORE INTO learned_clock (id, generation, reset) VALUES (1, 0, 0);
      """)
    let next = (try readClock()?.generation ?? 0) + 1
    try database.statement(
      reset
        ? "UPDATE learned_clock SET generation = ?, reset = ?1 WHERE id = 1"
        : "UPDATE learned_clock SET generation = ? WHERE id = 1"
    ).run([.integer(next)])
    return next
  }

  /// Drops the tombstones no save based on `generation` or later needs.
  private func dropTombstones(upTo generation: Int64) throws(StoreError) {
    guard generation > 0, try readClock() != nil else { return }
    try database.statement("DELETE FROM learned_forgets WHERE generation <= ?")
      .run([.integer(generation)])
  }
}

/// A forget the store made: the word (nil for a reset), its generation, how many entries went.
public struct Forgetting: Sendable, Equatable {
  public var word: String?
  public var generation: Int64
  public var removed: Int

  public init(word: String?, generation: Int64, removed: Int = 0) {
    self.word = word
    self.generation = generation
    self.removed = removed
  }
}

/// What a keyboard's copy of the learned data is based on: the forget generation it was read
/// at, and the forgets and reset it applied to its copy since.
public struct LearnedView: Sendable, Equatable {
  public var generation: Int64
  /// Each forgotten word the copy applied, with the forget's generation.
  public var applied: [String: Int64] = [:]
  /// The generation of the last reset the copy applied.
  public var appliedReset: Int64 = 0

  public init(generation: Int64) {
    self.generation = generation
  }

  /// Notes that the copy applied `forgetting` (the keyboard forgot the word, or reset).
  public mutating func apply(_ forgetting: Forgetting) {
    if let word = forgetting.word {
      applied[word] = max(applied[word] ?? 0, forgetting.generation)
    } else {
      appliedReset = max(appliedReset, forgetting.generation)
      // A reset applied covers every forget before it.
      applied = applied.filter { $0.value > forgetting.generation }
      generation = max(generation, forgetting.generation)
    }
  }
}
