import Suggestions

extension SuggestionCoordinator {
  /// The text typed in this session before the cursor of `document` (for math, §4.8).
  func typedText(in document: TextDocument) -> String {
    let limit = SuggestionContext.maximumLength
    let start = min(max(learnableStart, document.cursor - limit), document.cursor)
    return document.text(in: start..<document.cursor)
  }

  /// What the engine reads of `document`: the base text, the typed text, the selection.
  func context(in document: TextDocument, language: SuggestionLanguage) -> SuggestionContext {
    SuggestionContext(
      baseText: baseText(in: document), typedText: typedText(in: document),
      selection: document.selectedText, language: language)
  }

  /// What a pick teaches (§4.6): the spelling a correction confirmed, the word it recorded —
  /// in the form the user meant (`capitalizedAutomatically`: the keyboard's capital dropped).
  mutating func learn(
    from application: CandidateApplication, keyboard: KeyboardState, cursor: Int,
    capitalizedAutomatically: Bool
  ) {
    if let word = application.learnSpelling, WordTokenizer.isLearnable(word) {
      teachSpelling(
        word, english: keyboard.language == .english,
        capitalizedAutomatically: capitalizedAutomatically)
    }
    if let word = application.recordWord, WordTokenizer.isLearnable(word) {
      let meant = LetterCase.learnedForm(
        of: word, capitalizedAutomatically: capitalizedAutomatically)
      record([meant], language: keyboard.ngramLanguage)
      recordedUpTo = cursor
    }
  }

  /// Forgets what a removable candidate came from: a learned n-gram word, a taught spelling.
  mutating func remove(_ removal: Candidate.Removal) {
    switch removal {
    case .ngram(let word): apply(.remove(word))
    case .spelling(let word): unlearnSpelling(word)
    }
  }
}

extension TextDocument {
  /// Applies a suggestion's edit: the selection first if it replaces it, then the text before
  /// the cursor.
  mutating func apply(_ edit: TextEdit) {
    if edit.replacesSelection, let selection {
      setCursor(selection.upperBound)
      deleteBackward(scalars: selection.count)
    }
    replaceBeforeCursor(
      deleting: edit.deleteBeforeCursor, with: edit.insert.unicodeScalars.lazy.map(\.value))
  }
}
