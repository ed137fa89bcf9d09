import Hangul
import Suggestions
import TestSupport
import Testing

@testable import KeyboardSession

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The typing planner: which taps type a character on the keyboard showing, and text from an
/// input method or a physical keyboard typed through those taps.
@Suite("Typing plans")
struct TypingPlanTests {
  static let hangulKeyboards = ["naratgeul", "cheonjiin", "dubeolsik"]

  @Test(
    "letters take the layout's own key sequences",
    arguments: [
      ("naratgeul", "ㅋ", ["ㄱ", "획"]),
      ("naratgeul", "ㄲ", ["ㄱ", "쌍"]),
      ("cheonjiin", "ㅓ", ["ㆍ", "ㅣ"]),
      ("cheonjiin", "ㅋ", ["ㄱㅋ", "ㄱㅋ"]),
      ("dubeolsik", "ㅃ", ["shift", "ㅂ"]),
      ("dubeolsik", "ㅎ", ["ㅎ"]),
    ])
  func letters(keyboard: String, letter: String, taps: [String]) throws {
    var session = TestFixtures.session(keyboard)
    let scalar = try #require(letter.unicodeScalars.first)
    #expect(session.plannedTaps(for: scalar) == taps)
  }

  @Test(
    "characters on other pages are reached through switch, page, shift and 한/A",
    arguments: [
      ("dubeolsik", "*", ["switch", "page", "*"]),
      ("qwerty", "=", ["switch", "page", "="]),
      ("qwerty", "A", ["shift", "a"]),
      ("qwerty", "1", ["switch", "1"]),
      ("naratgeul", "%", ["switch", "page", "%"]),
      ("unified", "a", ["lang", "a"]),
    ])
  func otherPages(keyboard: String, character: String, taps: [String]) throws {
    var session = TestFixtures.session(keyboard)
    let scalar = try #require(character.unicodeScalars.first)
    #expect(session.plannedTaps(for: scalar) == taps)
  }

  @Test("a character no page has has no plan")
  func untypable() {
    var session = TestFixtures.session("dubeolsik")
    #expect(session.plannedTaps(for: "€") == nil)
    #expect(session.plannedTaps(for: "漢") == nil)
  }

  @Test("every syllable has a plan that types exactly it", arguments: hangulKeyboards)
  func everySyllable(keyboard: String) {
    var session = TestFixtures.session(keyboard)
    var missing: [String] = []
    for value in HangulScalar.syllableFirst...HangulScalar.syllableLast {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if session.plannedTaps(for: scalar) == nil { missing.append(String(scalar)) }
    }
    #expect(missing.isEmpty, "no plan for \(missing.prefix(20))")
  }

  @Test(
    "input-method syllables are complete text: nothing merges with what follows",
    arguments: [
      ("cheonjiin", "안녕하세요 읽었다", ""),
      ("cheonjiin", "ㅏㅏ", ""),
      ("naratgeul", "ㅏㅏ", ""),
      // No layout joins two lone consonants into ㄳ: the host inserts it, never ㄱㅅ.
      ("cheonjiin", "ㄳ", "ㄳ"),
      ("naratgeul", "ㄳ", "ㄳ"),
      ("dubeolsik", "ㄳ", "ㄳ"),
      ("naratgeul", "각기 닭", ""),
      ("dubeolsik", "값이 없어요.", ""),
    ])
  func completeText(keyboard: String, typed: String, hostInserted: String) {
    var session = TestFixtures.session(keyboard)
    let result = PlannedTyping.typeText(typed, at: 1, in: &session)
    #expect(session.document.text == typed)
    #expect(result.inserted == hostInserted)
  }

  @Test("a space after input-method text on 천지인 is a real space")
  func cheonjiinSpace() {
    var session = TestFixtures.session("cheonjiin")
    _ = PlannedTyping.typeText("안녕", at: 1, in: &session)
    _ = PlannedTyping.typeText(" ", at: 10, in: &session)
    _ = PlannedTyping.typeText("하", at: 20, in: &session)
    #expect(session.document.text == "안녕 하")
  }

  @Test("untypable characters are inserted by the host, composition committed first")
  func hostInsert() {
    var session = TestFixtures.session("dubeolsik")
    _ = session.tapKey(named: "ㄱ", at: 0, holding: 0.05)
    let result = PlannedTyping.typeText("€漢", at: 1, in: &session)
    #expect(session.document.text == "ㄱ€漢")
    #expect(result.inserted == "€漢")
    #expect(session.composingText == "")
  }

  @Test("' and \" type the typographic quotes where only those exist")
  func quotes() {
    var session = TestFixtures.session("dubeolsik")
    _ = PlannedTyping.typeText("'\"", at: 1, in: &session)
    #expect(session.document.text == "\u{2019}\u{201D}")
  }

  @Test("two spaces typed in one go are two spaces, not the period shortcut")
  func noAccidentalDoubleTap() {
    var session = TestFixtures.session("qwerty")
    _ = PlannedTyping.typeText("ab  c", at: 1, in: &session)
    #expect(session.document.text == "ab  c")
  }

  @Test("the PC Delete key deletes forward as the host does, as one undo unit")
  func forwardDelete() {
    var session = TestFixtures.session("dubeolsik", text: "가나다", cursor: 1)
    session.deleteForward(at: 1)
    #expect(session.document.text == "가다")
    #expect(session.document.cursorInCharacters == 1)
    session.perform(.undo, at: 2)
    #expect(session.document.text == "가나다")
  }

  @Test("input-method text of the corpus comes out exactly", arguments: hangulKeyboards)
  func corpus(keyboard: String) throws {
    let path = TestFixtures.repositoryRoot + "/Tests/Fixtures/corpus/ko-typable.txt"
    let data = try #require(FileManager.default.contents(atPath: path))
    let text = String(String(decoding: data, as: UTF8.self).prefix(6_000))
    var settings = KeyboardSettings()
    settings.isPredictiveTextEnabled = false
    var session = TestFixtures.session(keyboard, settings: settings)
    let result = PlannedTyping.typeText(text, at: 1, in: &session)
    #expect(result.inserted.isEmpty)
    let typed = session.document.text
    if typed != text {
      let mismatch =
        zip(typed, text).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
      Issue.record(
        "first difference at character \(mismatch): \(typed.dropFirst(max(0, mismatch - 20)).prefix(40))"
      )
    }
  }
}

/// A burst of keys recomputes the bar once: the result is the bar per-key updates give.
@Suite("Deferred suggestion updates")
struct SuggestionDeferralTests {
  static var services: SuggestionServices {
    SuggestionServices(
      koreanLexicon: Lexicon(entries: [
        .init(word: "사랑", frequency: 900), .init(word: "사람", frequency: 1000),
        .init(word: "사과", frequency: 100), .init(word: "학교", frequency: 500),
      ]),
      englishLexicon: Lexicon(entries: [.init(word: "hello", frequency: 900)]))
  }

  @Test(
    "deferred and per-key updates give the same bar and text",
    arguments: ["사", "사라", "사랑 사", "학교 사람 사", "2+3", "사랑 "])
  func sameBar(_ text: String) {
    var perKey = TestFixtures.session("dubeolsik", services: Self.services)
    var time = 1.0
    for scalar in text.unicodeScalars {
      time = PlannedTyping.typeText(String(scalar), at: time, in: &perKey).end + 0.5
    }
    var deferred = TestFixtures.session("dubeolsik", services: Self.services)
    deferred.deferSuggestionUpdates()
    time = 1.0
    for scalar in text.unicodeScalars {
      time = PlannedTyping.typeText(String(scalar), at: time, in: &deferred).end + 0.5
    }
    deferred.endSuggestionDeferral()
    #expect(!perKey.toolbar.cells.isEmpty)
    #expect(deferred.document.text == perKey.document.text)
    #expect(deferred.toolbar == perKey.toolbar)
  }
}
