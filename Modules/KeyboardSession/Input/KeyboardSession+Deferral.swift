/// A run of keys that recompute the bar once, at the end (`SessionBar+Refresh.swift`).
extension KeyboardSession {
  /// Keys typed from now until `endSuggestionDeferral()` recompute the suggestion bar once at
  /// the end instead of after each key — a burst of keys or an input method's syllable costs
  /// one bar update. Space, return, a pick and everything else that reads the bar bring it up
  /// to date first, so the result is the same as without deferring.
  mutating func deferSuggestionUpdates() {
    bar.deferral.isActive = true
  }

  /// Ends a deferral and recomputes the bar if a key changed it.
  mutating func endSuggestionDeferral() {
    bar.deferral.isActive = false
    runDeferredSuggestions()
  }

  /// Runs a recomputation a deferral owes (the deferral stays on).
  mutating func runDeferredSuggestions() {
    guard let decidingMode = bar.deferral.pendingDecidingMode else { return }
    let wasActive = bar.deferral.isActive
    bar.deferral = SuggestionDeferral()
    refreshSuggestions(decidingMode: decidingMode)
    bar.deferral.isActive = wasActive
  }
}
