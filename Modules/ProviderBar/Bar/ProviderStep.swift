/// What one step of a provider bar did: its answer to the caller and what the session must do
/// for it, in order.
///
/// A request that was sent is `ProviderStep(result: true, effects: [.trace("reply request #1
/// (9 characters)"), .showCells])`; a pick of a reply candidate is `(true, [.apply(.insert("네"),
/// trace: "reply 0")])`.
public struct ProviderStep: Hashable, Sendable {
  /// Whether a request was sent, an answer changed the bar, or a pick was taken.
  public var result: Bool
  public var effects: [ProviderEffect]

  public init(result: Bool = false, effects: [ProviderEffect] = []) {
    self.result = result
    self.effects = effects
  }
}

/// Something the session does for a provider bar: the bar decides, the session owns the
/// toolbar, the trace and the undo-aware editing.
public enum ProviderEffect: Hashable, Sendable {
  /// The bar's cells replace the suggestions.
  case showCells
  /// The normal suggestions come back.
  case restoreSuggestions
  /// A line for the trace (written only while tracing).
  case trace(String)
  /// The edit as one undo unit, then the text changed; `trace` heads its trace line.
  case apply(ProviderEdit, trace: String)
}
