import KeyboardSession
import SessionScripts
import Testing

@Suite("Replay script parsing")
struct ReplayParserTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var line: String
    var command: ReplayCommand?
    var testDescription: String { line }
  }

  @Test(
    "valid lines",
    arguments: [
      Case(line: "tap ㄱ", command: .tap(key: "ㄱ", count: 1)),
      Case(line: "  tap ㄱㅋ x3", command: .tap(key: "ㄱㅋ", count: 3)),
      Case(line: "tap #", command: .tap(key: "#", count: 1)),
      Case(line: "# a comment", command: nil),
      Case(line: "", command: nil),
      Case(line: "press delete 1200", command: .press(key: "delete", milliseconds: 1200)),
      Case(
        line: "drag space -60 0 300 steps=6",
        command: .drag(key: "space", dx: -60, dy: 0, milliseconds: 300, steps: 6)),
      Case(line: "down#2 10.5 20", command: .touchDown(finger: 2, x: 10.5, y: 20)),
      Case(line: "up", command: .touchUp(finger: 1)),
      Case(line: "wait 250", command: .wait(milliseconds: 250)),
      Case(
        line: "field text=\"a b\" cursor=1",
        command: .field([
          FieldAssignment(key: "text", value: "a b"), FieldAssignment(key: "cursor", value: "1"),
        ])),
      Case(line: "expect text \"안녕 하세요\"", command: .expect(.text("안녕 하세요"))),
      Case(line: "expect text \"\"", command: .expect(.text(""))),
      Case(line: "expect cursor 3", command: .expect(.cursor(3))),
      Case(
        line: "set long-press-duration 0.3",
        command: .set(setting: "long-press-duration", value: "0.3")),
    ])
  func valid(_ c: Case) throws {
    #expect(try ReplayParser.parse(line: c.line, number: 1, file: "s") == c.command)
  }

  @Test(
    "bad lines name the line and the problem",
    arguments: [
      ("tapp ㄱ", "s:7: unknown verb \"tapp\""),
      ("wait -5", "s:7: wait must not be negative (-5)"),
      ("wait 1e", "s:7: wait must be a number, not \"1e\""),
      ("down 1 2 3", "s:7: down takes 2 arguments, got 3"),
      ("tap ㄱ 2", "s:7: tap repeat must look like x2, not \"2\""),
      ("expect text \"open", "s:7: unterminated quoted string"),
      (
        "expect color red",
        "s:7: unknown expectation \"color\" (text, cursor, composing, page, keyboard, overlay, shift, candidates, length)"
      ),
    ])
  func invalid(_ line: String, _ message: String) {
    #expect(throws: ReplayScriptError.self) {
      try ReplayParser.parse(line: line, number: 7, file: "s")
    }
    do {
      _ = try ReplayParser.parse(line: line, number: 7, file: "s")
    } catch {
      #expect(error.description == message)
    }
  }
}
