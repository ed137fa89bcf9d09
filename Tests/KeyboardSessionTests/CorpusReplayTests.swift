import KeyboardSession
import TestSupport
import Testing

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
}
