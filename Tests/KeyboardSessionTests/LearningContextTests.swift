import Foundation
import SessionScripts
import Suggestions
import TestSupport
import Testing

@testable import KeyboardSession

/// What the suggestion bar reads and what the session learns from: the unified keyboard's
/// one input buffer across 한/A, the cursor's context (256 characters, its line only), glued fragments,
/// and each host application's own continuations.
enum LearningScripts {
  /// `tap` lines typing `text` on QWERTY (lowercase letters and blanks).
  static func english(_ text: String) -> String {
    text.map { $0 == " " ? "tap space" : "tap \($0)" }.joined(separator: "\n")
  }

  /// Services whose mixed (한/A) model learned `sentences`, one sentence each.
  static func mixed(_ sentences: [String]) -> SuggestionServices {
    var model = NgramModel(language: .mixed)
    for sentence in sentences {
      model.record(sentence.split(separator: " ").map(String.init))
      model.endSentence()
    }
    return SuggestionServices(snapshots: [model.snapshot()])
  }
}

@Suite("The unified keyboard: one input buffer across 한/A (§8.3)")
struct OneInputBufferTests {
  static let services = LearningScripts.mixed(["sy키보드", "키보드 좋다", "hello world"])

  @Test("한/A changes only the keys: the current word carries across (sy, 한/A, 키 offers sy키보드)")
  func currentWordCarriesAcross() throws {
    var runner = try TestFixtures.run(
      "keyboard unified\ntap lang\ntap s\ntap y\ntap lang\ntap ㅋ\ntap ㅣ", keyboard: "dubeolsik",
      services: Self.services)
    #expect(runner.session.document.text == "sy키")
    #expect(runner.session.candidateSummary == "\"sy키\" | sy키보드")
    try TestFixtures.continueRunning(&runner, "pick 1")
    #expect(runner.session.document.text == "sy키보드")
  }

  @Test("a bar of completions still offers them after the switch")
  func completionsKeptAtSwitch() throws {
    let runner = try TestFixtures.run(
      "keyboard unified\ntap lang\ntap s\ntap y\ntap lang", keyboard: "dubeolsik",
      services: Self.services)
    #expect(runner.session.document.text == "sy")
    #expect(runner.session.candidateSummary == "\"sy\" | sy키보드")
  }

  @Test("sy, 한/A, 키보드, space is learned as the one word sy키보드")
  func learnedAsOneWord() throws {
    let typing =
      "keyboard unified\ntap lang\ntap s\ntap y\ntap lang\n"
      + ["ㅋ", "ㅣ", "ㅂ", "ㅗ", "ㄷ", "ㅡ"].map { "tap \($0)" }.joined(separator: "\n")
      + "\ntap space\ntap lang\ntap s"
    let runner = try TestFixtures.run(typing, keyboard: "dubeolsik", services: SuggestionServices())
    #expect(runner.session.document.text == "sy키보드 s")
    #expect(runner.session.candidateSummary.components(separatedBy: " | ").contains("sy키보드"))
    #expect(!runner.session.candidateSummary.components(separatedBy: " | ").contains("sy"))
  }

  @Test("a math expression carries across: 3+, 한/A, 4=, space gives 3+4=7")
  func mathAcrossSwitch() throws {
    var session = TestFixtures.session("unified", text: "3+")
    session.send(.keys(["lang"], holding: nil), at: 1)
    session.send(.text("4="), at: 2)
    session.send(.tick, at: 3)  // typed text leaves the bar owed until the next input
    #expect(session.document.text == "3+4=")
    #expect(session.candidateSummary.components(separatedBy: " | ").contains("7"))
    session.send(.keys(["space"], holding: nil), at: 4)
    #expect(session.document.text == "3+4=7 ")
  }

  @Test("after a blank, the next-word context carries across too: world after hello")
  func nextWordContext() throws {
    let runner = try TestFixtures.run(
      "keyboard unified\ntap lang\n" + LearningScripts.english("hello ") + "\ntap lang",
      keyboard: "dubeolsik", services: Self.services)
    #expect(runner.session.candidateSummary.hasPrefix("world | "))
  }
}

@Suite("Cursor context: 256 characters before the cursor, its line only (§8.4)")
struct CursorContextTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var testDescription: String
    var text: String
    /// The word cell 0 shows: the last token of the base text.
    var word: String
  }

  static let cases = [
    Case(
      testDescription: "300 letters: the last 256",
      text: String(repeating: "a", count: 44) + String(repeating: "b", count: 256),
      word: String(repeating: "b", count: 256)),
    Case(
      testDescription: "exactly 256 letters: all of them",
      text: "a" + String(repeating: "b", count: 255), word: "a" + String(repeating: "b", count: 255)
    ),
    Case(
      testDescription: "257 syllables: the last 256",
      text: "가" + String(repeating: "나", count: 256), word: String(repeating: "나", count: 256)),
    Case(
      testDescription: "300 flags of two scalars each: 256 characters, not 128",
      text: String(repeating: "🇰🇷", count: 300), word: String(repeating: "🇰🇷", count: 256)),
    Case(testDescription: "the line before is not read", text: "hello\nwor", word: "wor"),
  ]

  @Test(
    "the bar's current word is cut from the cursor's line, at most 256 characters", arguments: cases
  )
  func baseText(_ example: Case) {
    let session = TestFixtures.session("qwerty", text: example.text)
    #expect(session.candidateSummary.hasPrefix("\"\(example.word)\""))
    #expect(session.candidateSummary.count >= example.word.count + 2)
    let shown = session.candidateSummary.split(separator: "\"", omittingEmptySubsequences: false)
    #expect(shown.count >= 2 && shown[1].count == example.word.count)
  }

  static var korean: SuggestionServices {
    var model = NgramModel(language: .korean)
    model.record(["가방"])
    model.endSentence()
    model.record(["가나", "다라"])
    return SuggestionServices(snapshots: [model.snapshot()])
  }

  @Test("a cursor moved into the middle of a word completes the part before it")
  func middleOfWord() throws {
    var session = TestFixtures.session("dubeolsik", text: "가나", cursor: 1, services: Self.korean)
    #expect(session.candidateSummary == "\"가\" | 가나 | 가방")
    let picked = session.pickCandidate(2, at: 1)
    #expect(picked)
    #expect(session.document.text == "가방나")
    #expect(session.document.cursorInCharacters == 2)
  }

  @Test("a cursor moved after a blank predicts the word that followed the one before")
  func afterBlank() {
    let session = TestFixtures.session(
      "dubeolsik", text: "가나 끝", cursor: 3, services: Self.korean)
    #expect(session.candidateSummary.hasPrefix("다라"))
  }

  @Test("a fragment typed against an existing word is not learned; the next word is")
  func gluedFragment() throws {
    var runner = ReplayRunner(
      session: TestFixtures.session("dubeolsik", text: "안녕", services: .none), file: "test")
    try TestFixtures.continueRunning(
      &runner,
      "tap ㅎ\ntap ㅏ\ntap ㅅ\ntap ㅔ\ntap ㅇ\ntap ㅛ\ntap space\ntap ㅂ\ntap ㅏ\ntap ㄴ\ntap space")
    #expect(runner.session.document.text == "안녕하세요 반 ")
    let model = try #require(runner.session.bar.suggestions.models[.korean])
    #expect(!model.isRemovable("하세요"))
    #expect(!model.isRemovable("안녕하세요"))
    #expect(model.isRemovable("반"))
  }
}

@Suite("Per-app learning (§8.4)")
struct PerAppLearningTests {
  static func lines(app: String?, _ text: String) -> String {
    "field app=\(app ?? "") text=\n" + LearningScripts.english(text) + "\ntap return"
  }

  @Test("two apps learn different continuations; each suggests its own first")
  func twoApps() throws {
    var runner = try TestFixtures.run(
      Self.lines(app: "chat", "good morning ") + "\n" + Self.lines(app: "mail", "good evening "),
      keyboard: "qwerty")
    // The global model holds both, the later one stronger.
    for (app, expected) in [
      ("chat", "morning | evening"), ("mail", "evening | morning"), ("", "evening | morning"),
    ] {
      try TestFixtures.continueRunning(
        &runner, "field app=\(app) text=\n" + LearningScripts.english("good "))
      #expect(runner.session.candidateSummary.hasPrefix(expected), "app \(app)")
    }
    let chat = try #require(
      runner.session.bar.suggestions.appModels[AppModelKey(language: .english, app: "chat")])
    #expect(chat.score(of: "morning", level: .bigram, context: ["good"]) > 0)
    #expect(chat.score(of: "evening", level: .bigram, context: ["good"]) == 0)
    let global = try #require(runner.session.bar.suggestions.models[.english])
    #expect(global.score(of: "evening", level: .bigram, context: ["good"]) > 0)
    #expect(global.score(of: "morning", level: .bigram, context: ["good"]) > 0)
  }

  @Test("an app's model saves under its name and keeps the language's decay clock")
  func savesAndClock() throws {
    var runner = try TestFixtures.run(Self.lines(app: "chat", "good morning "), keyboard: "qwerty")
    let saves = runner.session.takeLearningEvents().compactMap { event -> NgramSnapshot? in
      if case .saveNgrams(let save) = event { return save.snapshot() }
      return nil
    }
    #expect(saves.map(\.app) == [nil, "chat"])
    #expect(saves.allSatisfy { $0.counter == 2 })
    // 500 words in another app: chat's own `good → morning` fades by half with them.
    try TestFixtures.continueRunning(
      &runner,
      "field app=mail text=\n"
        + Array(repeating: "tap x\ntap space", count: 500).joined(separator: "\n")
        + "\nfield app=chat text=\n" + LearningScripts.english("ok "))
    let chat = try #require(
      runner.session.bar.suggestions.appModels[AppModelKey(language: .english, app: "chat")])
    #expect(chat.counter == 503)
    let score = chat.score(of: "morning", level: .bigram, context: ["good"])
    #expect(abs(score - 0.5 * pow(2, -1.0 / 500)) < 1e-9)
  }

  @Test("removing a learned candidate removes it from the app's model too")
  func removal() throws {
    var runner = try TestFixtures.run(
      Self.lines(app: "chat", "good morning ") + "\nfield app=chat text=\n"
        + LearningScripts.english("good "), keyboard: "qwerty")
    #expect(runner.session.candidateSummary.hasPrefix("morning"))
    try TestFixtures.continueRunning(&runner, "remove 0")
    #expect(
      runner.session.bar.suggestions.appModels[AppModelKey(language: .english, app: "chat")]?
        .isRemovable("morning") == false)
    #expect(runner.session.bar.suggestions.models[.english]?.isRemovable("morning") == false)
  }

  @Test(
    "app names are checked",
    arguments: [(String(repeating: "x", count: 101), "at most 100"), ("a\u{7}b", "control")])
  func badName(name: String, message: String) {
    var session = TestFixtures.session("qwerty")
    #expect(throws: FieldSpecError.self) {
      try FieldChange.apply(to: &session, [FieldAssignment(key: "app", value: name)])
    }
    do {
      try FieldChange.apply(to: &session, [FieldAssignment(key: "app", value: name)])
    } catch {
      #expect(error.message.contains(message))
    }
    #expect(session.traits.app == nil)
  }
}
