/// Transactions as closures: commit when the body returns, roll back when it throws.
extension Database {
  /// Runs `body` in a write transaction (`BEGIN IMMEDIATE`, so the write lock is taken up front
  /// and a second writer waits for the busy timeout instead of failing half-way), or in a
  /// savepoint when a transaction is already open.
  ///
  /// `try db.transaction { try delete.run(["ko-KR"]); try insert.run(row) }` either replaces the
  /// whole snapshot or leaves the old one; a crash in between leaves the old one too.
  public func transaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
    let nested = !isAutocommit
    try execute(nested ? "SAVEPOINT sykb_nested" : "BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute(nested ? "RELEASE sykb_nested" : "COMMIT")
      return result
    } catch {
      // The body's error is the one thrown; a rollback that fails too leaves SQLite to undo
      // the transaction when the connection next begins one, so its own error is irrelevant.
      if nested {
        try? execute("ROLLBACK TO sykb_nested")  // the body's error is thrown
        try? execute("RELEASE sykb_nested")  // the body's error is thrown
      } else if !isAutocommit {
        try? execute("ROLLBACK")  // the body's error is thrown
      }
      throw error
    }
  }

  /// Runs `body` in a read transaction so every query inside sees the same snapshot.
  ///
  /// In WAL mode this never waits for a writer: it reads the last commit.
  public func readTransaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
    guard isAutocommit else { return try body() }
    try execute("BEGIN DEFERRED")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")  // the body's error is thrown
      throw error
    }
  }
}
