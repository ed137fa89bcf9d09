/// A store ready to use and what the user should hear about how it was opened.
///
/// `let opening = try LearningStore.open(at: path, clock: { clock.now })`; show
/// `opening.warnings`, each once.
public struct StoreOpening {
  public var store: LearningStore
  /// Permission repairs, a read-only file, a file moved aside: in the order they happened.
  public var warnings: [StoreWarning]
}
