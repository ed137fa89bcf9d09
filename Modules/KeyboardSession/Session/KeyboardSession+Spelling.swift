import Suggestions

/// The bar's spell checker (spec §4.2 source 3, §4.6): completions from the word
/// list at once, a real checker's verdict when it has one, and words taught in the case the
/// user meant.
///
/// Typing `teh` with hunspell behind the English keyboard: the bar shows `"teh"` and any
/// completions in the same keystroke; `the`, `eh`, … are added when the checker's answer
/// arrives (`receiveSpellingAnswers`, called by the host's loop). A keystroke never waits:
/// an unknown word costs one cache lookup and a queued job. A correct word (`먹었다`) gets no
/// guesses, so it is never "corrected".
extension KeyboardSession {
  /// Builds the bar in the current mode (or decides it) and answers its spelling query: from
  /// the stand-in alone, or — with a checker — completions now and guesses from the checker's
  /// cache, else later.
  mutating func updateSuggestionList(
    _ context: SuggestionContext, ngram: NgramModel?, appNgram: NgramModel? = nil,
    replacer: TextReplacer?, decidingMode: Bool
  ) -> SuggestionList {
    let isEnglish = keyboard.language == .english
    suggestions.loadLexiconIfNeeded(isEnglish ? .english : .korean)
    let source = isEnglish ? suggestions.english : suggestions.korean
    guard let checker = suggestions.checkers.checker(english: isEnglish) else {
      return suggestions.engine.update(
        context, ngram: ngram, appNgram: appNgram, replacer: replacer, spelling: source,
        decidingMode: decidingMode)
    }
    var list =
      decidingMode
      ? suggestions.engine.textDidChange(
        context, ngram: ngram, appNgram: appNgram, replacer: replacer)
      : suggestions.engine.refresh(context, ngram: ngram, appNgram: appNgram, replacer: replacer)
    guard let query = list.pendingSpelling else { return list }
    let completions = source.completions(forPrefix: query.word, limit: query.freeSlots)
    list =
      suggestions.engine.mergeCompletions(
        SpellingAnswer(
          generation: query.generation, completions: completions, guesses: [],
          learned: Set(completions.filter { source.hasLearned($0) }))) ?? list
    guard let open = list.pendingSpelling else { return list }
    // A syllable still being built (`안녕ㅎ`) keeps the stand-in's jamo-wise guesses.
    guard SpellingVerdict.isCheckable(open.word) else {
      return mergeGuesses(.unknown, for: open, source: source) ?? list
    }
    guard let verdict = checker.verdict(for: open) else { return list }
    return mergeGuesses(verdict, for: open, source: source) ?? list
  }

  /// Whether the bar waits for a checker's guesses (the host polls while it does).
  public var isAwaitingSpelling: Bool { suggestions.engine.list.pendingSpelling != nil }

  /// Puts a checker's answer that arrived since the last call into the bar; true when the bar
  /// changed. An answer for an older generation (a word already typed past) is dropped.
  mutating func receiveSpellingAnswers() -> Bool {
    var arrivals = suggestions.checkers.korean?.takeArrivals() ?? []
    arrivals += suggestions.checkers.english?.takeArrivals() ?? []
    guard !arrivals.isEmpty, !suggestionDeferral.isActive,
      let query = suggestions.engine.list.pendingSpelling,
      let arrival = arrivals.last(where: {
        $0.generation == query.generation && $0.word == query.word
      })
    else { return false }
    let source = keyboard.language == .english ? suggestions.english : suggestions.korean
    guard let list = mergeGuesses(arrival.verdict, for: query, source: source) else {
      return false
    }
    // The trace (and `--log`) says when an answer reached the bar, and what it was.
    if isTracing {
      let verdict =
        switch arrival.verdict {
        case .correct: "correct"
        case .misspelled(let guesses): "misspelled (\(guesses.count) guesses)"
        case .unknown: "unknown"
        }
      traceLines.append("spelling \(quoted(query.word)) \(verdict)")
    }
    showList(list)
    return true
  }

  /// Merges a verdict's guesses (the stand-in's when the checker cannot tell) and closes the
  /// query; `nil` when the query is no longer the engine's. A checker's guesses come in the
  /// case of what is typed, as completions do: `Quokkabery` → `Quokkaberry` even when the word
  /// was taught as `quokkaberry` (`LetterCase.adapt` only ever raises the first letter).
  private mutating func mergeGuesses(
    _ verdict: SpellingVerdict, for query: SpellingQuery, source: LexiconSpellingSource
  ) -> SuggestionList? {
    var guesses: [String]
    if let checked = verdict.guesses(for: query.word, limit: query.freeSlots) {
      guesses = []
      for guess in checked.map({ LetterCase.adapt($0, toTyped: query.word) })
      where !guesses.contains(guess) && guess != query.word {
        guesses.append(guess)
      }
    } else {
      guesses = source.guesses(forWord: query.word, limit: query.freeSlots)
    }
    return suggestions.engine.merge(
      SpellingAnswer(
        generation: query.generation, completions: [], guesses: guesses,
        learned: Set(guesses.filter { source.hasLearned($0) })))
  }

  // MARK: - Teaching (§4.6)

  /// Teaches `word` to the keyboard's stand-in, the checkers and (through the event) the
  /// store. A capital that auto-capitalisation put at the word's start is dropped first:
  /// `Quokkaberry` confirmed at a sentence start is learned as `quokkaberry`, and then offered
  /// as `quokkaberry` mid-sentence and `Quokkaberry` after `Quo`.
  mutating func teachSpelling(_ word: String, capitalizedAutomatically: Bool) {
    let learned = LetterCase.learnedForm(
      of: word, capitalizedAutomatically: capitalizedAutomatically)
    if keyboard.language == .english {
      suggestions.english.learn(learned)
    } else {
      suggestions.korean.learn(learned)
    }
    suggestions.checkers.learn(learned)
    suggestions.events.append(.learnWord(learned))
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
