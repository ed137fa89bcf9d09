/// A run of keys that recompute the bar once, at the end (`deferSuggestionUpdates`).
struct SuggestionDeferral: Sendable {
  var isActive = false
  /// A recomputation is owed, with this `decidingMode`.
  var pendingDecidingMode: Bool?
}

extension KeyboardSession {
  /// Keys typed from now until `endSuggestionDeferral()` recompute the suggestion bar once at
  /// the end instead of after each key — a burst of keys or an input method's syllable costs
  /// one bar update. Space, return, a pick and everything else that reads the bar bring it up
  /// to date first, so the result is the same as without deferring.
  mutating func deferSuggestionUpdates() {
    suggestionDeferral.isActive = true
  }

  /// Ends a deferral and recomputes the bar if a key changed it.
  mutating func endSuggestionDeferral() {
    suggestionDeferral.isActive = false
    runDeferredSuggestions()
  }

  /// Runs a recomputation a deferral owes (the deferral stays on).
  mutating func runDeferredSuggestions() {
    guard let decidingMode = suggestionDeferral.pendingDecidingMode else { return }
    let wasActive = suggestionDeferral.isActive
    suggestionDeferral = SuggestionDeferral()
    refreshSuggestions(decidingMode: decidingMode)
    suggestionDeferral.isActive = wasActive
  }
}
