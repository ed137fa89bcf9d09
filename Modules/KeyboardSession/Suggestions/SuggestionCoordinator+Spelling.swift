import Suggestions

/// The bar's spell checker (spec §4.2 source 3, §4.6): completions from the word list at once,
/// a real checker's verdict when it has one, and words taught in the case the user meant.
///
/// Typing `teh` with hunspell behind the English keyboard: the bar shows `"teh"` and any
/// completions in the same keystroke; `the`, `eh`, … are added when the checker's answer
/// arrives (`takeSpellingAnswer`, polled by the host's loop through the session). A keystroke
/// never waits: an unknown word costs one cache lookup and a queued job. A correct word
/// (`먹었다`) gets no guesses, so it is never "corrected".
extension SuggestionCoordinator {
  /// Builds the bar in the current mode (or decides it) and answers its spelling query: from
  /// the stand-in alone, or — with a checker — completions now and guesses from the checker's
  /// cache, else later.
  mutating func updateList(
    _ context: SuggestionContext, ngram: NgramModel?, appNgram: NgramModel? = nil,
    replacer: TextReplacer?, decidingMode: Bool, english isEnglish: Bool
  ) -> SuggestionList {
    loadLexiconIfNeeded(isEnglish ? .english : .korean)
    let source = isEnglish ? english : korean
    guard let checker = checkers.checker(english: isEnglish) else {
      return engine.update(
        context, ngram: ngram, appNgram: appNgram, replacer: replacer, spelling: source,
        decidingMode: decidingMode)
    }
    var list =
      decidingMode
      ? engine.textDidChange(context, ngram: ngram, appNgram: appNgram, replacer: replacer)
      : engine.refresh(context, ngram: ngram, appNgram: appNgram, replacer: replacer)
    guard let query = list.pendingSpelling else { return list }
    let completions = source.completions(forPrefix: query.word, limit: query.freeSlots)
    list =
      engine.mergeCompletions(
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

  /// The checker's answer for the bar's open query that arrived since the last call, merged
  /// into a new list, with the word and verdict (for the trace); `nil` when none arrived. An
  /// answer for an older generation (a word already typed past) is dropped.
  /// While the bar is `deferred` (a burst of keys is on its way) arrivals are taken and
  /// dropped: the burst asks again.
  mutating func takeSpellingAnswer(english isEnglish: Bool, deferred: Bool)
    -> (list: SuggestionList, word: String, verdict: SpellingVerdict)?
  {
    var arrivals = checkers.korean?.takeArrivals() ?? []
    arrivals += checkers.english?.takeArrivals() ?? []
    guard !arrivals.isEmpty, !deferred, let query = engine.list.pendingSpelling,
      let arrival = arrivals.last(where: {
        $0.generation == query.generation && $0.word == query.word
      }),
      let list = mergeGuesses(arrival.verdict, for: query, source: isEnglish ? english : korean)
    else { return nil }
    return (list, query.word, arrival.verdict)
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
    return engine.merge(
      SpellingAnswer(
        generation: query.generation, completions: [], guesses: guesses,
        learned: Set(guesses.filter { source.hasLearned($0) })))
  }

  /// Teaches `word` to the keyboard's stand-in, the checkers and (through the event) the
  /// store. A capital that auto-capitalisation put at the word's start is dropped first:
  /// `Quokkaberry` confirmed at a sentence start is learned as `quokkaberry`, and then offered
  /// as `quokkaberry` mid-sentence and `Quokkaberry` after `Quo`.
  mutating func teachSpelling(_ word: String, english: Bool, capitalizedAutomatically: Bool) {
    let learned = LetterCase.learnedForm(
      of: word, capitalizedAutomatically: capitalizedAutomatically)
    if english {
      self.english.learn(learned)
    } else {
      korean.learn(learned)
    }
    checkers.learn(learned)
    events.append(.learnWord(learned))
  }

  /// "Reset learned data" (§4.6): forgets every learned n-gram of ko, en and ko-en and every
  /// word taught to the spell checker, here and — through the event — in the store.
  mutating func resetLearnedData() {
    apply(.reset)
    for word in korean.learnedWords {
      korean.unlearn(word)
      checkers.unlearn(word)
    }
    for word in english.learnedWords {
      english.unlearn(word)
      checkers.unlearn(word)
    }
    events.append(.resetLearnedData)
  }
}

extension SpellingVerdict {
  /// The verdict as the trace names it: `correct`, `misspelled (3 guesses)`, `unknown`.
  var traced: String {
    switch self {
    case .correct: "correct"
    case .misspelled(let guesses): "misspelled (\(guesses.count) guesses)"
    case .unknown: "unknown"
    }
  }
}
