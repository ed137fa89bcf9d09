import KeyboardLayouts
import Testing

@Suite("배열 파일 검사: 파일, JSON 경로, 줄을 짚는다")
struct LayoutValidatorTests {
  /// A small valid layout; the comments in `cases` refer to its line numbers.
  static let base = """
    {
      "id": "mini",
      "family": "fourByFour",
      "kind": "primary",
      "grids": [
        {
          "rows": [
            {"keys": [{"name": "ㄱ"}, {"name": "ㄴ"}, {"name": "ㄷ"}, {"name": "delete", "role": "delete"}]},
            {"keys": [{"name": "ㄹ"}, {"name": "space", "role": "space"}, {"name": "return", "role": "return"}]},
            {"keys": [{"name": "ㅁ"}, {"group": "modifiers", "width": 1, "keys": [{"name": "switch", "role": "switch"}]}]}
          ]
        }
      ]
    }
    """

  struct Case: CustomTestStringConvertible, Sendable {
    var testDescription: String
    var replace: String
    var with: String
    var path: String
    var line: Int
    var problem: LayoutProblem
  }

  static let roles = KeyRole.allCases.map(\.rawValue)

  static let cases: [Case] = [
    Case(
      testDescription: "모르는 키 역할", replace: #"{"name": "ㄴ"}"#,
      with: #"{"name": "ㄴ", "role": "shfit"}"#, path: "grids[0].rows[0].keys[1].role", line: 8,
      problem: .unknownValue("shfit", kind: .keyRole, allowed: roles)),
    Case(
      testDescription: "한 층에 같은 키 이름 두 번", replace: #"{"name": "ㄷ"}"#, with: #"{"name": "ㄱ"}"#,
      path: "grids[0].rows[0].keys[2].name", line: 8,
      problem: .duplicateKeyName(
        "ㄱ",
        firstPath: JSONPath.root.key("grids").index(0).key("rows")
          .index(0).key("keys").index(0))),
    Case(
      testDescription: "줄 폭이 열 수를 넘는다", replace: #"{"name": "ㄹ"}"#,
      with: #"{"name": "ㄹ", "width": 2.5}"#, path: "grids[0].rows[1]", line: 9,
      problem: .rowTooWide(total: 4.5, columns: 4)),
    Case(
      testDescription: "필수 키(return)가 없다", replace: #", {"name": "return", "role": "return"}"#,
      with: "", path: "grids[0]", line: 6,
      problem: .missingRequiredKeys(["return"], kind: .primary)),
    Case(
      testDescription: "폭 0", replace: #"{"name": "ㄹ"}"#, with: #"{"name": "ㄹ", "width": 0}"#,
      path: "grids[0].rows[1].keys[0].width", line: 9, problem: .badWidth(found: .number(0))),
    Case(
      testDescription: "음수 폭", replace: #"{"name": "ㄹ"}"#, with: #"{"name": "ㄹ", "width": -1.5}"#,
      path: "grids[0].rows[1].keys[0].width", line: 9,
      problem: .badWidth(found: .number(-1.5))),
    Case(
      testDescription: "숫자가 아닌 폭", replace: #"{"name": "ㄹ"}"#,
      with: #"{"name": "ㄹ", "width": "wide"}"#, path: "grids[0].rows[1].keys[0].width", line: 9,
      problem: .badWidth(found: .string("wide"))),
    Case(
      testDescription: "깨진 JSON (쉼표 없음)", replace: #""family": "fourByFour","#,
      with: #""family": "fourByFour""#, path: "(top level)", line: 4,
      problem: .malformedJSON(reason: .expectedCommaOrBrace)),
    Case(
      testDescription: "깨진 JSON (닫는 따옴표 빠짐)", replace: #"{"name": "ㅁ"}"#,
      with: #"{"name": "ㅁ}"#, path: "(top level)", line: 10,
      problem: .malformedJSON(reason: .expectedCommaOrBrace)),
    Case(
      testDescription: "깨진 JSON (파일 끝에서 끝나지 않은 문자열)", replace: "\n  ]\n}",
      with: "\n  ],\n  \"title\": \"미니",
      path: "(top level)", line: 14, problem: .malformedJSON(reason: .unterminatedString)),
    Case(
      testDescription: "모르는 필드", replace: #"{"name": "ㄱ"}"#,
      with: #"{"name": "ㄱ", "colour": "red"}"#,
      path: "grids[0].rows[0].keys[0].colour", line: 8,
      problem: .unknownField(
        "colour",
        allowed: [
          "name", "role", "output", "shifted", "secondary", "caption", "captions", "width",
          "tapOnly",
        ])),
    Case(
      testDescription: "잘못된 타입", replace: #""kind": "primary""#, with: #""kind": 3"#, path: "kind",
      line: 4, problem: .wrongType(expected: .string, found: .number(3))),
    Case(
      testDescription: "필수 필드 없음", replace: "\"family\": \"fourByFour\",\n", with: "",
      path: "(top level)", line: 1, problem: .missingField("family")),
    Case(
      testDescription: "모르는 배열 계열", replace: #""fourByFour""#, with: #""fiveByFive""#,
      path: "family", line: 3,
      problem: .unknownValue(
        "fiveByFive", kind: .family, allowed: LayoutFamily.allCases.map(\.rawValue))),
    Case(
      testDescription: "예약된 이름을 글자 키에", replace: #"{"name": "ㄱ"}"#, with: #"{"name": "globe"}"#,
      path: "grids[0].rows[0].keys[0].name", line: 8,
      problem: .reservedName("globe", role: .globe)),
    Case(
      testDescription: "역할과 다른 기능 키 이름", replace: #"{"name": "delete", "role": "delete"}"#,
      with: #"{"name": "⌫", "role": "delete"}"#, path: "grids[0].rows[0].keys[3].name", line: 8,
      problem: .reservedName("⌫", role: .delete)),
    Case(
      testDescription: "수정 키 묶음에 글자 키", replace: #"[{"name": "switch", "role": "switch"}]"#,
      with: #"[{"name": "switch", "role": "switch"}, {"name": "x"}]"#,
      path: "grids[0].rows[2].keys[1].keys[1]", line: 10,
      problem: .modifierGroupKey(role: .character)),
    Case(
      testDescription: "어떤 상황에 맞는 grid가 없다", replace: "\"rows\": [",
      with: "\"when\": {\"bottomSpace\": true}, \"rows\": [",
      path: "grids", line: 5,
      problem: .noGrid(numberRow: false, bottomSpace: false, decimal: false, page: 1)),
    Case(
      testDescription: "바꿀 키가 없는 host mode", replace: #""kind": "primary","#,
      with:
        #""kind": "primary", "hostModes": {"twitter": [{"replace": "enter", "with": [{"name": "@"}]}]},"#,
      path: "hostModes.twitter[0].replace", line: 4, problem: .unknownReplacementTarget("enter")),
    Case(
      testDescription: "같은 필드 두 번", replace: #""id": "mini","#,
      with: #""id": "mini", "id": "mini2","#,
      path: "id", line: 2, problem: .duplicateMember("id")),
    Case(
      testDescription: "빈 키 이름", replace: #"{"name": "ㅁ"}"#, with: #"{"name": ""}"#,
      path: "grids[0].rows[2].keys[0].name", line: 10, problem: .emptyName),
  ]

  @Test("기본 문서는 통과한다")
  func baseIsValid() throws {
    let layout = try LayoutDecoder.decode(Array(Self.base.utf8), file: "mini.json")
    #expect(layout.id == "mini" && layout.grids[0].rows.count == 3)
  }

  @Test("오류마다 파일·경로·줄·문제를 짚는다", arguments: cases)
  func reports(_ testCase: Case) throws {
    #expect(Self.base.contains(testCase.replace))
    let text = Self.base.replacing(testCase.replace, with: testCase.with)
    let failure = try #require(throws: LayoutDecoder.Failure.self) {
      try LayoutDecoder.decode(Array(text.utf8), file: "mini.json")
    }
    let error = try #require(failure.errors.first)
    #expect(failure.errors.count == 1, "\(failure)")
    #expect(error.file == "mini.json")
    #expect(error.path.description == testCase.path)
    #expect(error.line == testCase.line)
    #expect(error.problem == testCase.problem)
    let place = "mini.json:\(testCase.line):"
    #expect(error.description.hasPrefix(place), "\(error)")
    #expect(error.description.contains(testCase.problem.message))
    if testCase.path != "(top level)" {
      #expect(error.description.contains(": \(testCase.path): "))
    }
  }

  @Test("의미 오류는 한 번에 모두 보고한다")
  func collectsAll() throws {
    let text = Self.base
      .replacing(#"{"name": "ㄷ"}"#, with: #"{"name": "ㄱ"}"#)
      .replacing(#"{"name": "ㄹ"}"#, with: #"{"name": "ㄹ", "width": 3}"#)
    let failure = try #require(throws: LayoutDecoder.Failure.self) {
      try LayoutDecoder.decode(Array(text.utf8), file: "mini.json")
    }
    #expect(failure.errors.map(\.line) == [8, 9])
    #expect(failure.description.split(separator: "\n").count == 2)
  }

  @Test("메시지 예: 파일:줄:열: 경로: 문제")
  func messageShape() throws {
    let text = Self.base.replacing(
      #"{"name": "ㄴ"}"#, with: #"{"name": "ㄴ", "role": "shfit"}"#)
    let failure = try #require(throws: LayoutDecoder.Failure.self) {
      try LayoutDecoder.decode(Array(text.utf8), file: "layouts/mini.json")
    }
    #expect(
      failure.description
        == "layouts/mini.json:8:56: grids[0].rows[0].keys[1].role: unknown key role \"shfit\"; "
        + "expected one of: character, delete, space, return, shift, switch, lang, globe, page")
  }
}
