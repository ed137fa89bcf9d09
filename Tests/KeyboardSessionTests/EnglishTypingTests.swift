import KeyboardSession
import SessionScripts
import TestSupport
import Testing

@Suite("QWERTY, shift and auto-capitalisation (§1.4, §3.6)")
struct EnglishTypingTests {
  @Test("letters, one-shot shift and delete")
  func typing() throws {
    let runner = try TestFixtures.run(
      """
      tap shift
      tap h
      tap i
      tap space
      tap t
      tap h
      tap e
      tap r
      tap e
      tap delete
      expect text "Hi ther"
      expect shift off
      """, keyboard: "qwerty")
    #expect(runner.session.document.text == "Hi ther")
  }

  @Test("a double tap of shift is caps lock; a tap turns it off")
  func capsLock() throws {
    let runner = try TestFixtures.run(
      """
      tap shift x2
      expect shift caps-lock
      tap a
      tap b
      tap shift
      tap c
      """, keyboard: "qwerty")
    #expect(runner.session.document.text == "ABc")
    #expect(runner.session.keyboard.shift == .off)
  }

  @Test("two shift taps far apart are on then off, not caps lock")
  func slowShift() throws {
    let runner = try TestFixtures.run("tap shift\ntap shift\ntap a", keyboard: "qwerty")
    #expect(runner.session.document.text == "a")
  }

  @Test(
    "auto-capitalisation by the field's type",
    arguments: [
      ("sentences", "tap h\ntap i", "Hi"),
      ("words", "tap a\ntap space\ntap b", "A B"),
      ("all", "tap a\ntap b", "AB"),
      ("none", "tap a\ntap b", "ab"),
    ])
  func autoCapitalization(_ mode: String, _ keys: String, _ expected: String) throws {
    let script = "field autocapitalization=\(mode)\n" + keys
    let runner = try TestFixtures.run(script, keyboard: "qwerty")
    #expect(runner.session.document.text.hasPrefix(expected))
  }

  @Test("sentences: a capital after `. ` but not after `? ` (§7 item 16)")
  func sentenceEnd() throws {
    let runner = try TestFixtures.run(
      """
      field autocapitalization=sentences text="Hello. " cursor=7
      expect shift on
      field text="Hello? " cursor=7
      expect shift off
      """, keyboard: "qwerty")
    #expect(runner.session.keyboard.shift == .off)
  }
}
