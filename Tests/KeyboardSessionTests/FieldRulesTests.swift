import Hangul
import KeyboardLayouts
import SessionScripts
import Suggestions
import TestSupport
import Testing

@testable import KeyboardSession

/// Smaller keyboard rules: address fields do not capitalise, a sentence's automatic capital
/// is not learned, the 한/A key shows its active half, the globe key moves to the next
/// keyboard.
@Suite("Field rules: address fields, learned capitals, 한/A and the globe")
struct FieldRulesTests {
  /// Replay lines that type `text` on QWERTY (`.` from the symbol page).
  static func taps(_ text: String) -> String {
    text.map { character -> String in
      switch character {
      case " ": "tap space"
      case ".": "tap switch\ntap ."
      default: "tap \(character)"
      }
    }.joined(separator: "\n")
  }

  @Test(
    "e-mail and URL fields type lower case from the start; other fields still capitalise",
    arguments: [("email-address", "me"), ("url", "me"), ("default", "Me"), ("web-search", "Me")])
  func addressFields(type: String, text: String) throws {
    let runner = try TestFixtures.run(
      "field autocapitalization=sentences\nfield keyboard-type=\(type)\ntap m\ntap e",
      keyboard: "qwerty")
    #expect(runner.session.document.text == text)
  }

  @Test("an address field that asks for capitals still gets them")
  func explicitCapitals() throws {
    let runner = try TestFixtures.run(
      "field keyboard-type=url autocapitalization=words\ntap a", keyboard: "qwerty")
    #expect(runner.session.document.text == "A")
  }

  @Test("`zebrafish swim. zebrafish eat.` learns zebrafish, and the bar offers it lower case")
  func sentenceCapitalNotLearned() throws {
    var runner = try TestFixtures.run(
      "field autocapitalization=sentences\n" + Self.taps("zebrafish swim. zebrafish eat. "),
      keyboard: "qwerty")
    #expect(runner.session.document.text == "Zebrafish swim. Zebrafish eat. ")
    let model = try #require(runner.session.bar.suggestions.models[.english])
    #expect(model.score(of: "zebrafish", level: .unigram) > 0)
    #expect(model.score(of: "Zebrafish", level: .unigram) == 0)
    try TestFixtures.continueRunning(&runner, Self.taps("i like zeb"))
    #expect(runner.session.candidateSummary.contains("zebrafish"))
    #expect(!runner.session.candidateSummary.contains("Zebrafish"))
  }

  @Test("a capital the user typed mid-sentence is learned as typed")
  func typedCapitalKept() throws {
    let runner = try TestFixtures.run(
      "field autocapitalization=sentences\n" + Self.taps("we met in ") + "\ntap shift\n"
        + Self.taps("seoul today "), keyboard: "qwerty")
    let model = try #require(runner.session.bar.suggestions.models[.english])
    #expect(model.score(of: "Seoul", level: .unigram) > 0)
    #expect(model.score(of: "seoul", level: .unigram) == 0)
  }

  @Test("the 한/A key emphasises the active half")
  func languageKey() throws {
    var runner = try TestFixtures.run("", keyboard: "unified")
    let key = try #require(runner.session.key(named: "lang"))
    #expect(runner.session.appearance(of: key).emphasis == "한")
    try TestFixtures.continueRunning(&runner, "tap lang")
    let english = try #require(runner.session.key(named: "lang"))
    #expect(runner.session.appearance(of: english).emphasis == "A")
  }

  @Test("the globe key goes to the next keyboard: 한글 → English → 한/A → 한글")
  func globe() throws {
    var runner = try TestFixtures.run("tap ㄱ", keyboard: "naratgeul")
    #expect(runner.session.key(named: "globe") != nil)
    try TestFixtures.continueRunning(&runner, "tap globe")
    #expect(runner.session.keyboard.extension == .english)
    #expect(runner.session.document.text == "ㄱ")
    #expect(runner.session.composingText == "")
    try TestFixtures.continueRunning(&runner, "tap globe")
    #expect(runner.session.keyboard.extension == .unified)
    try TestFixtures.continueRunning(&runner, "tap globe")
    #expect(runner.session.keyboard.extension == .hangul)
    #expect(runner.session.keyboard.hangulLayout == .naratgeul)
  }
}
