import SessionScripts
import TestSupport
import Testing

@testable import KeyboardSession

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The whole Korean corpus (108 KB, 220,912 taps) typed as 두벌식 taps through the real
/// session — touches, gestures, Hangul engine, symbol pages and their auto-return — must
/// come out as the corpus, character for character.
@Suite("Corpus replay")
struct CorpusReplayTests {
  @Test("the 두벌식 taps of ko-typable.txt reproduce it exactly")
  func korean() throws {
    let path = TestFixtures.repositoryRoot + "/Tests/Fixtures/corpus/ko-typable.txt"
    let data = try #require(FileManager.default.contents(atPath: path))
    let text = String(decoding: data, as: UTF8.self)
    let (taps, untypable) = TapScript.dubeolsik(text)
    #expect(untypable == 0)
    #expect(taps.count > 200_000)
    var settings = KeyboardSettings()
    // The bar's engines are measured by their own benchmark; this test is about typing.
    settings.isPredictiveTextEnabled = false
    var runner = ReplayRunner(
      session: TestFixtures.session("dubeolsik", settings: settings), file: "ko-typable")
    for (index, name) in taps.enumerated() {
      try runner.run(.tap(key: name, count: 1), line: index + 1)
    }
    let typed = runner.session.document.text
    #expect(typed.count == text.count)
    if typed != text {
      let mismatch =
        zip(typed, text).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
      Issue.record(
        "first difference at character \(mismatch): \(typed.dropFirst(max(0, mismatch - 20)).prefix(40))"
      )
    }
  }

  /// Korean lines of ko-typable.txt and English lines of en-typable.txt, alternating: syllables,
  /// digits, Latin letters, symbols and newlines, as an input method sends them.
  static func mixedText(characters: Int) throws -> String {
    func lines(_ name: String) throws -> [Substring] {
      let path = TestFixtures.repositoryRoot + "/Tests/Fixtures/corpus/" + name
      let data = try #require(FileManager.default.contents(atPath: path))
      return String(decoding: data, as: UTF8.self).split(separator: "\n")
    }
    let korean = try lines("ko-typable.txt")
    let english = try lines("en-typable.txt")
    var text = ""
    for (ko, en) in zip(korean, english) where text.count < characters {
      text += ko + "\n" + en + "\n"
    }
    return text
  }

  @Test(
    "the corpus as characters from the terminal, digits and Latin included, comes out exactly",
    arguments: [
      ("naratgeul", false), ("cheonjiin", false), ("dubeolsik", false), ("naratgeul", true),
      ("cheonjiin", true), ("dubeolsik", true),
    ])
  func terminalText(keyboard: String, unified: Bool) throws {
    let text = try Self.mixedText(characters: 3_000)
    #expect(text.contains { $0.isASCII && $0.isLetter } && text.contains { $0.isNumber })
    var settings = KeyboardSettings()
    settings.isPredictiveTextEnabled = false
    var session = TestFixtures.session(keyboard, settings: settings)
    if unified { _ = session.showKeyboard(named: "unified") }
    var time = 1.0
    var inserted = ""
    for scalar in text.unicodeScalars {
      let typed = PlannedTyping.typeFromTerminal(scalar, at: time, in: &session)
      inserted += typed.inserted
      time = typed.end + 0.05
    }
    let typed = session.document.text
    #expect(typed == text)
    if typed != text {
      let mismatch =
        zip(typed, text).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
      Issue.record(
        "first difference at character \(mismatch): \(typed.dropFirst(max(0, mismatch - 20)).prefix(40))"
      )
    }
    // Only a keyboard without Latin letters leaves them to the host; nothing else is inserted.
    let latin = inserted.filter { $0.isASCII && $0.isLetter }
    #expect(latin.count == inserted.count)
    #expect(unified ? inserted.isEmpty : !inserted.isEmpty)
  }
}
