import SessionScripts
import TestSupport
import Testing

@testable import KeyboardSession

@Suite("Bold and italic typing attributes")
struct TypingStyleTests {
  @Test("text typed with bold on is bold; the composing syllable turns bold at once")
  func bold() throws {
    var runner = try TestFixtures.run(
      "tap ㄱ\ntap ㅏ\ntap space\ntap ㄴ\ntap ㅏ", keyboard: "dubeolsik")
    #expect(runner.session.styleRuns.isEmpty)
    // 나 is composing: switching bold on restyles it immediately.
    runner.session.toggleTypingStyle(.bold)
    #expect(runner.session.styleRuns.map(\.range) == [2..<3])
    try TestFixtures.continueRunning(&runner, "tap ㄴ\ntap ㄷ\ntap ㅏ")
    #expect(runner.session.document.text == "가 난다")
    #expect(runner.session.styleRuns.map(\.range) == [2..<4])
    // Bold off, italic on: the composing 다 follows at once, 난 stays bold.
    runner.session.toggleTypingStyle([.bold, .italic])
    try TestFixtures.continueRunning(&runner, "tap space\ntap ㄹ")
    let runs = runner.session.styleRuns
    #expect(runs.map(\.range) == [2..<3, 3..<6])
    #expect(runs.map(\.style) == [.bold, .italic])
  }

  @Test("deleting styled text and a new field keep the styles in step with the text")
  func edits() throws {
    var runner = try TestFixtures.run("tap a\ntap b", keyboard: "qwerty")
    runner.session.toggleTypingStyle(.italic)
    try TestFixtures.continueRunning(&runner, "tap c\ntap d\ntap delete")
    #expect(runner.session.styleRuns.map(\.range) == [2..<3])
    try TestFixtures.continueRunning(&runner, "field text=\"xyz\" cursor=3")
    #expect(runner.session.styles.count == 3)
    #expect(runner.session.styleRuns.isEmpty)
  }
}

@Suite("Typing styles across a 연음 split")
struct YeoneumStyleTests {
  @Test(
    "a syllable that splits (각 + ㅏ → 가가) keeps bold on both halves, composing or not",
    arguments: [
      ("dubeolsik", "tap ㄱ\ntap ㅏ\ntap ㄱ", "tap ㅏ", "가가"),
      ("dubeolsik", "tap ㄷ\ntap ㅏ\ntap ㄹ\ntap ㄱ", "tap ㅏ", "달가"),
      ("naratgeul", "tap ㄱ\ntap ㅏㅓ\ntap ㄱ", "tap ㅏㅓ", "가가"),
      ("cheonjiin", "tap ㄱㅋ\ntap ㅣ\ntap ㆍ\ntap ㄱㅋ", "tap ㅣ", "가기"),
    ])
  func split(keyboard: String, first: String, vowel: String, text: String) throws {
    var runner = try TestFixtures.run(first, keyboard: keyboard)
    runner.session.toggleTypingStyle(.bold)
    #expect(runner.session.styleRuns.map(\.range) == [0..<1])
    try TestFixtures.continueRunning(&runner, vowel)
    #expect(runner.session.document.text == text)
    #expect(runner.session.styleRuns.map(\.range) == [0..<2])
    #expect(runner.session.styleRuns.map(\.style) == [.bold])
  }
}
