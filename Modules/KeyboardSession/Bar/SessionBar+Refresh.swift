import Suggestions

/// A run of keys that recompute the bar once, at the end (`SessionBar.deferral`).
struct SuggestionDeferral: Sendable {
  var isActive = false
  /// A recomputation is owed, with this `decidingMode`.
  var pendingDecidingMode: Bool?
}

extension SessionBar {
  /// Recomputes the list after a change and shows it; false when a burst of keys defers it
  /// (the recomputation is then owed, with `decidingMode`).
  mutating func refresh(_ context: BarContext, decidingMode: Bool) -> Bool {
    if deferral.isActive {
      deferral.pendingDecidingMode = decidingMode
      return false
    }
    show(suggestions.recompute(context, decidingMode: decidingMode), context)
    return true
  }

  /// Shows `list` (from its first cell, no removal pending); a provider feature's cells
  /// (reply candidates, a grammar proposal) stay on the bar until the next keystroke. True when one of those shows.
  @discardableResult
  mutating func show(_ list: SuggestionList, _ context: BarContext) -> Bool {
    suggestions.list = list
    toolbar.show(list)
    pendingRemoval = nil
    var shown = false
    for feature in providers.all.map(\.id) where showCells(of: feature, context) { shown = true }
    return shown
  }
}
