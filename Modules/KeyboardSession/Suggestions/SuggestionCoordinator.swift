import Suggestions

/// The suggestion bar's engines and the learning bookkeeping of one keyboard session.
///
/// Learning uses only text typed in this session (§4.3): `learnableStart` is where the
/// session's own typing began in the document, `recordedUpTo` how far its words were
/// recorded into the n-gram model's current sentence.
struct SuggestionCoordinator: Sendable {
  var engine = SuggestionEngine()
  var models: [NgramLanguage: NgramModel] = [:]
  var replacer: TextReplacer
  var korean: LexiconSpellingSource
  var english: LexiconSpellingSource
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

  init(services: SuggestionServices) {
    replacer = TextReplacer(shortcuts: services.shortcuts)
    korean = LexiconSpellingSource(
      lexicon: services.koreanLexicon ?? Lexicon(entries: []), learnedWords: services.learnedWords)
    english = LexiconSpellingSource(
      lexicon: services.englishLexicon ?? Lexicon(entries: []), learnedWords: services.learnedWords)
    for language in NgramLanguage.allCases { models[language] = NgramModel(language: language) }
    for snapshot in services.snapshots {
      models[snapshot.language] = NgramModel(snapshot: snapshot)
    }
  }

  /// The pending events, with a snapshot for every language that reached a save point.
  mutating func takeEvents() -> [LearningEvent] {
    var result = events
    events.removeAll()
    for language in NgramLanguage.allCases where languagesToSave.contains(language) {
      if let model = models[language] { result.append(.saveNgrams(NgramSave(model))) }
    }
    languagesToSave.removeAll()
    return result
  }

  /// Marks the document position where learnable typing starts (field change, cursor move).
  mutating func restartLearning(at offset: Int, language: NgramLanguage) {
    learnableStart = offset
    recordedUpTo = offset
    models[language]?.endSentence()
  }

  /// Records a word and queues a save every 10 records (§4.5).
  mutating func record(_ words: [String], language: NgramLanguage) {
    // Mutate in place: copying the model out would copy its tables on every word.
    guard !words.isEmpty, models[language] != nil else { return }
    models[language]?.record(words)
    if models[language]?.needsSave == true {
      languagesToSave.insert(language)
      models[language]?.markSaved()
    }
  }

  /// Ends the sentence (return) and saves.
  mutating func endSentence(language: NgramLanguage) {
    guard models[language] != nil else { return }
    models[language]?.endSentence()
    languagesToSave.insert(language)
    models[language]?.markSaved()
  }

  /// Saves every model with unsaved records (the keyboard goes away).
  mutating func saveAll() {
    for language in NgramLanguage.allCases where (models[language]?.recordsSinceSave ?? 0) > 0 {
      languagesToSave.insert(language)
      models[language]?.markSaved()
    }
  }
}
