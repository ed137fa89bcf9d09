import ProviderBar

/// The suggestion bar's room: the engines and learning behind it (`SuggestionCoordinator`),
/// the cells it shows (`ToolbarState`), the candidate awaiting a removal confirmation, the
/// owed recomputation of a burst of keys, and the provider features' bars. It decides from
/// what the session hands it (`BarContext`); the session applies the edits it asks for.
struct SessionBar: Sendable {
  var suggestions: SuggestionCoordinator
  var toolbar = ToolbarState()
  /// The cell a long press asked to remove, awaiting its confirmation.
  var pendingRemoval: Int?
  /// While on, the bar is recomputed once at the end instead of after every key.
  var deferral = SuggestionDeferral()
  var providers = ProviderBars()
}
