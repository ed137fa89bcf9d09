/// The integrity check on its own, for benchmarks and diagnostics.
extension LearningStore {
  /// Runs `PRAGMA quick_check` on the open store (opening runs it too): throws
  /// `StoreError.sqlite` naming the first problem found. Nothing is repaired here.
  public func checkIntegrity() throws(StoreError) {
    try Self.checkIntegrity(database)
  }
}
