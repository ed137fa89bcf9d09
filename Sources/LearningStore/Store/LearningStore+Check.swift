/// The integrity check on its own: for benchmarks and diagnostics, and for a store opened with
/// the check left for later (`LearningStore.open(at:clock:checksIntegrity: false)`).
extension LearningStore {
  /// Runs `PRAGMA quick_check` on the open store (opening runs it too): throws
  /// `StoreError.sqlite` naming the first problem found. Nothing is repaired here.
  public func checkIntegrity() throws(StoreError) {
    try Self.checkIntegrity(database)
  }

  /// Runs `PRAGMA quick_check` and treats a damaged file like a failed read: a store opened
  /// with `open(at:clock:)` moves it aside, starts fresh with what still reads, and says so in
  /// `takeWarnings()`. A read-only store is only checked. Throws what could not be repaired.
  public func verifyIntegrity() throws(StoreError) {
    try reading { () throws(StoreError) in try Self.checkIntegrity(database) }
  }
}
