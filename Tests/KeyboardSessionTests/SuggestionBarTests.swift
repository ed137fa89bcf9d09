import SessionScripts
import Suggestions
import TestSupport
import Testing

@testable import KeyboardSession

/// The suggestion bar through the real session: type, look at the bar, pick, look at the field.
@Suite("Suggestion bar in the session (§4)")
struct SuggestionBarTests {
  static let korean = Lexicon(entries: [
    .init(word: "사랑", frequency: 900), .init(word: "사람", frequency: 1000),
    .init(word: "사과", frequency: 100), .init(word: "학교", frequency: 500),
  ])
  static let english = Lexicon(entries: [
    .init(word: "hello", frequency: 900), .init(word: "help", frequency: 800),
    .init(word: "world", frequency: 700),
  ])
  static var services: SuggestionServices {
    SuggestionServices(
      koreanLexicon: korean, englishLexicon: english,
      shortcuts: [TextShortcut(shortcut: "ㅈㄱㅈ", expansion: "지금 가는 중!")])
  }

  @Test("typing mode: the current word in quotes, then completions; a pick replaces the word")
  func typingPick() throws {
    var runner = try TestFixtures.run(
      "tap ㅅ\ntap ㅏ\ntap ㄹ\ntap ㅏ", keyboard: "dubeolsik", services: Self.services)
    #expect(runner.session.candidateSummary == "\"사라\" | 사람 | 사랑")
    try TestFixtures.continueRunning(&runner, "pick 2")
    #expect(runner.session.document.text == "사랑")
    #expect(runner.session.composingText == "")
    // The pick is one undo unit.
    try TestFixtures.continueRunning(&runner, "undo")
    #expect(runner.session.document.text == "사라")
  }

  @Test("a typed capital is kept on the completion")
  func capital() throws {
    let runner = try TestFixtures.run(
      "tap shift\ntap h\ntap e\ntap l\npick 1", keyboard: "qwerty", services: Self.services)
    #expect(runner.session.document.text == "Hello")
  }

  @Test("math: the three cells, and space inserts the result (§4.8)")
  func math() throws {
    var runner = try TestFixtures.run(
      "tap switch\ntap 3\ntap -\ntap 1\ntap page\ntap =", keyboard: "qwerty",
      services: Self.services)
    #expect(runner.session.candidateSummary == "\"3-1=\" | 3-1=2 | 2")
    try TestFixtures.continueRunning(&runner, "tap space")
    #expect(runner.session.document.text == "3-1=2 ")
  }

  @Test("math cell 2 replaces the expression by the result")
  func mathReplace() throws {
    let runner = try TestFixtures.run(
      "tap switch\ntap 6\ntap page\ntap *\ntap page\ntap 7\ntap page\ntap =\npick 2",
      keyboard: "qwerty", services: Self.services)
    #expect(runner.session.document.text == "42")
  }

  @Test("text replacement on space, and delete restores the shortcut (§4.4)")
  func replacement() throws {
    var runner = try TestFixtures.run(
      "tap ㅈ\ntap ㄱ\ntap ㅈ", keyboard: "dubeolsik", services: Self.services)
    #expect(runner.session.candidateSummary.contains("지금 가는 중!"))
    try TestFixtures.continueRunning(&runner, "tap space")
    #expect(runner.session.document.text == "지금 가는 중! ")
    try TestFixtures.continueRunning(&runner, "tap delete\ntap delete")
    #expect(runner.session.document.text == "ㅈㄱㅈ")
    // The restored shortcut is ignored by the next space.
    try TestFixtures.continueRunning(&runner, "tap space")
    #expect(runner.session.document.text == "ㅈㄱㅈ ")
  }

  @Test("words typed and spaced are learned, then predicted next (§4.5–4.6)")
  func learning() throws {
    var runner = try TestFixtures.run(
      "tap h\ntap i\ntap space\ntap t\ntap h\ntap e\ntap r\ntap e\ntap space\ntap return",
      keyboard: "qwerty", services: Self.services)
    let model = try #require(runner.session.bar.suggestions.models[.english])
    #expect(model.score(of: "hi", level: .unigram) > 0)
    #expect(model.score(of: "there", level: .bigram, context: ["hi"]) > 0)
    let events = runner.session.takeLearningEvents()
    #expect(
      events.contains { if case .saveNgrams(let s) = $0 { s.language == .english } else { false } })
    // After "hi " the bar predicts "there", drawn bold (removable).
    try TestFixtures.continueRunning(&runner, "tap h\ntap i\ntap space")
    #expect(runner.session.candidateSummary.hasPrefix("there"))
    #expect(runner.session.toolbar.cells.first?.isRemovable == true)
    try TestFixtures.continueRunning(&runner, "pick 0")
    #expect(runner.session.document.text.hasSuffix("hi there"))
  }

  @Test("a secure field learns nothing and shows no candidates")
  func secure() throws {
    let runner = try TestFixtures.run(
      "field secure=yes\ntap h\ntap i\ntap space\ntap return", keyboard: "qwerty",
      services: Self.services)
    #expect(runner.session.bar.suggestions.models[.english]?.score(of: "hi", level: .unigram) == 0)
    #expect(runner.session.candidateSummary == "")
  }

  @Test("천지인's commit-only space learns nothing")
  func cheonjiinCommit() throws {
    let runner = try TestFixtures.run(
      "tap ㄱㅋ\ntap ㅣ\ntap ㆍ\ntap space", keyboard: "cheonjiin", services: Self.services)
    #expect(runner.session.document.text == "가")
    #expect(runner.session.bar.suggestions.models[.korean]?.score(of: "가", level: .unigram) == 0)
  }

  @Test("removing a learned candidate forgets it at every level (§4.7)")
  func removal() throws {
    var runner = try TestFixtures.run(
      "tap h\ntap i\ntap space\ntap y\ntap o\ntap space\ntap return\ntap h\ntap i\ntap space",
      keyboard: "qwerty", services: Self.services)
    #expect(runner.session.candidateSummary.hasPrefix("yo"))
    try TestFixtures.continueRunning(&runner, "remove 0")
    #expect(runner.session.bar.suggestions.models[.english]?.isRemovable("yo") == false)
    #expect(!runner.session.candidateSummary.contains("yo"))
  }

  @Test("resetting learned data forgets every language and tells the store (§4.6)")
  func reset() throws {
    var runner = try TestFixtures.run(
      "tap h\ntap i\ntap space\ntap return", keyboard: "qwerty", services: Self.services)
    #expect(
      runner.session.bar.suggestions.models[.english]?.score(of: "hi", level: .unigram) ?? 0 > 0)
    _ = runner.session.takeLearningEvents()
    runner.session.resetLearnedData()
    #expect(runner.session.bar.suggestions.models[.english]?.score(of: "hi", level: .unigram) == 0)
    #expect(runner.session.takeLearningEvents() == [.resetLearnedData])
  }
}

@Suite("Suggestion bar scrolling (§4.1)")
struct SuggestionBarScrollTests {
  static let services = SuggestionServices(
    englishLexicon: Lexicon(
      entries: ["hello", "help", "hero", "heat", "heavy"].enumerated().map {
        .init(word: $0.element, frequency: UInt32(100 - $0.offset))
      }))

  @Test("the ‹ › arrows scroll by one cell within the list, and the tap regions follow")
  func scroll() throws {
    var runner = try TestFixtures.run("tap h\ntap e", keyboard: "qwerty", services: Self.services)
    #expect(runner.session.toolbar.cells.count == 6)
    runner.session.scrollCandidates(forward: true)
    #expect(runner.session.toolbar.scrollOffset == 1)
    #expect(runner.session.toolbarFrames(width: 390).filter { $0.id < 10 }.map(\.id) == [1, 2, 3])
    for _ in 0..<5 { runner.session.scrollCandidates(forward: true) }
    #expect(runner.session.toolbar.scrollOffset == 3)
    for _ in 0..<5 { runner.session.scrollCandidates(forward: false) }
    #expect(runner.session.toolbar.scrollOffset == 0)
    // A pick through a scrolled region applies the cell under the finger.
    runner.session.scrollCandidates(forward: true)
    try TestFixtures.continueRunning(&runner, "pick 3")
    #expect(runner.session.document.text == "hero")
  }
}
