extension SuggestionEngine {
  /// Typing mode (§4.2): the word in quotes, replacement expansions, up to 3 n-gram
  /// completions; the free cells are left to the spelling source (`pendingSpelling`).
  mutating func typingList(
    word: String, previous: [String], selection: String?, ngram: NgramModel?,
    appNgram: NgramModel? = nil, replacer: TextReplacer?
  ) -> SuggestionList {
    var list = SuggestionList(mode: .typing)
    guard !word.isEmpty else { return list }
    listWord = word
    listPattern = KoreanPrefixPattern(word)
    list.candidates.append(
      Candidate(
        text: word, display: "\"\(word)\"", source: .current,
        action: selection == nil ? .confirm : .keep, selection: selection))
    if settings.isTextReplacementEnabled, let replacer {
      for expansion in replacer.expansions(forWord: word) {
        let before = list.candidates.count
        list.appendUnique(
          Candidate(
            text: expansion, source: .replacement, action: .replaceWord, selection: selection),
          excluding: word)
        if list.previewIndex == nil, list.candidates.count > before {
          list.previewIndex = list.candidates.count - 1
        }
      }
    }
    if let pattern = listPattern {
      let stored = NgramModel.completions(
        of: pattern, after: previous, limit: 3, app: appNgram, global: ngram)
      for stored in stored {
        list.appendUnique(
          Candidate(
            text: pattern.presented(stored), source: .ngram, action: .replaceWord,
            removal: .ngram(stored), selection: selection),
          excluding: word)
      }
    }
    let free = SuggestionList.limit - list.candidates.count
    if free > 0 {
      list.pendingSpelling = SpellingQuery(generation: generation, word: word, freeSlots: free)
    }
    return list
  }

  /// Math mode (§4.8): `"3-1="` (keep) · `3-1=2` (insert the result) · `2` (replace).
  func mathList(_ result: MathResult?, selection: String?) -> SuggestionList {
    guard let result else { return SuggestionList(mode: .math) }
    let cells = [
      Candidate(
        text: result.expression, display: "\"\(result.expression)\"", source: .current,
        action: .keep, selection: selection),
      Candidate(
        text: result.formatted, display: result.expression + result.formatted, source: .math,
        action: .insertMathResult, selection: selection),
      Candidate(
        text: result.formatted, source: .math,
        action: .replaceMathExpression(expressionLength: result.expressionScalarCount),
        selection: selection),
    ]
    return SuggestionList(mode: .math, candidates: cells, previewIndex: 1)
  }
}
