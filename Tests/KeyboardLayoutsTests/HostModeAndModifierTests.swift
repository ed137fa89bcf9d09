import KeyboardLayouts
import Testing

@Suite("입력란 종류별 아래 줄과 수정 키 묶음 (§1.5, §1.12)")
struct HostModeAndModifierTests {
  /// The bottom row as `name:width` pairs.
  private func bottomRow(_ name: String, _ options: LayoutOptions) throws -> [String] {
    let layout = try BuiltInLayouts.resolved(name, options)
    let row = try #require(layout.rows.last)
    return row.keys.map { "\($0.name):\(($0.width * 1000).rounded() / 1000)" }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var layout: String
    var options: LayoutOptions
    var expected: [String]
    var testDescription: String
  }

  static let cases: [Case] = [
    Case(
      layout: "dubeolsik", options: LayoutOptions(showsGlobe: false),
      expected: ["switch:2.5", "space:5.0", "return:2.5"], testDescription: "두벌식 기본, 🌐 없음"),
    Case(
      layout: "dubeolsik", options: LayoutOptions(),
      expected: ["switch:1.25", "globe:1.25", "space:5.0", "return:2.5"],
      testDescription: "두벌식 기본, 🌐 있음"),
    Case(
      layout: "qwerty", options: LayoutOptions(isUnified: true),
      expected: ["switch:1.5", "lang:1.0", "globe:1.0", "space:4.0", "return:2.5"],
      testDescription: "통합 자판 + 🌐: 묶음이 커지고 space가 줄어든다"),
    Case(
      layout: "qwerty", options: LayoutOptions(showsGlobe: false, isUnified: true),
      expected: ["switch:1.5", "lang:1.0", "space:5.0", "return:2.5"],
      testDescription: "통합 자판, 🌐 없음"),
    Case(
      layout: "qwerty", options: LayoutOptions(hostMode: .url, showsGlobe: false),
      expected: ["switch:2.5", ".:1.667", "/:1.667", ".com:1.667", "return:2.5"],
      testDescription: "URL: . / .com, space 없음"),
    Case(
      layout: "dubeolsik", options: LayoutOptions(hostMode: .email, showsGlobe: false),
      expected: ["switch:2.5", "space:2.5", "@:1.25", ".:1.25", "return:2.5"],
      testDescription: "email: space @ ."),
    Case(
      layout: "qwerty", options: LayoutOptions(hostMode: .webSearch, showsGlobe: false),
      expected: ["switch:2.5", "space:4.0", ".:1.0", "return:2.5"],
      testDescription: "webSearch: space ."),
    Case(
      layout: "qwerty", options: LayoutOptions(hostMode: .twitter, showsGlobe: false),
      expected: ["switch:2.5", "space:5.0", "@:1.25", "#:1.25"],
      testDescription: "twitter: return 대신 @ #"),
    Case(
      layout: "symbol", options: LayoutOptions(hostMode: .url, showsGlobe: false),
      expected: ["switch:2.5", ".:1.667", "/:1.667", ".com:1.667", "return:2.5"],
      testDescription: "기호 자판 URL"),
    Case(
      layout: "naratgeul", options: LayoutOptions(),
      expected: ["획:1.0", "ㅡ:1.0", "쌍:1.0", "globe:0.5", "switch:0.5"],
      testDescription: "나랏글 단일 언어: 🌐 + 전환 반씩"),
    Case(
      layout: "naratgeul", options: LayoutOptions(isUnified: true),
      expected: ["획:1.0", "ㅡ:1.0", "쌍:1.0", "globe:0.333", "lang:0.333", "switch:0.333"],
      testDescription: "나랏글 통합 + 🌐: 셋이 같은 폭"),
    Case(
      layout: "naratgeul", options: LayoutOptions(showsGlobe: false, isUnified: true),
      expected: ["획:1.0", "ㅡ:1.0", "쌍:1.0", "lang:0.4", "switch:0.6"],
      testDescription: "나랏글 통합, 🌐 없음: 한/A 0.4"),
    Case(
      layout: "cheonjiin", options: LayoutOptions(isBottomSpaceEnabled: true, showsGlobe: false),
      expected: ["switch:1.0", "ㅇㅁ:1.0", "space:1.0", ".:0.5", ",:0.5"],
      testDescription: "천지인 아래 space: 전환 키가 왼쪽"),
    Case(
      layout: "numeric", options: LayoutOptions(isBottomSpaceEnabled: true, showsGlobe: false),
      expected: ["switch:1.0", "0:1.0", "space:1.0", ".:0.5", ",:0.5"],
      testDescription: "숫자 아래 space: , 가 오른쪽 끝"),
  ]

  @Test("아래 줄 키와 폭", arguments: cases)
  func bottomRows(_ testCase: Case) throws {
    #expect(try bottomRow(testCase.layout, testCase.options) == testCase.expected)
  }

  struct TwitterCase: CustomTestStringConvertible, Sendable {
    var layout: String
    var bottomSpace: Bool
    var row: Int
    var expected: [String]
    var testDescription: String { "\(layout)\(bottomSpace ? " 아래 space" : "") twitter" }
  }

  @Test(
    "4x4 자판도 twitter에서 return 칸이 @ # 반 칸 둘이 된다",
    arguments: [
      TwitterCase(
        layout: "naratgeul", bottomSpace: false, row: 2, expected: ["ㅅ", "ㅇ", "ㅣ", "@", "#"]),
      TwitterCase(
        layout: "cheonjiin", bottomSpace: false, row: 2, expected: ["ㅂㅍ", "ㅅㅎ", "ㅈㅊ", "@", "#"]),
      TwitterCase(
        layout: "cheonjiin", bottomSpace: true, row: 1, expected: ["ㄱㅋ", "ㄴㄹ", "ㄷㅌ", "@", "#"]),
      TwitterCase(
        layout: "numeric", bottomSpace: false, row: 2, expected: ["7", "8", "9", "@", "#"]),
    ])
  func twitterOnFourByFour(_ testCase: TwitterCase) throws {
    let layout = try BuiltInLayouts.resolved(
      testCase.layout, LayoutOptions(isBottomSpaceEnabled: testCase.bottomSpace, hostMode: .twitter)
    )
    let row = layout.rows[testCase.row].keys
    #expect(row.map(\.name) == testCase.expected)
    #expect(row.suffix(2).map(\.width) == [0.5, 0.5])
    #expect(row.suffix(2).allSatisfy { $0.isTapOnly })
    #expect(layout.key(named: "return") == nil)
  }

  @Test("4x4 자판은 URL·email·webSearch에서 바뀌지 않는다")
  func fourByFourIgnoresOtherModes() throws {
    for mode in [HostMode.url, .email, .webSearch] {
      for name in ["naratgeul", "cheonjiin", "numeric"] {
        let plain = try BuiltInLayouts.resolved(name)
        let moded = try BuiltInLayouts.resolved(name, LayoutOptions(hostMode: mode))
        #expect(plain.rows == moded.rows, "\(name) \(mode)")
      }
    }
  }

  @Test(".com 키는 길게 누르기·끌기가 없다")
  func dotComIsTapOnly() throws {
    let layout = try BuiltInLayouts.resolved("qwerty", LayoutOptions(hostMode: .url))
    #expect(layout.key(named: ".com")?.isTapOnly == true)
    #expect(layout.key(named: "/")?.isTapOnly == false)
    #expect(layout.key(named: "space") == nil)
  }
}
