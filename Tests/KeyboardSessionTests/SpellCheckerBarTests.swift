import SessionScripts
import Suggestions
import TestSupport
import Testing

@testable import KeyboardSession

/// A real spell checker behind the bar, through the real session with a checker
/// the test answers by hand: guesses arrive after the keystroke, stale answers are dropped,
/// correct words are left alone, taught words reach the checker in the case the user meant.
@Suite("Spell checker in the bar (§4.2 source 3, §4.6)")
struct SpellCheckerBarTests {
  static let korean = Lexicon(entries: [
    .init(word: "사랑", frequency: 900), .init(word: "사람", frequency: 1000),
    .init(word: "학교", frequency: 500),
  ])
  static let english = Lexicon(entries: [
    .init(word: "hello", frequency: 900), .init(word: "help", frequency: 800),
    .init(word: "world", frequency: 700),
  ])

  static func services(korean: ManualSpellChecker? = nil, english: ManualSpellChecker? = nil)
    -> SuggestionServices
  {
    SuggestionServices(
      koreanLexicon: Self.korean, englishLexicon: Self.english, koreanChecker: korean,
      englishChecker: english)
  }

  /// The host loop's turn: the checkers' answers into the bar; true when it changed.
  static func receive(_ runner: inout ReplayRunner) -> Bool {
    runner.session.receiveSpellingAnswers()
  }

  static func script(_ keys: String) -> String {
    keys.split(separator: " ").map { "tap \($0)" }.joined(separator: "\n")
  }

  @Test("guesses are not waited for: the keystroke shows the word, the answer adds the guesses")
  func guessesArriveLater() throws {
    let checker = ManualSpellChecker()
    var runner = try TestFixtures.run(
      Self.script("h e l o"), keyboard: "qwerty", services: Self.services(english: checker))
    #expect(runner.session.candidateSummary == "\"helo\"")
    #expect(runner.session.isAwaitingSpelling)
    let query = try #require(checker.queries.last)
    #expect(query.word == "helo")
    #expect(!Self.receive(&runner))

    checker.deliver(query, .misspelled(guesses: ["hello", "halo", "helo", "he lo"]))
    #expect(Self.receive(&runner))
    // The word itself and hunspell's split are left out; a pick replaces the word.
    #expect(runner.session.candidateSummary == "\"helo\" | hello | halo")
    #expect(!runner.session.isAwaitingSpelling)
    try TestFixtures.continueRunning(&runner, "pick 1")
    #expect(runner.session.document.text == "hello")
  }

  @Test("completions are shown at once and the checker's guesses follow them")
  func completionsFirst() throws {
    let checker = ManualSpellChecker()
    var runner = try TestFixtures.run(
      Self.script("h e l"), keyboard: "qwerty", services: Self.services(english: checker))
    #expect(runner.session.candidateSummary == "\"hel\" | hello | help")
    let query = try #require(checker.queries.last)
    #expect(query.word == "hel")
    #expect(query.freeSlots == 7)
    checker.deliver(query, .misspelled(guesses: ["he", "help", "eel"]))
    #expect(Self.receive(&runner))
    #expect(runner.session.candidateSummary == "\"hel\" | hello | help | he | eel")
    _ = runner
  }

  @Test("an answer for a word already typed past is dropped (generation)")
  func staleAnswerDropped() throws {
    let checker = ManualSpellChecker()
    var runner = try TestFixtures.run(
      Self.script("t e h"), keyboard: "qwerty", services: Self.services(english: checker))
    let old = try #require(checker.queries.last)
    #expect(old.word == "teh")
    try TestFixtures.continueRunning(&runner, "tap x")
    let current = try #require(checker.queries.last)
    #expect(current.word == "tehx")
    #expect(current.generation > old.generation)

    checker.deliver(old, .misspelled(guesses: ["the"]))
    #expect(!Self.receive(&runner))
    #expect(runner.session.candidateSummary == "\"tehx\"")
    #expect(runner.session.isAwaitingSpelling)

    checker.deliver(current, .misspelled(guesses: ["text"]))
    #expect(Self.receive(&runner))
    #expect(runner.session.candidateSummary == "\"tehx\" | text")
  }

  @Test("a word the checker knows gets no guesses, so 사랑 is not \"corrected\" to 사람")
  func correctWordLeftAlone() throws {
    let standIn = try TestFixtures.run(
      Self.script("ㅅ ㅏ ㄹ ㅏ ㅇ"), keyboard: "dubeolsik", services: Self.services())
    #expect(standIn.session.candidateSummary == "\"사랑\" | 사람")

    let checker = ManualSpellChecker(known: ["사랑": .correct])
    let runner = try TestFixtures.run(
      Self.script("ㅅ ㅏ ㄹ ㅏ ㅇ"), keyboard: "dubeolsik",
      services: Self.services(korean: checker))
    #expect(runner.session.candidateSummary == "\"사랑\"")
    #expect(!runner.session.isAwaitingSpelling)
  }

  @Test("Korean is checked as whole syllables, the composing syllable included as typed")
  func composingSyllableChecked() throws {
    let checker = ManualSpellChecker()
    let runner = try TestFixtures.run(
      Self.script("ㅎ ㅏ ㄱ ㄱ ㅛ ㅇ ㅐ ㅅ ㅓ"), keyboard: "dubeolsik",
      services: Self.services(korean: checker))
    #expect(runner.session.document.text == "학교애서")
    #expect(runner.session.composingText == "서")
    #expect(checker.queries.last?.word == "학교애서")
    // A syllable still being built from a bare jamo is not sent to the checker.
    #expect(!checker.queries.contains { $0.word == "학교애ㅅ" })
  }

  @Test("a checker that cannot tell leaves the word list's guesses")
  func unknownVerdict() throws {
    let checker = ManualSpellChecker()
    var runner = try TestFixtures.run(
      Self.script("h e l o"), keyboard: "qwerty", services: Self.services(english: checker))
    let query = try #require(checker.queries.last)
    checker.deliver(query, .unknown)
    #expect(Self.receive(&runner))
    #expect(runner.session.candidateSummary == "\"helo\" | hello | help")
    _ = runner
  }

  @Test("the quoted word confirmed at a sentence start is taught without its automatic capital")
  func teachingDropsAutomaticCapital() throws {
    let checker = ManualSpellChecker()
    var runner = try TestFixtures.run(
      "field autocapitalization=sentences\n" + Self.script("q u o k k a") + "\npick 0",
      keyboard: "qwerty", services: Self.services(english: checker))
    #expect(runner.session.document.text == "Quokka")
    #expect(checker.learned == ["quokka"])
    let events = runner.session.takeLearningEvents()
    #expect(events.contains(.learnWord("quokka")))

    // Mid-sentence the taught word is offered as typed: lower case, then capitalised.
    try TestFixtures.continueRunning(&runner, Self.script("space q u o"))
    #expect(runner.session.candidateSummary == "\"quo\" | quokka")
    try TestFixtures.continueRunning(&runner, Self.script("space shift q u o"))
    #expect(runner.session.document.text == "Quokka quo Quo")
    #expect(runner.session.candidateSummary == "\"Quo\" | Quokka")
  }

  @Test("a checker's guesses come in the case of what is typed: Quokkabery → Quokkaberry")
  func guessesTakeTypedCase() throws {
    let checker = ManualSpellChecker()
    var runner = try TestFixtures.run(
      "field autocapitalization=none\n" + Self.script("shift q u o k k a b e r y"),
      keyboard: "qwerty", services: Self.services(english: checker))
    #expect(runner.session.document.text == "Quokkabery")
    let query = try #require(checker.queries.last)
    #expect(query.word == "Quokkabery")
    // Taught in lower case, guessed in lower case, shown capitalised; a case twin goes.
    checker.deliver(query, .misspelled(guesses: ["quokkaberry", "Quokkaberry", "Paris"]))
    #expect(Self.receive(&runner))
    #expect(runner.session.candidateSummary == "\"Quokkabery\" | Quokkaberry | Paris")

    // Typed in lower case, the checker's own case is kept (a name stays a name).
    try TestFixtures.continueRunning(&runner, Self.script("space p a r i s s"))
    let lower = try #require(checker.queries.last)
    #expect(lower.word == "pariss")
    checker.deliver(lower, .misspelled(guesses: ["Paris", "parish"]))
    #expect(Self.receive(&runner))
    #expect(runner.session.candidateSummary == "\"pariss\" | Paris | parish")
  }

  @Test("a capital the user typed mid-sentence is part of the taught word")
  func teachingKeepsTypedCapital() throws {
    let checker = ManualSpellChecker()
    let runner = try TestFixtures.run(
      "field autocapitalization=sentences\n"
        + Self.script("w e space shift s e o u l") + "\npick 0",
      keyboard: "qwerty", services: Self.services(english: checker))
    #expect(runner.session.document.text == "We Seoul")
    #expect(checker.learned == ["Seoul"])
  }

  @Test("words taught earlier reach the checker at start; removing a taught word unlearns it")
  func learnedWordsAndRemoval() throws {
    let checker = ManualSpellChecker()
    var services = Self.services(english: checker)
    services.learnedWords = ["quokka"]
    var runner = try TestFixtures.run(
      Self.script("q u o"), keyboard: "qwerty", services: services)
    #expect(checker.learned == ["quokka"])
    #expect(runner.session.candidateSummary == "\"quo\" | quokka")
    try TestFixtures.continueRunning(&runner, "remove 1")
    #expect(checker.unlearned == ["quokka"])
    #expect(runner.session.candidateSummary == "\"quo\"")
  }
}
