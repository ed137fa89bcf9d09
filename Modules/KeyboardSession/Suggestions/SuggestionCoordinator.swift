import Suggestions

/// The suggestion bar's engines and the learning bookkeeping of one keyboard session.
///
/// Learning uses only text typed in this session (§4.3): `learnableStart` is where the
/// session's own typing began in the document, `recordedUpTo` how far its words were
/// recorded into the n-gram model's current sentence.
struct SuggestionCoordinator: Sendable {
  var engine = SuggestionEngine()
  var models: [NgramLanguage: NgramModel] = [:]
  /// Each host application's own models (`field app=NAME`), learned beside the global ones.
  var appModels: [AppModelKey: NgramModel] = [:]
  /// The host application of the current field; nil learns and suggests globally only.
  var app: String?
  var replacer: TextReplacer
  /// The Korean system's next double quote closes (`”`); a delete does not rewind it (§8.5).
  var doubleQuoteCloses = false
  var korean: LexiconSpellingSource
  var english: LexiconSpellingSource
  /// Real spell checkers behind the stand-ins, when the host has them (hunspell).
  var checkers: SpellCheckers
  var list = SuggestionList(mode: .nextWord)
  /// Scalar offset in the document where this session's typing starts.
  var learnableStart = 0
  /// Scalar offset up to which the typed words are recorded in the current sentence.
  var recordedUpTo = 0
  /// Events for the host program to persist (spelling words; n-gram saves are in
  /// `languagesToSave` and become snapshots only when the host takes them).
  var events: [LearningEvent] = []
  /// Languages that reached a save point since the host last took the events.
  var languagesToSave: Set<NgramLanguage> = []
  /// The model edits made while the stored models load, nil once they are in (or when none
  /// were to follow); see `installLearnedModels`.
  var pendingEdits: [NgramEdit]?
  /// Reads the word lists not given at the start, on first use (`SuggestionServices`).
  var lexiconLoader: (@Sendable (NgramLanguage) -> Lexicon?)?
  /// The languages whose word list `lexiconLoader` has yet to read.
  var lexiconsToLoad: Set<NgramLanguage> = []

  init(services: SuggestionServices) {
    replacer = TextReplacer(shortcuts: services.shortcuts)
    checkers = SpellCheckers(services: services)
    korean = LexiconSpellingSource(
      lexicon: services.koreanLexicon ?? Lexicon(entries: []), learnedWords: services.learnedWords)
    english = LexiconSpellingSource(
      lexicon: services.englishLexicon ?? Lexicon(entries: []), learnedWords: services.learnedWords)
    for language in NgramLanguage.allCases { models[language] = NgramModel(language: language) }
    for snapshot in services.snapshots {
      install(NgramModel(snapshot: snapshot))
    }
    if services.learnedModelsFollow { pendingEdits = [] }
    if let loader = services.lexiconLoader {
      lexiconLoader = loader
      if services.koreanLexicon == nil { lexiconsToLoad.insert(.korean) }
      if services.englishLexicon == nil { lexiconsToLoad.insert(.english) }
    }
  }

  /// Reads the word list of `language` (`.korean` or `.english`) if it was left for first
  /// use; a list that fails to load stays empty, and is not asked for again.
  mutating func loadLexiconIfNeeded(_ language: NgramLanguage) {
    guard lexiconsToLoad.remove(language) != nil, let lexiconLoader,
      let lexicon = lexiconLoader(language)
    else { return }
    if language == .english { english.lexicon = lexicon } else { korean.lexicon = lexicon }
  }

  /// Forgets a word taught to the spell checker (a picked correction) in both word lists and
  /// both checkers, and tells the store.
  mutating func unlearnSpelling(_ word: String) {
    korean.unlearn(word)
    english.unlearn(word)
    checkers.unlearn(word)
    events.append(.unlearnWord(word))
  }

  /// The pending events, with a snapshot for every language that reached a save point. While
  /// the stored models load, saves wait: a model without the stored words must not replace
  /// them in the store.
  mutating func takeEvents() -> [LearningEvent] {
    var result = events
    events.removeAll()
    guard !learnedModelsPending else { return result }
    for language in NgramLanguage.allCases where languagesToSave.contains(language) {
      if let model = models[language] { result.append(.saveNgrams(NgramSave(model))) }
      result += takeAppSaves(language)
    }
    languagesToSave.removeAll()
    return result
  }

  /// Marks the document position where learnable typing starts (field change, cursor move):
  /// the input buffer starts again, and with it the Korean double quotes (§8.5).
  mutating func restartLearning(at offset: Int, language: NgramLanguage) {
    doubleQuoteCloses = false
    restartSentence(at: offset, language: language)
  }

  /// Learning restarts at `offset` (a delete back to the start: the quotes' state stays).
  mutating func restartSentence(at offset: Int, language: NgramLanguage) {
    learnableStart = offset
    recordedUpTo = offset
    apply(.breakSentence(language))
  }

  /// Records a word (globally and in the current app's model) and queues a save every 10
  /// records (§4.5).
  mutating func record(_ words: [String], language: NgramLanguage) {
    guard !words.isEmpty else { return }
    apply(.record(words, language, app: app))
  }

  /// Ends the sentence (return) and saves.
  mutating func endSentence(language: NgramLanguage) {
    apply(.endSentence(language))
  }

  /// Saves every model with unsaved records (the keyboard goes away).
  mutating func saveAll() {
    apply(.saveAll)
  }
}

// MARK: - Learning from the document (§4.3, §4.6)

extension SuggestionCoordinator {
  /// Records the words typed since the last record point (a real space, return), up to the
  /// cursor. A fragment glued to text that was there before (§4.3), or to a word a pick
  /// already recorded (`킵` confirmed, ㅗ typed on → `키보`: `보` is no word), is not learned.
  mutating func learnPendingWords(
    in document: TextDocument, language: NgramLanguage, isAllowed: Bool,
    capitalization: FieldTraits? = nil
  ) {
    let start = max(recordedUpTo, learnableStart)
    defer { recordedUpTo = document.cursor }
    guard isAllowed, start < document.cursor else { return }
    var text = Substring(document.text(in: start..<document.cursor))
    var offset = start
    if start > 0, let before = document.scalar(at: start - 1),
      let scalar = Unicode.Scalar(before), !scalar.properties.isWhitespace
    {
      let rest = text.unicodeScalars.drop(while: { !$0.properties.isWhitespace })
      offset += text.unicodeScalars.count - rest.count
      text = Substring(rest)
    }
    // Each token's scalar offset in the document: a capital that auto-capitalisation put at
    // a sentence's start is not learned (`Zebrafish swim.` learns `zebrafish`).
    var words: [String] = []
    var tokenStart = offset
    var tokenFirst = text.startIndex
    var inToken = false
    for index in text.indices {
      let character = text[index]
      if character.isWhitespace {
        if inToken {
          appendWord(text[tokenFirst..<index], at: tokenStart, in: document, capitalization, &words)
          inToken = false
        }
      } else if !inToken {
        inToken = true
        tokenFirst = index
        tokenStart = offset
      }
      offset += character.unicodeScalars.count
    }
    if inToken {
      appendWord(text[tokenFirst...], at: tokenStart, in: document, capitalization, &words)
    }
    record(words, language: language)
  }

  /// Appends the token's word; `capitalization` is the field's traits while
  /// auto-capitalisation is on, else `nil`.
  private func appendWord(
    _ token: Substring, at offset: Int, in document: TextDocument, _ capitalization: FieldTraits?,
    _ words: inout [String]
  ) {
    let word = WordTokenizer.word(in: token)
    // Symbol runs and arithmetic (`^*+=`, `12*3=36`) are typed, not words: never offered back.
    guard WordTokenizer.isLearnable(word) else { return }
    let automatic = capitalization.map {
      $0.wantsCapital(at: offset, in: document)
    }
    words.append(LetterCase.learnedForm(of: word, capitalizedAutomatically: automatic ?? false))
  }

  /// After a return: the pending words, then the sentence ends and is saved; shortcut
  /// history is forgotten.
  mutating func learnAtReturn(
    in document: TextDocument, language: NgramLanguage, isAllowed: Bool,
    capitalization: FieldTraits? = nil
  ) {
    learnPendingWords(
      in: document, language: language, isAllowed: isAllowed, capitalization: capitalization)
    if isAllowed { endSentence(language: language) }
    replacer.clearHistory()
  }

  /// Keeps the sentence in step with deletions: deleting the blank after a recorded word
  /// un-records it; deleting all typed text ends the sentence.
  mutating func syncAfterDelete(in document: TextDocument, language: NgramLanguage) {
    let cursor = document.cursor
    if cursor <= learnableStart {
      restartSentence(at: cursor, language: language)
      return
    }
    guard cursor < recordedUpTo else { return }
    var start = cursor
    while start > learnableStart, let value = document.scalar(at: start - 1),
      let scalar = Unicode.Scalar(value), !scalar.properties.isWhitespace
    {
      start -= 1
    }
    // Only a token that was learned is un-learned (`12*3=` was not: the word before it stays).
    let token = Substring(document.text(in: start..<cursor))
    if WordTokenizer.isLearnable(WordTokenizer.word(in: token)) {
      apply(.unrecordLastWord(language, app: app))
    }
    recordedUpTo = start
  }
}
