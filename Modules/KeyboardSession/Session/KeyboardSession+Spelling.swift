import Suggestions

/// The spell checker's answers on the bar (`SuggestionCoordinator+Spelling.swift` merges them).
extension KeyboardSession {
  /// Whether the bar waits for a checker's guesses (the host polls while it does).
  public var isAwaitingSpelling: Bool { bar.suggestions.engine.list.pendingSpelling != nil }

  /// Puts a checker's answer that arrived since the last call into the bar; true when the bar
  /// changed. The trace (and `--log`) says when an answer reached the bar, and what it was.
  mutating func receiveSpellingAnswers() -> Bool {
    guard
      let answer = bar.suggestions.takeSpellingAnswer(
        english: keyboard.language == .english, deferred: bar.deferral.isActive)
    else { return false }
    trace("spelling \(quoted(answer.word)) \(answer.verdict.traced)")
    showList(answer.list)
    return true
  }

  /// Whether auto-capitalisation would have put a capital where the word before the cursor
  /// starts: after `. ` in a sentences field, at the start of the field, after any blank in a
  /// words field. A capital there is the keyboard's, not the user's.
  var currentWordStartIsAutoCapitalized: Bool {
    guard settings.isAutoCapitalizationEnabled, document.selection == nil else { return false }
    let word = suggestionContext().currentWord
    return wantsCapital(at: document.cursor - word.unicodeScalars.count)
  }
}
