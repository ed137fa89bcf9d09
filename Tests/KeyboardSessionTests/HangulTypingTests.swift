import KeyboardSession
import SessionScripts
import TestSupport
import Testing

@Suite("Typing Hangul through the session")
struct HangulTypingTests {
  @Test(
    "안녕하세요 on every Hangul keyboard",
    arguments: [
      ("dubeolsik", "ㅇ ㅏ ㄴ ㄴ ㅕ ㅇ ㅎ ㅏ ㅅ ㅔ ㅇ ㅛ"),
      ("naratgeul", "ㅇ ㅏㅓ ㄴ ㄴ ㅏㅓ ㅏㅓ 획 ㅇ ㅇ 획 ㅏㅓ ㅅ ㅏㅓ ㅏㅓ ㅣ ㅇ ㅗㅜ 획"),
      (
        "cheonjiin",
        "ㅇㅁ ㅣ ㆍ ㄴㄹ space ㄴㄹ ㆍ ㅣ ㆍ ㅇㅁ ㅅㅎ ㅅㅎ ㅣ ㆍ ㅅㅎ ㆍ ㅣ ㅣ ㅇㅁ ㆍ ㆍ ㅡ"
      ),
    ])
  func annyeong(_ keyboard: String, _ keys: String) throws {
    #expect(try TestFixtures.type(keys, on: keyboard) == "안녕하세요")
  }

  @Test("a digit on a Hangul layout commits the composition: ㄱ 1 ㅏ → ㄱ1ㅏ")
  func nonHangulBreaks() throws {
    let runner = try TestFixtures.run(
      "tap ㄱ\ntap switch\ntap 1\ntap switch\ntap ㅏ", keyboard: "dubeolsik")
    #expect(runner.session.document.text == "ㄱ1ㅏ")
  }

  @Test("두벌식 shift doubles a consonant once")
  func dubeolsikShift() throws {
    #expect(try TestFixtures.type("shift ㅂ ㅏ ㅂ ㅏ", on: "dubeolsik") == "빠바")
  }

  @Test("the composing part is what the automaton still edits")
  func composing() throws {
    let runner = try TestFixtures.run("tap ㄷ\ntap ㅏ\ntap ㄹ\ntap ㄱ", keyboard: "dubeolsik")
    #expect(runner.session.document.text == "닭")
    #expect(runner.session.composingText == "닭")
  }

  @Test("each key is one document edit: ㄷ inserts, ㅗ replaces (§2.7)")
  func edits() throws {
    var runner = try TestFixtures.run("tap ㄷ", keyboard: "dubeolsik")
    runner.session.log.isTracing = true
    try runner.run(.tap(key: "ㅗ", count: 1), line: 2)
    let trace = runner.session.log.takeTrace()
    #expect(trace.contains("tap ㅗ → type \"ㅗ\" → replace 0..<1 \"ㄷ\" with \"도\""))
  }

  @Test("after a space, older text is deleted one whole character at a time (§2.8)")
  func wholeCharacterBeyondReset() throws {
    let runner = try TestFixtures.run(
      "tap ㄷ\ntap ㅏ\ntap ㄹ\ntap ㄱ\ntap space\ntap delete\ntap delete", keyboard: "dubeolsik")
    #expect(runner.session.document.text == "")
  }
}
