import KeyboardSession
import SessionScripts
import TestSupport
import Testing

/// Replay scripts: comments are never parsed, times are range-checked (a `wait` of years lost
/// the clock's precision and turned a tap into thousands of repeats), coordinates are bounded,
/// and field text may start with a combining mark, a ZWJ or a variation selector.
@Suite("replay scripts: comments, time limits, field text")
struct ReplayBoundsTests {
  func parse(_ line: String) throws(ReplayScriptError) -> ReplayCommand? {
    try ReplayParser.parse(line: line, number: 7, file: "s.txt")
  }

  func failure(_ line: String) -> String? {
    do {
      _ = try parse(line)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(
    "a comment is never parsed, whatever it holds",
    arguments: [
      "# he said \"hi", "   # \"", "\t#\\q unknown escape", "#", "# tap nothing x0",
      "  # 따옴표 \" 하나",
    ])
  func comments(line: String) throws {
    #expect(try parse(line) == nil)
  }

  @Test("a comment in a script run keeps the script going")
  func commentInScript() throws {
    let runner = try TestFixtures.run("tap ㄱ\n# an odd \" quote\ntap ㅏ", keyboard: "naratgeul")
    #expect(runner.session.document.text == "가")
  }

  @Test("a day is the longest wait, press or drag; a day and a millisecond is an error")
  func timeLimits() throws {
    #expect(try parse("wait 86400000") == .wait(milliseconds: 86_400_000))
    #expect(try parse("press ㄱ 86400000") == .press(key: "ㄱ", milliseconds: 86_400_000))
    for line in ["wait 86400001", "press ㄱ 1e300", "drag space 10 0 90000000", "wait 1e20"] {
      let message = failure(line)
      #expect(message?.hasPrefix("s.txt:7: ") == true, "\(line)")
      #expect(message?.contains("at most a day (86400000 ms)") == true, "\(line): \(message ?? "")")
    }
  }

  @Test("coordinates beyond 100,000 points are refused")
  func coordinateLimits() throws {
    #expect(try parse("down 100000 -100000") == .touchDown(finger: 1, x: 100_000, y: -100_000))
    for line in ["down 1e12 0", "move by 0 -200000", "drag space 1e9 0"] {
      #expect(failure(line)?.contains("between -100000 and 100000 points") == true, "\(line)")
    }
  }

  @Test(
    "field text may start with a combining mark, a ZWJ or a variation selector",
    arguments: ["\u{301}abc", "\u{200D}", "\u{FE0F}x", "\u{1160}가", "\u{301}"])
  func fieldTextStartingWithAMark(text: String) throws {
    let line = "field text=\"\(text)\" cursor=0"
    #expect(
      try parse(line)
        == .field([
          FieldAssignment(key: "text", value: text), FieldAssignment(key: "cursor", value: "0"),
        ]))
    // Unquoted too.
    #expect(
      try parse("field text=\(text)") == .field([FieldAssignment(key: "text", value: text)]))
    let runner = try TestFixtures.run(line, keyboard: "qwerty")
    #expect(runner.session.document.text.unicodeScalars.elementsEqual(text.unicodeScalars))
  }

  @Test("key=value splits at the first = scalar")
  func fieldAssignmentParsing() {
    #expect(
      FieldAssignment(parsing: "text=\u{301}a") == FieldAssignment(key: "text", value: "\u{301}a"))
    #expect(FieldAssignment(parsing: "text=a=b") == FieldAssignment(key: "text", value: "a=b"))
    #expect(FieldAssignment(parsing: "text=") == FieldAssignment(key: "text", value: ""))
    #expect(FieldAssignment(parsing: "=x") == nil)
    #expect(FieldAssignment(parsing: "text") == nil)
  }
}
