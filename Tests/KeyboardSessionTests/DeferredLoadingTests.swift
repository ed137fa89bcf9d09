import SessionScripts
import Suggestions
import Synchronization
import TestSupport
import Testing

@testable import KeyboardSession

/// What the session does while the host still reads its data (the start-up goal: the keyboard is up
/// before a full store is read): learned models handed over later, word lists read on use.
@Suite("Learned models and word lists arriving after the start")
struct DeferredLoadingTests {
  static let english = Lexicon(entries: [
    .init(word: "hello", frequency: 900), .init(word: "help", frequency: 800),
  ])

  /// The store's model: "stored" learned, then "words" after it.
  static let stored: NgramSnapshot = {
    var model = NgramModel(language: .english)
    model.record(["stored", "words"])
    model.endSentence()
    return model.snapshot()
  }()

  static func services(follow: Bool) -> SuggestionServices {
    var services = SuggestionServices(englishLexicon: english)
    services.learnedModelsFollow = follow
    return services
  }

  static func saves(_ events: [LearningEvent]) -> [NgramSave] {
    events.compactMap { if case .saveNgrams(let save) = $0 { save } else { nil } }
  }

  @Test("words typed while the models load are learned into the stored model when it arrives")
  func typedDuringLoad() throws {
    var runner = try TestFixtures.run(
      "tap h\ntap i\ntap space\ntap return", keyboard: "qwerty",
      services: Self.services(follow: true))
    #expect(runner.session.learnedModelsPending)
    // Learned at once into the empty model, but its save is held back: it would replace the
    // stored words in the store.
    #expect(
      runner.session.bar.suggestions.models[.english]?.score(of: "hi", level: .unigram) ?? 0 > 0)
    #expect(Self.saves(runner.session.takeLearningEvents()).isEmpty)

    runner.session.installLearnedModels([NgramModel(snapshot: Self.stored)])
    #expect(!runner.session.learnedModelsPending)
    let model = try #require(runner.session.bar.suggestions.models[.english])
    #expect(model.score(of: "hi", level: .unigram) > 0)
    #expect(model.score(of: "stored", level: .unigram) > 0)
    #expect(model.score(of: "words", level: .bigram, context: ["stored"]) > 0)
    // The return's save goes out now, with both.
    let saves = Self.saves(runner.session.takeLearningEvents())
    let saved = try #require(saves.first { $0.language == .english })
    let words = Set(saved.snapshot().rows.map(\.word))
    #expect(words.isSuperset(of: ["hi", "stored", "words"]))
    // A second hand-over changes nothing.
    runner.session.installLearnedModels([])
    #expect(
      runner.session.bar.suggestions.models[.english]?.score(of: "stored", level: .unigram) ?? 0 > 0
    )
  }

  @Test("a model that arrives without typing replaces the empty one and saves nothing")
  func quietLoad() throws {
    var runner = try TestFixtures.run("", keyboard: "qwerty", services: Self.services(follow: true))
    runner.session.installLearnedModels([NgramModel(snapshot: Self.stored)])
    #expect(
      runner.session.bar.suggestions.models[.english]?.score(of: "stored", level: .unigram) ?? 0 > 0
    )
    #expect(Self.saves(runner.session.takeLearningEvents()).isEmpty)
    // Predictions come from it: after "stored " the bar offers "words".
    try TestFixtures.continueRunning(&runner, "tap s\ntap t\ntap o\ntap r\ntap e\ntap d\ntap space")
    #expect(runner.session.candidateSummary.hasPrefix("words"))
  }

  @Test("a reset during the load forgets the stored model too; a forgotten word stays forgotten")
  func resetAndForgetDuringLoad() throws {
    var runner = try TestFixtures.run("", keyboard: "qwerty", services: Self.services(follow: true))
    // Forgetting a word only the store knows: reported found, forgotten when the model comes.
    let found = runner.session.forgetLearnedWord("words")
    #expect(found)
    runner.session.installLearnedModels([NgramModel(snapshot: Self.stored)])
    let model = try #require(runner.session.bar.suggestions.models[.english])
    #expect(model.score(of: "words", level: .bigram, context: ["stored"]) == 0)
    #expect(model.score(of: "stored", level: .unigram) > 0)

    var second = try TestFixtures.run(
      "tap h\ntap i\ntap space", keyboard: "qwerty", services: Self.services(follow: true))
    second.session.resetLearnedData()
    try TestFixtures.continueRunning(&second, "tap y\ntap o\ntap space\ntap return")
    second.session.installLearnedModels([NgramModel(snapshot: Self.stored)])
    let after = try #require(second.session.bar.suggestions.models[.english])
    #expect(after.score(of: "stored", level: .unigram) == 0)
    #expect(after.score(of: "hi", level: .unigram) == 0)
    #expect(after.score(of: "yo", level: .unigram) > 0)
  }

  @Test("the keyboard going away during the load saves everything once the models are in")
  func disappearDuringLoad() throws {
    var runner = try TestFixtures.run(
      "tap h\ntap i\ntap space", keyboard: "qwerty", services: Self.services(follow: true))
    runner.session.keyboardWillDisappear()
    #expect(Self.saves(runner.session.takeLearningEvents()).isEmpty)
    runner.session.installLearnedModels([NgramModel(snapshot: Self.stored)])
    let saved = try #require(Self.saves(runner.session.takeLearningEvents()).first)
    #expect(Set(saved.snapshot().rows.map(\.word)).isSuperset(of: ["hi", "stored"]))
  }

  @Test("a session built with its snapshots is never pending")
  func notPending() throws {
    var services = Self.services(follow: false)
    services.snapshots = [Self.stored]
    var runner = try TestFixtures.run(
      "tap h\ntap i\ntap space\ntap return", keyboard: "qwerty", services: services)
    #expect(!runner.session.learnedModelsPending)
    #expect(!Self.saves(runner.session.takeLearningEvents()).isEmpty)
    runner.session.installLearnedModels([])
    #expect(
      runner.session.bar.suggestions.models[.english]?.score(of: "stored", level: .unigram) ?? 0 > 0
    )
  }

  @Test("a word list left for first use is read when the bar first needs that language, once")
  func lexiconOnUse() throws {
    let calls = Mutex<[NgramLanguage]>([])
    var services = SuggestionServices(
      koreanLexicon: Lexicon(entries: [.init(word: "사랑", frequency: 900)]))
    services.lexiconLoader = { language in
      calls.withLock { $0.append(language) }
      return language == .english ? Self.english : nil
    }
    var runner = try TestFixtures.run(
      "keyboard unified\ntap ㅅ\ntap ㅏㅓ", keyboard: "naratgeul", services: services)
    #expect(calls.withLock { $0 }.isEmpty)
    #expect(runner.session.candidateSummary.contains("사랑"))
    // 한/A to English: the first English letter reads the English list.
    try TestFixtures.continueRunning(&runner, "tap space\ntap lang\ntap h\ntap e")
    #expect(calls.withLock { $0 } == [.english])
    #expect(runner.session.candidateSummary.contains("hello"))
    try TestFixtures.continueRunning(&runner, "tap l\ntap space\ntap h")
    #expect(calls.withLock { $0 } == [.english])
  }
}
