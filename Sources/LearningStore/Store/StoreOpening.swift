/// A store ready to use and, if opening needed a repair, the warning for the user.
///
/// `let opening = try LearningStore.open(at: path, now: clock.now)`; show `opening.warning` if set.
public struct StoreOpening {
  public var store: LearningStore
  public var warning: StoreWarning?
}
