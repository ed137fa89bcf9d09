import Localization
import SessionScripts
import TestSupport
import Testing

@testable import KeyboardSession

/// Replay scripts' messages are structured problems: the English text is what `sykb replay`
/// always printed (scripts and docs quote it), the Korean one says the same with the verbs,
/// names and values as the script wrote them.
@Suite("Replay messages in Korean and in English")
struct ReplayWordsTests {
  struct Line: CustomTestStringConvertible, Sendable {
    var line: String
    var english: String
    var korean: String
    var testDescription: String { line }
  }

  @Test(
    "a bad line's problem in both languages",
    arguments: [
      Line(
        line: #"tap "a\q""#, english: #"unknown escape \q in a quoted string"#,
        korean: #"따옴표 문자열에 알 수 없는 이스케이프 \q가 있습니다"#),
      Line(
        line: "down#0 1 2",
        english: "bad finger number in \"down#0\" (use down#2 … for a second finger)",
        korean: "손가락 번호가 잘못되었습니다: \"down#0\" (두 번째 손가락은 down#2 …)"),
      Line(
        line: "tap#2 ㄱ", english: "only down, move, up and cancel take a finger number",
        korean: "손가락 번호는 down, move, up, cancel에만 붙일 수 있습니다"),
      Line(
        line: "down x 2", english: "X must be a number, not \"x\"",
        korean: "X 값은 숫자여야 합니다 (받은 값: \"x\")"),
      Line(
        line: "down 1 200000", english: "Y must be between -100000 and 100000 points, not 200000",
        korean: "Y 값은 -100000에서 100000 포인트 사이여야 합니다 (받은 값: 200000)"),
      Line(
        line: "press ㄱ -1", english: "press duration must not be negative (-1)",
        korean: "누르는 시간 값은 음수일 수 없습니다 (-1)"),
      Line(
        line: "drag ㄱ 1 1 90000000",
        english: "drag duration must be at most a day (86400000 ms), not 90000000",
        korean: "끄는 시간 값은 하루(86400000 ms)를 넘을 수 없습니다 (받은 값: 90000000)"),
      Line(
        line: "insert", english: "insert takes 1 argument, got 0",
        korean: "insert에는 인수가 1개 필요합니다 (받은 인수: 0개)"),
      Line(
        line: "down 1 2 3", english: "down takes 2 arguments, got 3",
        korean: "down에는 인수가 2개 필요합니다 (받은 인수: 3개)"),
      Line(
        line: "tap", english: "tap takes a key name and an optional repeat like x2",
        korean: "tap에는 키 이름과, 필요하면 x2 같은 반복 횟수를 씁니다"),
      Line(
        line: "tap ㄱ 2", english: "tap repeat must look like x2, not \"2\"",
        korean: "tap 반복 횟수는 x2 꼴이어야 합니다 (받은 값: \"2\")"),
      Line(
        line: "drag ㄱ", english: "drag takes KEY DX DY [MS] [steps=N]",
        korean: "drag 형식: KEY DX DY [MS] [steps=N]"),
      Line(
        line: "drag ㄱ 1 1 steps=0",
        english: "steps must be a whole number from 1 to 10000, not \"steps=0\"",
        korean: "steps 값은 1에서 10000 사이의 정수여야 합니다 (받은 값: \"steps=0\")"),
      Line(
        line: "up 1", english: "up takes nothing or a point X Y, got 1 arguments",
        korean: "up에는 인수가 없거나 점 X Y가 옵니다 (받은 인수: 1개)"),
      Line(
        line: "select 3 1", english: "select takes two character offsets FROM TO with FROM ≤ TO",
        korean: "select에는 글자 위치 두 개 FROM TO를 씁니다 (FROM ≤ TO)"),
      Line(
        line: "style under", english: "style takes bold or italic, not \"under\"",
        korean: "style에는 bold 또는 italic을 씁니다 (받은 값: \"under\")"),
      Line(
        line: "answer maybe", english: "answer takes yes or no, not \"maybe\"",
        korean: "answer에는 yes 또는 no를 씁니다 (받은 값: \"maybe\")"),
      Line(
        line: "scroll up", english: "scroll takes forward or back, not \"up\"",
        korean: "scroll에는 forward 또는 back을 씁니다 (받은 값: \"up\")"),
      Line(
        line: "field", english: "field takes KEY=VALUE pairs",
        korean: "field에는 KEY=VALUE 쌍을 씁니다"),
      Line(
        line: "field text", english: "field arguments look like key=value, not \"text\"",
        korean: "field 인수는 key=value 꼴입니다 (받은 값: \"text\")"),
      Line(
        line: "pick 10", english: "pick takes a suggestion cell number from 0 to 9, not \"10\"",
        korean: "pick에는 0에서 9 사이의 추천 칸 번호를 씁니다 (받은 값: \"10\")"),
      Line(
        line: "expect text", english: "expect takes a subject and a value",
        korean: "expect에는 대상과 값을 씁니다"),
      Line(
        line: "expect length x", english: "expect length takes a whole number, not \"x\"",
        korean: "expect length에는 0 이상의 정수를 씁니다 (받은 값: \"x\")"),
      Line(
        line: "expect color red",
        english:
          "unknown expectation \"color\" (text, cursor, composing, page, keyboard, overlay, shift, candidates, length)",
        korean:
          "알 수 없는 expect 대상 \"color\" (text, cursor, composing, page, keyboard, overlay, shift, candidates, length)"
      ),
      Line(line: "tapp ㄱ", english: "unknown verb \"tapp\"", korean: "알 수 없는 명령 \"tapp\""),
    ])
  func parseErrors(_ c: Line) throws {
    let error = try #require(throws: ReplayScriptError.self) {
      try ReplayParser.parse(line: c.line, number: 7, file: "s")
    }
    #expect(error.message == c.english)
    #expect(error.description == "s:7: " + c.english)
    #expect(error.message(Words(.korean)) == c.korean)
    #expect(error.located(Words(.korean)) == "s:7: " + c.korean)
    #expect(ReplayFailure.script(error).message(Words(.english)) == "s:7: " + c.english)
  }

  @Test(
    "a line the session refuses, in both languages",
    arguments: [
      Line(
        line: "move by 1 1", english: "s:1: move by needs a finger that is down (down#1 first)",
        korean: "s:1: move by에는 눌린 손가락이 필요합니다 (먼저 down#1)"),
      Line(
        line: "keyboard azerty",
        english:
          "s:1: unknown keyboard \"azerty\" (naratgeul, cheonjiin, dubeolsik, qwerty, unified, symbol, numeric, tenkey)",
        korean:
          "s:1: 알 수 없는 키보드 \"azerty\" (naratgeul, cheonjiin, dubeolsik, qwerty, unified, symbol, numeric, tenkey)"
      ),
      Line(
        line: "set colour red", english: "s:1: unknown setting \"colour\"",
        korean: "s:1: 알 수 없는 설정 \"colour\""),
      Line(
        line: "set keyboard-height 999",
        english: "s:1: keyboard-height must be between 190 and 290",
        korean: "s:1: keyboard-height 값은 190에서 290 사이여야 합니다"),
      Line(
        line: "field cursor=-1", english: "s:1: cursor must be a whole number ≥ 0, not \"-1\"",
        korean: "s:1: cursor 값은 0 이상의 정수여야 합니다 (받은 값: \"-1\")"),
      Line(
        line: "pick 5", english: "s:1: no suggestion in cell 5", korean: "s:1: 5번 칸에 추천이 없습니다"),
      Line(
        line: "remove 0", english: "s:1: no removable suggestion in cell 0",
        korean: "s:1: 0번 칸에 지울 수 있는 추천이 없습니다"),
      Line(
        line: "select 0 9", english: "s:1: select 0 9 is not a range of the text (0 characters)",
        korean: "s:1: select 0 9: 텍스트의 범위가 아닙니다 (0자)"),
      Line(
        line: "tap ㄱ\nexpect text \"나\"",
        english: "s:2: expect text failed\n- expected: \"나\"\n+ actual:   \"ㄱ\"",
        korean: "s:2: expect text 실패\n- 기대값: \"나\"\n+ 실제값: \"ㄱ\""),
    ])
  func runErrors(_ c: Line) throws {
    let failure = try #require(throws: ReplayFailure.self) {
      _ = try TestFixtures.run(c.line, file: "s")
    }
    #expect(failure.description == c.english)
    #expect(failure.message(Words(.english)) == c.english)
    #expect(failure.message(Words(.korean)) == c.korean)
  }

  @Test("a key missing from the page: the page's keys listed, in both languages")
  func missingKey() throws {
    let session = TestFixtures.session()
    let problem = session.missingKey("q")
    let english = problem.message(Words(.english))
    let korean = problem.message(Words(.korean))
    #expect(english.hasPrefix("no key \"q\" on the \(session.keyboard.pageName) page (keys: "))
    #expect(korean.hasPrefix("\(session.keyboard.pageName) 페이지에 \"q\" 키가 없습니다 (키: "))
    #expect(session.missingKeyMessage("q") == english)
    let keys = try #require(english.split(separator: "(keys: ").last)
    #expect(korean.hasSuffix("(키: " + keys))
  }

  @Test("a bad field assignment in both languages, as --field and scripts show it")
  func fieldErrors() {
    var session = TestFixtures.session()
    let cases: [(FieldAssignment, String, String)] = [
      (
        FieldAssignment(key: "keyboard-type", value: "foo"), "unknown keyboard-type \"foo\"",
        "알 수 없는 keyboard-type 값 \"foo\""
      ),
      (
        FieldAssignment(key: "colour", value: "red"), "unknown field trait \"colour\"",
        "알 수 없는 필드 속성 \"colour\""
      ),
      (
        FieldAssignment(key: "smart-quotes", value: "maybe"),
        "smart-quotes must be yes, no or default, not \"maybe\"",
        "smart-quotes 값은 yes, no 또는 default여야 합니다 (받은 값: \"maybe\")"
      ),
      (
        FieldAssignment(key: "max-length", value: "-1"),
        "max-length must be a whole number 0…1000000 or none, not \"-1\"",
        "max-length 값은 0…1000000 사이의 정수나 none이어야 합니다 (받은 값: \"-1\")"
      ),
      (
        FieldAssignment(key: "app", value: "a b"),
        "app must not contain blanks or control characters",
        "app 이름에는 공백이나 제어 문자를 쓸 수 없습니다"
      ),
      (
        FieldAssignment(key: "cursor", value: "4"),
        "cursor 4 is past the end of the text (0 characters)",
        "cursor 4: 텍스트 끝을 넘습니다 (0자)"
      ),
    ]
    for (pair, english, korean) in cases {
      do throws(FieldSpecError) {
        try FieldChange.apply(to: &session, [pair])
        Issue.record("\(pair) was accepted")
      } catch {
        #expect(error.message.hasPrefix(english), "\(error.message)")
        #expect(error.message(Words(.english)) == error.message)
        #expect(error.message(Words(.korean)).hasPrefix(korean), "\(error.message(Words(.korean)))")
      }
    }
    do throws(FieldSpecError) {
      try FieldChange.apply(
        to: &session,
        [
          FieldAssignment(key: "max-length", value: "2"),
          FieldAssignment(key: "text", value: "abc"),
        ])
      Issue.record("a text longer than max-length was accepted")
    } catch {
      #expect(error.message == "the text is 3 UTF-16 units long, longer than max-length 2")
      #expect(error.message(Words(.korean)) == "텍스트가 UTF-16 단위로 3개라 max-length 2보다 깁니다")
    }
  }
}
