import KeyboardLayouts
import Testing

@Suite("상황에 따른 배열 해석")
struct LayoutResolveTests {
  private func keys(_ layout: ResolvedLayout, row: Int) -> [Key] { layout.rows[row].keys }

  @Test("두벌식 shift: 1열이 쌍자음·ㅒ·ㅖ를 입력하고 표시한다, 이름은 그대로")
  func dubeolsikShift() throws {
    let layout = try BuiltInLayouts.resolved("dubeolsik", LayoutOptions(isShifted: true))
    let row = keys(layout, row: 0)
    #expect(row.map(\.output) == ["ㅃ", "ㅉ", "ㄸ", "ㄲ", "ㅆ", "ㅛ", "ㅕ", "ㅑ", "ㅒ", "ㅖ"])
    #expect(row.map(\.caption) == row.map(\.output))
    #expect(row.map(\.name) == ["ㅂ", "ㅈ", "ㄷ", "ㄱ", "ㅅ", "ㅛ", "ㅕ", "ㅑ", "ㅐ", "ㅔ"])
    #expect(keys(layout, row: 1).map(\.output) == ["ㅁ", "ㄴ", "ㅇ", "ㄹ", "ㅎ", "ㅗ", "ㅓ", "ㅏ", "ㅣ"])
  }

  @Test("QWERTY shift: 대문자 입력")
  func qwertyShift() throws {
    let plain = try BuiltInLayouts.resolved("qwerty")
    let shifted = try BuiltInLayouts.resolved("qwerty", LayoutOptions(isShifted: true))
    for row in 0..<3 {
      let letters = keys(plain, row: row).filter { $0.role == .character }
      let upper = keys(shifted, row: row).filter { $0.role == .character }
      #expect(upper.map(\.output) == letters.map { $0.output.uppercased() })
      #expect(upper.map(\.caption) == letters.map { $0.name.uppercased() })
      #expect(letters.map(\.shiftedOutput) == letters.map { $0.name.uppercased() })
    }
  }

  struct SecondaryCase: CustomTestStringConvertible, Sendable {
    var layout: String
    var numberRow: Bool
    var row: Int
    var expected: [String?]
    var testDescription: String { "\(layout) 숫자 줄 \(numberRow ? "켬" : "끔") \(row)열" }
  }

  static let secondaryCases: [SecondaryCase] = [
    SecondaryCase(
      layout: "dubeolsik", numberRow: false, row: 0,
      expected: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]),
    SecondaryCase(
      layout: "dubeolsik", numberRow: true, row: 1,
      expected: ["ㅃ", "ㅉ", "ㄸ", "ㄲ", "ㅆ", nil, nil, nil, "ㅒ", "ㅖ"]),
    SecondaryCase(
      layout: "dubeolsik", numberRow: false, row: 1,
      expected: [nil, nil, nil, nil, nil, nil, nil, nil, nil]),
    SecondaryCase(
      layout: "qwerty", numberRow: false, row: 0,
      expected: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]),
    SecondaryCase(
      layout: "qwerty", numberRow: true, row: 2,
      expected: ["A", "S", "D", "F", "G", "H", "J", "K", "L"]),
    SecondaryCase(
      layout: "qwerty", numberRow: true, row: 0,
      expected: [nil, nil, nil, nil, nil, nil, nil, nil, nil, nil]),
    SecondaryCase(layout: "naratgeul", numberRow: false, row: 0, expected: ["1", "2", "3", nil]),
    SecondaryCase(
      layout: "naratgeul", numberRow: true, row: 4, expected: ["획", "0", "쌍", nil, nil]),
    SecondaryCase(
      layout: "cheonjiin", numberRow: false, row: 3,
      expected: [nil, nil, "0", nil, nil, nil, nil]),
    SecondaryCase(layout: "numeric", numberRow: true, row: 0, expected: [nil, nil, nil, nil]),
  ]

  @Test("길게 누르기 보조 문자 (숫자 줄 규칙 포함)", arguments: secondaryCases)
  func secondaries(_ testCase: SecondaryCase) throws {
    let layout = try BuiltInLayouts.resolved(
      testCase.layout, LayoutOptions(showsNumberRow: testCase.numberRow))
    #expect(keys(layout, row: testCase.row).map(\.secondary) == testCase.expected)
  }

  @Test("숫자 줄은 주 자판과 기호 위에만 붙는다")
  func numberRowPlacement() throws {
    let on = LayoutOptions(showsNumberRow: true)
    for name in ["naratgeul", "cheonjiin", "dubeolsik", "qwerty", "symbol"] {
      let layout = try BuiltInLayouts.resolved(name, on)
      #expect(layout.rows.first?.isNumberRow == true, "\(name)")
      #expect(layout.rows.first?.keys.map(\.name) == "1234567890".map(String.init))
      #expect(layout.rows.filter(\.isNumberRow).count == 1)
    }
    for name in ["numeric", "tenkey"] {
      let layout = try BuiltInLayouts.resolved(name, on)
      #expect(!layout.rows.contains { $0.isNumberRow }, "\(name)")
      #expect(layout.rows.count == 4)
    }
  }

  @Test("기호 자판: 쪽과 숫자 줄에 따라 배열이 바뀐다")
  func symbolPages() throws {
    func rows(_ page: Int, _ numberRow: Bool) throws -> [[String]] {
      let layout = try BuiltInLayouts.resolved(
        "symbol", LayoutOptions(showsNumberRow: numberRow, page: page))
      return layout.rows.filter { !$0.isNumberRow }.map { $0.keys.map(\.caption) }
    }
    let shapes = ["※", "☆", "★", "○", "●", "□", "■", "△", "▲", "♡"]
    #expect(try rows(1, false)[0] == "1234567890".map(String.init))
    #expect(try rows(2, false)[0] == ["[", "]", "{", "}", "#", "%", "^", "*", "+", "="])
    #expect(try rows(2, false)[1] == ["_", "\\", "|", "~", "<", ">", "$", "£", "¥", "•"])
    #expect(try rows(1, true)[0] == ["-", "/", ":", ";", "(", ")", "₩", "&", "@", "\u{201D}"])
    #expect(try rows(2, true)[1] == shapes)
    #expect(try rows(1, false)[2] == ["1/2", ".", ",", "?", "!", "\u{2019}", "⌫"])
    #expect(try rows(2, true)[2].first == "2/2")
    let layout = try #require(BuiltInLayouts.library.layout(named: "symbol"))
    #expect(layout.pages == [1, 2])
  }

  @Test("전환 키 글자: 주 자판 !#1, 기호·숫자 한글/ABC")
  func switchCaptions() throws {
    let cases: [(String, LayoutLanguage, String)] = [
      ("naratgeul", .hangul, "!#1"), ("qwerty", .english, "!#1"), ("symbol", .hangul, "한글"),
      ("symbol", .english, "ABC"), ("numeric", .hangul, "한글"), ("numeric", .english, "ABC"),
    ]
    for (name, language, caption) in cases {
      let layout = try BuiltInLayouts.resolved(name, LayoutOptions(language: language))
      #expect(layout.key(named: "switch")?.caption == caption, "\(name) \(language)")
    }
  }

  @Test("전환 키 끌기 방향과 힌트 (§1.11, §3.7)")
  func switchDirections() throws {
    let cases: [(String, Bool, SwitchSelect.Direction, SwitchSelect.Target, String)] = [
      ("naratgeul", false, .left, .numeric, "◀123"), ("cheonjiin", false, .left, .numeric, "◀123"),
      ("cheonjiin", true, .right, .numeric, "123▶"), ("dubeolsik", false, .right, .numeric, "123▶"),
      ("qwerty", false, .right, .numeric, "123▶"), ("symbol", false, .right, .numeric, "123▶"),
      ("numeric", false, .left, .symbol, "◀!#1"), ("numeric", true, .right, .symbol, "!#1▶"),
    ]
    for (name, bottomSpace, direction, target, hint) in cases {
      let layout = try BuiltInLayouts.resolved(
        name, LayoutOptions(isBottomSpaceEnabled: bottomSpace))
      let select = try #require(layout.switchSelect, "\(name)")
      #expect(select.direction == direction, "\(name) \(bottomSpace)")
      #expect(select.target == target)
      #expect(select.hint == hint)
    }
    #expect(try BuiltInLayouts.resolved("tenkey").switchSelect == nil)
  }

  @Test("텐키: decimalPad이면 왼쪽 아래가 '.' 키, 아니면 빈칸")
  func tenkeyDecimal() throws {
    let plain = try BuiltInLayouts.resolved("tenkey")
    #expect(plain.rows[3].items.first == .gap(1))
    let decimal = try BuiltInLayouts.resolved("tenkey", LayoutOptions(isDecimal: true))
    #expect(decimal.rows[3].keys.map(\.name) == [".", "0", "delete"])
  }

  @Test("나랏글 점 표시 설정: 획·쌍이 ㆍ·ᆢ로 보이지만 입력은 그대로")
  func dotLabels() throws {
    let layout = try BuiltInLayouts.resolved("naratgeul", LayoutOptions(usesDotLabels: true))
    let stroke = try #require(layout.key(named: "획"))
    let double = try #require(layout.key(named: "쌍"))
    #expect(stroke.caption == "ㆍ" && stroke.output == "획")
    #expect(double.caption == "\u{11A2}" && double.output == "쌍")
  }

  @Test("기능 키의 입력: space는 공백, return은 줄바꿈, 나머지는 없음")
  func functionOutputs() throws {
    let layout = try BuiltInLayouts.resolved("qwerty", LayoutOptions(isUnified: true))
    let outputs = Dictionary(uniqueKeysWithValues: layout.rows[3].keys.map { ($0.name, $0.output) })
    #expect(outputs == ["switch": "", "lang": "", "globe": "", "space": " ", "return": "\n"])
    #expect(layout.key(named: "return")?.isTapOnly == true)
    #expect(layout.key(named: "space")?.isTapOnly == false)
    #expect(layout.key(named: "q")?.isTapOnly == false)
  }
}

@Suite("grid 고르기")
struct GridSelectionTests {
  @Test("없는 쪽은 1쪽으로, 숫자 줄을 받지 않는 자판은 그 설정을 무시")
  func fallbacks() throws {
    let symbol = try #require(BuiltInLayouts.library.layout(named: "symbol"))
    #expect(
      symbol.grid(for: LayoutOptions(page: 3))?.conditions
        == GridConditions(numberRow: false, page: 1))
    #expect(
      symbol.grid(for: LayoutOptions(showsNumberRow: true, page: 2))?.conditions
        == GridConditions(numberRow: true, page: 2))
    let numeric = try #require(BuiltInLayouts.library.layout(named: "numeric"))
    #expect(
      numeric.grid(for: LayoutOptions(showsNumberRow: true, isBottomSpaceEnabled: true))?.conditions
        == GridConditions(bottomSpace: true))
  }

  @Test("조건이 더 많은 grid가 이긴다")
  func specificity() {
    let general = LayoutGrid(conditions: GridConditions(), rows: [])
    let specific = LayoutGrid(conditions: GridConditions(decimal: true), rows: [])
    let layout = KeyboardLayout(
      id: "t", title: "t", family: .tenkey, kind: .tenkey, grids: [general, specific])
    #expect(layout.grid(for: LayoutOptions(isDecimal: true)) == specific)
    #expect(layout.grid(for: LayoutOptions()) == general)
  }
}
