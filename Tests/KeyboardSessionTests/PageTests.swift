import KeyboardSession
import SessionScripts
import TestSupport
import Testing

@Suite("Pages: letters ⇄ symbol ⇄ numeric, tenkey (§1.5–1.8)")
struct PageTests {
  @Test("switch opens the symbol page; space after a symbol returns to the letters")
  func autoReturnAfterSpace() throws {
    let runner = try TestFixtures.run(
      """
      tap switch
      expect page symbol
      tap 1
      tap space
      expect page qwerty
      tap a
      """, keyboard: "qwerty")
    #expect(runner.session.document.text == "1 a")
  }

  @Test("an apostrophe returns to the letters at once")
  func apostrophe() throws {
    let runner = try TestFixtures.run(
      "tap d\ntap o\ntap n\ntap switch\ntap ’\nexpect page qwerty\ntap t", keyboard: "qwerty")
    #expect(runner.session.document.text == "don’t")
  }

  @Test("space without a typed symbol stays on the symbol page")
  func noAutoReturn() throws {
    let runner = try TestFixtures.run(
      "tap switch\ntap space\nexpect page symbol", keyboard: "qwerty")
    #expect(runner.session.keyboard.page == .symbol)
  }

  @Test("the page key toggles the symbol pages")
  func symbolPages() throws {
    let runner = try TestFixtures.run(
      "tap switch\ntap page\nexpect page symbol-2\ntap •\ntap page\ntap ₩", keyboard: "qwerty")
    #expect(runner.session.keyboard.page == .symbol)
    #expect(runner.session.document.text == "•₩")
  }

  @Test("a number-pad field opens the tenkey")
  func tenkey() throws {
    let runner = try TestFixtures.run(
      "field keyboard-type=number-pad\nexpect page tenkey\ntap 4\ntap 2\ntap delete\ntap 7",
      keyboard: "qwerty")
    #expect(runner.session.document.text == "47")
  }

  @Test("a key not on the current page is a script error naming the line")
  func missingKey() {
    #expect(throws: ReplayFailure.self) {
      _ = try TestFixtures.run("tap a\ntap ㄱ", keyboard: "qwerty")
    }
    do {
      _ = try TestFixtures.run("tap a\ntap ㄱ", keyboard: "qwerty")
    } catch {
      #expect(error.exitStatus == 2)
      #expect(error.description.hasPrefix("test:2: no key \"ㄱ\" on the qwerty page"))
    }
  }
}
