import SessionScripts
import TestSupport
import Testing

@testable import KeyboardSession

@Suite("Host field types: bottom row, return key, unified start language (§1.5, §1.10, §4.13)")
struct FieldTypeTests {
  @Test("a URL field has . / .com instead of space")
  func url() throws {
    var runner = try TestFixtures.run("field keyboard-type=url", keyboard: "qwerty")
    #expect(runner.session.key(named: "space") == nil)
    #expect(runner.session.key(named: ".com") != nil)
    try TestFixtures.continueRunning(&runner, "tap a\ntap .com")
    #expect(runner.session.document.text == "a.com")
  }

  @Test("a twitter field shows @ and # instead of return, on 4×4 layouts too")
  func twitter() throws {
    let runner = try TestFixtures.run(
      "field keyboard-type=twitter\ntap @\ntap #", keyboard: "naratgeul")
    #expect(runner.session.key(named: "return") == nil)
    #expect(runner.session.document.text == "@#")
  }

  @Test("the return key's caption and highlight follow the return-key type")
  func returnCaption() throws {
    let runner = try TestFixtures.run("field return-key=search", keyboard: "dubeolsik")
    #expect(runner.session.traits.returnKeyType.caption == "검색")
    #expect(runner.session.traits.returnKeyType.isHighlighted)
  }

  @Test("return does nothing in an empty field that enables it automatically")
  func returnDisabled() throws {
    let runner = try TestFixtures.run(
      "field enables-return-key-automatically=yes\ntap return\ntap ㄱ\ntap return",
      keyboard: "dubeolsik")
    #expect(runner.session.document.text == "ㄱ\n")
  }

  @Test("a decimal pad opens the tenkey with a . key")
  func decimal() throws {
    let runner = try TestFixtures.run(
      "field keyboard-type=decimal-pad\ntap 1\ntap .\ntap 5", keyboard: "naratgeul")
    #expect(runner.session.keyboard.page == .tenkey)
    #expect(runner.session.document.text == "1.5")
  }

  @Test("numbers-and-punctuation opens the symbol page and never auto-returns")
  func numbersAndPunctuation() throws {
    let runner = try TestFixtures.run(
      "field keyboard-type=numbers-and-punctuation\ntap 1\ntap space\nexpect page symbol",
      keyboard: "qwerty")
    #expect(runner.session.keyboard.page == .symbol)
  }

  @Test("the unified keyboard starts in English for e-mail fields without remembering it")
  func unifiedStart() throws {
    var runner = try TestFixtures.run(
      "keyboard unified\nfield keyboard-type=email-address\nexpect keyboard qwerty",
      keyboard: "naratgeul")
    #expect(runner.session.lastChosenLanguage == .hangul)
    try TestFixtures.continueRunning(
      &runner, "field keyboard-type=default\nexpect keyboard naratgeul")
    try TestFixtures.continueRunning(&runner, "tap lang\nexpect keyboard qwerty\ntap h\ntap i")
    #expect(runner.session.lastChosenLanguage == .english)
    #expect(runner.session.document.text == "hi")
  }

  @Test("한/A commits the composition without an edit and switches language")
  func langKey() throws {
    let runner = try TestFixtures.run(
      "keyboard unified\ntap ㄱ\ntap ㅏㅓ\ntap lang\ntap a\ntap lang\ntap ㄴ", keyboard: "naratgeul")
    #expect(runner.session.document.text == "가aㄴ")
  }
}
