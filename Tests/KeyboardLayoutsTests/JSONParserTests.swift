import Localization
import Testing

@testable import KeyboardLayouts

@Suite("위치를 기억하는 JSON 파서")
struct JSONParserTests {
  private func parse(_ text: String) throws -> JSONNode {
    try JSONParser.parse(Array(text.utf8))
  }

  @Test("값과 바이트 위치")
  func valuesAndOffsets() throws {
    let node = try parse(#"{"a": [1, -2.5e1, true, null], "b": "ㄱ"}"#)
    guard case .object(let members) = node.value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members.map(\.keyOffset) == [1, 31])
    #expect(members[0].value.offset == 6)
    #expect(
      members[0].value.value
        == .array([
          JSONNode(value: .number(1), offset: 7), JSONNode(value: .number(-25), offset: 10),
          JSONNode(value: .bool(true), offset: 18), JSONNode(value: .null, offset: 24),
        ]))
    #expect(members[1].value == JSONNode(value: .string("ㄱ"), offset: 36))
  }

  @Test("이스케이프: \\n, \\u3131, 서로게이트 쌍")
  func escapes() throws {
    let node = try parse(#"["a\"b\\c\/\n\t", "\u3131\u318D", "\uD83C\uDF10"]"#)
    let strings: [String] = {
      guard case .array(let elements) = node.value else { return [] }
      return elements.compactMap {
        if case .string(let text) = $0.value { return text }
        return nil
      }
    }()
    #expect(strings == ["a\"b\\c/\n\t", "ㄱㆍ", "🌐"])
  }

  struct BadCase: CustomTestStringConvertible, Sendable {
    var text: String
    var offset: Int
    var message: String
    var testDescription: String { text.debugDescription }
  }

  @Test(
    "잘못된 JSON은 위치와 이유를 알린다",
    arguments: [
      BadCase(text: "[1, 2", offset: 5, message: "expected ',' or ']'"),
      BadCase(text: "[1, 2,]", offset: 6, message: "unexpected character ']', expected a value"),
      BadCase(text: "{\"a\" 1}", offset: 5, message: "expected ':' after \"a\""),
      BadCase(text: "{a: 1}", offset: 1, message: "expected a quoted member name"),
      BadCase(text: "\"abc", offset: 4, message: "unterminated string"),
      BadCase(
        text: "\"a\nb\"", offset: 2,
        message: "control character inside a string (write it as an escape)"),
      BadCase(text: "01", offset: 1, message: "unexpected text after the JSON value"),
      BadCase(text: "1.", offset: 2, message: "expected a digit after '.'"),
      BadCase(text: "tru", offset: 3, message: "invalid literal, expected 'true'"),
      BadCase(text: "\"\\x\"", offset: 2, message: "invalid escape character"),
      BadCase(text: "\"\\uD83C\"", offset: 7, message: "lone high surrogate in \\u escape"),
      BadCase(text: "", offset: 0, message: "unexpected end of file, expected a value"),
      BadCase(
        text: String(repeating: "[", count: 70), offset: 64,
        message: "nesting is deeper than 64 levels"),
    ])
  func malformed(_ testCase: BadCase) {
    let error = #expect(throws: JSONParser.SyntaxError.self) { try parse(testCase.text) }
    #expect(error?.offset == testCase.offset)
    #expect(error?.problem.message(Words(.english)) == testCase.message)
  }

  @Test("바이트 위치 → 줄·열 (열은 유니코드 스칼라 단위)")
  func positions() {
    let bytes = Array("{\n  \"ㄱ\": 1,\n  \"b\": 2\n}".utf8)
    let cases: [(Int, Int, Int)] = [
      (0, 1, 1), (2, 2, 1), (4, 2, 3), (5, 2, 4), (10, 2, 7), (16, 3, 3),
    ]
    for (offset, line, column) in cases {
      let position = SourcePosition(offset: offset, in: bytes)
      #expect(position.line == line && position.column == column, "\(offset)")
    }
  }
}
