/// Builds the suggestion bar: math results, next-word predictions, or typing candidates.
///
/// The engine owns only the bar's state (the explicit mode, the spelling generation and the
/// last list); the n-gram model, the text replacer and the spelling source belong to the
/// session and are passed in. Typing `사라` with `사랑` learned gives
/// `"사라"` · `사랑` · spelling completions…; after a pick, `didApply` keeps the mode explicit.
public struct SuggestionEngine: Sendable {
  public var settings: SuggestionSettings
  /// The current mode; decided by `textDidChange`, kept by `refresh`.
  public private(set) var mode: SuggestionMode = .nextWord
  /// Increases with every update; spelling answers from older updates are dropped.
  public private(set) var generation: UInt64 = 0
  /// The list last produced (with any merged spelling answer).
  public private(set) var list = SuggestionList(mode: .nextWord)
  /// The word the last typing-mode list was made for, to dedupe spelling answers.
  var listWord = ""
  var listPattern: KoreanPrefixPattern? = nil
  var listSelection: String? = nil

  public init(settings: SuggestionSettings = SuggestionSettings()) {
    self.settings = settings
  }

  /// After the user typed or deleted: decide the mode (§4.2), then build the list.
  ///
  /// `appNgram` is the host application's own model; its words come first at each level.
  public mutating func textDidChange(
    _ context: SuggestionContext, ngram: NgramModel?, appNgram: NgramModel? = nil,
    replacer: TextReplacer?
  ) -> SuggestionList {
    mode = SuggestionMode.decide(for: context, settings: settings)
    return build(context, ngram: ngram, appNgram: appNgram, replacer: replacer)
  }

  /// Rebuilds the list in the current mode (after a pick, after the n-gram store loaded).
  ///
  /// Next-word mode with nothing predicted falls back to a normal update (§4.2).
  public mutating func refresh(
    _ context: SuggestionContext, ngram: NgramModel?, appNgram: NgramModel? = nil,
    replacer: TextReplacer?
  ) -> SuggestionList {
    let result = build(context, ngram: ngram, appNgram: appNgram, replacer: replacer)
    guard mode == .nextWord, result.isEmpty, context.selection == nil else { return result }
    return textDidChange(context, ngram: ngram, appNgram: appNgram, replacer: replacer)
  }

  /// `textDidChange` (or `refresh`) and an immediate answer from `spelling`, for sources fast
  /// enough to ask on the spot (the built-in lexicon source is).
  public mutating func update(
    _ context: SuggestionContext, ngram: NgramModel?, appNgram: NgramModel? = nil,
    replacer: TextReplacer?, spelling: some SpellingSource, decidingMode: Bool = true
  ) -> SuggestionList {
    let list =
      decidingMode
      ? textDidChange(context, ngram: ngram, appNgram: appNgram, replacer: replacer)
      : refresh(context, ngram: ngram, appNgram: appNgram, replacer: replacer)
    guard let query = list.pendingSpelling else { return list }
    return merge(query.answer(using: spelling)) ?? list
  }

  /// Adds a spelling answer to the current list; `nil` when the answer is stale.
  public mutating func merge(_ answer: SpellingAnswer) -> SuggestionList? {
    add(answer, keepingQueryOpen: false)
  }

  /// Adds the completions of an answer now and keeps the query open, with fewer free slots,
  /// for guesses a checker sends later (`merge`); closed at once when no slot is left. `nil`
  /// when the answer is stale. `사` gets `사랑`, `사람` at once; a checker's guesses follow.
  public mutating func mergeCompletions(_ answer: SpellingAnswer) -> SuggestionList? {
    add(
      SpellingAnswer(
        generation: answer.generation, completions: answer.completions, guesses: [],
        learned: answer.learned), keepingQueryOpen: true)
  }

  private mutating func add(_ answer: SpellingAnswer, keepingQueryOpen: Bool) -> SuggestionList? {
    guard answer.generation == generation, let query = list.pendingSpelling,
      query.generation == answer.generation
    else { return nil }
    let word = listWord
    for (texts, source) in [
      (answer.completions, Candidate.Source.lexicon), (answer.guesses, .spelling),
    ] {
      for text in texts {
        let shown = listPattern?.presented(text) ?? text
        list.appendUnique(
          Candidate(
            text: shown, source: source, action: .replaceWord,
            removal: answer.learned.contains(text) ? .spelling(text) : nil,
            selection: listSelection),
          excluding: word)
      }
    }
    let free = SuggestionList.limit - list.candidates.count
    if keepingQueryOpen && free > 0 {
      list.pendingSpelling?.freeSlots = min(query.freeSlots, free)
    } else {
      list.pendingSpelling = nil
    }
    return list
  }

  /// Records the mode an applied candidate asks for (next-word after an n-gram pick).
  public mutating func didApply(_ application: CandidateApplication) {
    if let next = application.nextMode { mode = next }
    if application.clearsBar { clear() }
  }

  /// Empties the bar and invalidates pending spelling answers.
  public mutating func clear() {
    generation &+= 1
    list = SuggestionList(mode: mode)
  }

  mutating func build(
    _ context: SuggestionContext, ngram: NgramModel?, appNgram: NgramModel? = nil,
    replacer: TextReplacer?
  ) -> SuggestionList {
    generation &+= 1
    listWord = ""
    listPattern = nil
    listSelection = context.selection
    guard settings.areCandidatesUsable else {
      list = SuggestionList(mode: mode)
      return list
    }
    if let selection = context.selection {
      list = selectionList(
        selection, context: context, ngram: ngram, appNgram: appNgram, replacer: replacer)
      return list
    }
    switch mode {
    case .math:
      list = mathList(context.mathResult(), selection: nil)
    case .nextWord:
      let previous = WordTokenizer.previousWords(in: context.baseText)
      let words = NgramModel.nextWords(
        after: previous, limit: SuggestionList.limit,
        preferring: context.language.preferredScript, app: appNgram, global: ngram)
      list = SuggestionList(
        mode: .nextWord,
        candidates: words.map {
          Candidate(text: $0, source: .ngram, action: .insertWord, removal: .ngram($0))
        })
    case .typing:
      list = typingList(
        word: context.currentWord,
        previous: WordTokenizer.previousWords(in: context.baseText, droppingCurrentWord: true),
        selection: nil, ngram: ngram, appNgram: appNgram, replacer: replacer)
    }
    return list
  }

  /// §4.9: a single selected word gets typing candidates; a selection with blanks only a
  /// math result.
  mutating func selectionList(
    _ selection: String, context: SuggestionContext, ngram: NgramModel?,
    appNgram: NgramModel? = nil, replacer: TextReplacer?
  ) -> SuggestionList {
    if settings.isMathEnabled, let result = MathEvaluator.result(in: selection) {
      return mathList(result, selection: selection)
    }
    guard !selection.unicodeScalars.contains(where: \.properties.isWhitespace) else {
      return SuggestionList(mode: mode)
    }
    return typingList(
      word: selection, previous: WordTokenizer.previousWords(in: context.baseText),
      selection: selection, ngram: ngram, appNgram: appNgram, replacer: replacer)
  }
}
