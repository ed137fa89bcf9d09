import Suggestions

/// Changes another program made to the user's data while this keyboard runs (`sykb shortcuts`,
/// `sykb learned`), applied to the session so they take effect at once and the session's next
/// save does not bring old data back.
extension KeyboardSession {
  /// Replaces the text-replacement shortcuts (§4.9) with the store's current list.
  ///
  /// After `sykb shortcuts add omw "on my way"`, typing `omw` then space expands at once.
  mutating func replaceShortcuts(_ shortcuts: [TextShortcut]) {
    bar.suggestions.replacer = TextReplacer(shortcuts: shortcuts)
    refreshSuggestions(decidingMode: false)
  }

  /// Forgets `word` in every n-gram language that learned it and as a taught spelling word
  /// (as removing it from the bar does, §4.7), and queues the snapshots and events so the
  /// store agrees; returns whether it was there.
  @discardableResult
  mutating func forgetLearnedWord(_ word: String) -> Bool {
    let found = bar.suggestions.forget(word)
    refreshSuggestions(decidingMode: false)
    return found
  }

  /// Whether the learned models are still being read by the host (see
  /// `SuggestionServices.learnedModelsFollow`).
  public var learnedModelsPending: Bool { bar.suggestions.learnedModelsPending }

  /// Hands over the stored learned models the host read after the keyboard came up (built
  /// with `NgramModel(snapshot:)` off the session's thread — a full store takes ≈ 0.4 s): they
  /// replace the empty ones, everything learned or forgotten since is applied to them again,
  /// and saves held back meanwhile go out with the stored words in. Does nothing when no load
  /// was pending (a second call, a session built with its snapshots).
  mutating func installLearnedModels(_ models: [NgramModel]) {
    guard bar.suggestions.learnedModelsPending else { return }
    bar.suggestions.installLearnedModels(models)
    refreshSuggestions(decidingMode: false)
  }
}
