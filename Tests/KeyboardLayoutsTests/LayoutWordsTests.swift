import KeyboardLayouts
import Localization
import Testing

/// Layout diagnostics in words: each problem's English text is what `sykb layouts check`
/// always printed (docs and scripts quote it), and the Korean one keeps the file names, JSON
/// paths, field names and values as written.
@Suite("배열 파일 진단: 한국어와 영어")
struct LayoutWordsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var problem: LayoutProblem
    var english: String
    var korean: String
    var testDescription: String { english }
  }

  static let path = JSONPath.root.key("grids").index(0).key("rows").index(0).key("keys").index(0)

  @Test(
    "문제마다 영어는 예전 그대로, 한국어는 새로",
    arguments: [
      Case(
        problem: .unreadableFile(reason: .noSuchFile),
        english: "cannot read the file: no such file",
        korean: "파일을 읽을 수 없습니다: 파일이 없습니다"),
      Case(
        problem: .unreadableFile(reason: .isDirectory),
        english: "cannot read the file: it is a directory", korean: "파일을 읽을 수 없습니다: 디렉터리입니다"),
      Case(
        problem: .unreadableFile(reason: .notRegularFile),
        english: "cannot read the file: it is not a regular file",
        korean: "파일을 읽을 수 없습니다: 일반 파일이 아닙니다"),
      Case(
        problem: .unreadableFile(reason: .noPermission),
        english: "cannot read the file: no permission to read it",
        korean: "파일을 읽을 수 없습니다: 읽을 권한이 없습니다"),
      Case(
        problem: .unreadableFile(reason: .cannotListDirectory),
        english: "cannot read the file: cannot list the layout directory",
        korean: "파일을 읽을 수 없습니다: 배열 디렉터리의 목록을 읽을 수 없습니다"),
      Case(
        problem: .fileTooLarge(limit: 1 << 20),
        english: "the file is larger than 1 MiB; a layout file is a few KB",
        korean: "파일이 1 MiB보다 큽니다. 배열 파일은 몇 KB입니다"),
      Case(
        problem: .notUTF8(byteOffset: 8),
        english: "invalid UTF-8 at byte offset 8: a layout file must be UTF-8 text",
        korean: "바이트 위치 8에 잘못된 UTF-8이 있습니다. 배열 파일은 UTF-8 텍스트여야 합니다"),
      Case(
        problem: .malformedJSON(reason: .expectedCommaOrBrace),
        english: "malformed JSON: expected ',' or '}'", korean: "잘못된 JSON: ',' 또는 '}'가 와야 합니다"),
      Case(
        problem: .malformedJSON(reason: .expectedColon(after: "id")),
        english: "malformed JSON: expected ':' after \"id\"",
        korean: "잘못된 JSON: \"id\" 뒤에 ':'가 와야 합니다"),
      Case(
        problem: .wrongType(expected: .string, found: .number(3)),
        english: "expected a string, found the number 3", korean: "문자열 값이어야 합니다 (실제: 숫자 3)"),
      Case(
        problem: .wrongType(expected: .secondaryOutput, found: .bool(true)),
        english: "expected a string or {\"numberRowOff\", \"numberRowOn\"}, found true",
        korean: "문자열 또는 {\"numberRowOff\", \"numberRowOn\"} 값이어야 합니다 (실제: true)"),
      Case(
        problem: .wrongType(expected: .pageNumber, found: .integer(0)),
        english: "expected a page number ≥ 1, found 0",
        korean: "1 이상의 페이지 번호 값이어야 합니다 (실제: 0)"),
      Case(
        problem: .wrongType(expected: .keyObject, found: .array),
        english: "expected a key object, found an array", korean: "키 객체 값이어야 합니다 (실제: 배열)"),
      Case(
        problem: .missingField("family"), english: "missing required field \"family\"",
        korean: "필수 필드가 없습니다: \"family\""),
      Case(
        problem: .unknownField("colour", allowed: ["name", "role"]),
        english: "unknown field \"colour\"; allowed here: name, role",
        korean: "알 수 없는 필드 \"colour\". 여기에 쓸 수 있는 필드: name, role"),
      Case(
        problem: .duplicateMember("id"), english: "field \"id\" appears twice",
        korean: "\"id\" 필드가 두 번 나옵니다"),
      Case(
        problem: .unknownValue("shfit", kind: .keyRole, allowed: ["character", "shift"]),
        english: "unknown key role \"shfit\"; expected one of: character, shift",
        korean: "알 수 없는 키 역할 \"shfit\". 가능한 값: character, shift"),
      Case(
        problem: .unknownValue("box", kind: .group, allowed: ["modifiers"]),
        english: "unknown group \"box\"; expected one of: modifiers",
        korean: "알 수 없는 묶음 종류 \"box\". 가능한 값: modifiers"),
      Case(
        problem: .badWidth(found: .string("wide")),
        english: "width must be a number greater than 0, not the string \"wide\"",
        korean: "width는 0보다 큰 숫자여야 합니다 (실제: 문자열 \"wide\")"),
      Case(
        problem: .rowTooWide(total: 4.5, columns: 4),
        english: "key widths add up to 4.5, more than the row's 4 columns",
        korean: "키 폭의 합(4.5)이 줄의 열 수(4)보다 큽니다"),
      Case(
        problem: .emptyName, english: "key name must not be empty",
        korean: "키 이름이 비어 있으면 안 됩니다"),
      Case(
        problem: .duplicateKeyName("ㄱ", firstPath: path),
        english:
          "key name \"ㄱ\" is already used at grids[0].rows[0].keys[0]; names must be unique in a grid",
        korean: "키 이름 \"ㄱ\": 이미 grids[0].rows[0].keys[0]에서 썼습니다. 한 그리드 안의 키 이름은 겹칠 수 없습니다"),
      Case(
        problem: .reservedName("globe", role: .globe),
        english:
          "key name \"globe\" does not fit role globe: a globe key is named \"globe\", and reserved names belong to their roles",
        korean: "키 이름 \"globe\": 역할 globe에 맞지 않습니다. globe 키의 이름은 \"globe\"이며, 예약된 이름은 그 역할에만 씁니다"),
      Case(
        problem: .missingRequiredKeys(["return"], kind: .primary),
        english: "a primary grid needs the keys return", korean: "primary 그리드에는 return 키가 있어야 합니다"),
      Case(
        problem: .modifierGroupKey(role: .character),
        english: "a modifier group holds only switch, lang and globe keys, not character",
        korean: "수정 키 묶음에는 switch, lang, globe 키만 들어갑니다 (character 키는 안 됩니다)"),
      Case(
        problem: .noGrid(numberRow: true, bottomSpace: false, decimal: false, page: 2),
        english:
          "no grid applies when numberRow is true, bottomSpace is false, decimal is false and page is 2",
        korean: "numberRow true, bottomSpace false, decimal false, page 2일 때 맞는 그리드가 없습니다"),
      Case(
        problem: .unknownReplacementTarget("enter"),
        english: "no key named \"enter\" to replace in any grid",
        korean: "바꿀 키가 어느 그리드에도 없습니다: \"enter\""),
      Case(
        problem: .emptyList("rows"), english: "rows must not be empty",
        korean: "rows: 비어 있으면 안 됩니다"),
      Case(
        problem: .duplicateLayoutID("qwerty", firstFile: "layouts/qwerty.json"),
        english: "layout id \"qwerty\" is already defined in layouts/qwerty.json",
        korean: "배열 id \"qwerty\": 이미 layouts/qwerty.json에서 정의했습니다"),
    ])
  func problem(_ c: Case) {
    #expect(c.problem.message == c.english)
    #expect(c.problem.message(Words(.english)) == c.english)
    #expect(c.problem.message(Words(.korean)) == c.korean)
  }

  @Test("파일 검사 결과: 파일·줄·경로는 그대로, 문제만 한국어로")
  func decodedInKorean() throws {
    let text = #"{"id": "x", "family": "fiveByFive", "kind": "primary", "grids": []}"#
    let failure = try #require(throws: LayoutDecoder.Failure.self) {
      try LayoutDecoder.decode(Array(text.utf8), file: "x.json")
    }
    let allowed = LayoutFamily.allCases.map(\.rawValue).joined(separator: ", ")
    #expect(
      failure.description
        == "x.json:1:23: family: unknown family \"fiveByFive\"; expected one of: \(allowed)")
    #expect(
      failure.message(Words(.korean))
        == "x.json:1:23: family: 알 수 없는 배열 계열 \"fiveByFive\". 가능한 값: \(allowed)")
    let broken = try #require(throws: LayoutDecoder.Failure.self) {
      try LayoutDecoder.decode(Array(#"{"id": "x" "kind": 1}"#.utf8), file: "x.json")
    }
    #expect(broken.description == "x.json:1:12: malformed JSON: expected ',' or '}'")
    #expect(broken.message(Words(.korean)) == "x.json:1:12: 잘못된 JSON: ',' 또는 '}'가 와야 합니다")
  }

  @Test("읽을 수 없는 파일: 파일 이름과 까닭")
  func unreadable() throws {
    let error = try #require(LayoutLibrary.readFile("/nonexistent/layout.json").failure)
    #expect(error.description == "/nonexistent/layout.json: cannot read the file: no such file")
    #expect(error.message(Words(.korean)) == "/nonexistent/layout.json: 파일을 읽을 수 없습니다: 파일이 없습니다")
  }

  @Test("배열 실험실: 옮길 수 없는 키")
  func rearrangement() {
    let failure = LayoutRearrangement.Failure.keysNotInOneGrid(["ㄱ", "switch"])
    #expect(
      failure.description
        == "no grid holds the keys ㄱ switch as plain row keys (keys in a modifier group cannot move)"
    )
    #expect(
      failure.message(Words(.korean))
        == "키 ㄱ switch를 모두 일반 줄 키로 가진 그리드가 없습니다 (수정 키 묶음의 키는 옮길 수 없습니다)")
    #expect(
      LayoutRearrangement.Failure.notAPermutation.message(Words(.korean)) == "옮길 키가 일대일로 대응하지 않습니다")
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
