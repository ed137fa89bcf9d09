import Suggestions

extension SuggestionCoordinator {
  /// Forgets `word` in every n-gram language that learned it and as a taught spelling word
  /// (as removing it from the bar does, §4.7), queueing the snapshots and events so the store
  /// agrees; returns whether it was there.
  mutating func forget(_ word: String) -> Bool {
    // While the stored models load, the word may be in them: it is forgotten when they arrive.
    var found =
      learnedModelsPending
      || NgramLanguage.allCases.contains { models[$0]?.isRemovable(word) == true }
      || appModels.values.contains { $0.isRemovable(word) }
    apply(.remove(word))
    // A word taught to the spell checker (a picked correction) is forgotten too.
    if korean.learnedWords.contains(word)
      || english.learnedWords.contains(word)
    {
      unlearnSpelling(word)
      found = true
    }
    return found
  }
}
