import Suggestions

/// The real spell checkers of a session, one per language, when the host provides them
/// (`SuggestionServices.koreanChecker`, `.englishChecker`); without one a language keeps the
/// word-list stand-in (`LexiconSpellingSource`) for its guesses.
struct SpellCheckers: Sendable {
  var korean: (any SpellChecker)?
  var english: (any SpellChecker)?

  init(services: SuggestionServices) {
    korean = services.koreanChecker
    english = services.englishChecker
    // The checkers start from the words the user taught in earlier sessions.
    for word in services.learnedWords {
      korean?.learn(word)
      english?.learn(word)
    }
  }

  func checker(english isEnglish: Bool) -> (any SpellChecker)? {
    isEnglish ? english : korean
  }

  /// Teaches both checkers (taught words are shared by the languages, as in the store).
  func learn(_ word: String) {
    korean?.learn(word)
    english?.learn(word)
  }

  func unlearn(_ word: String) {
    korean?.unlearn(word)
    english?.unlearn(word)
  }
}
