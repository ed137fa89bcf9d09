import Suggestions
import Testing

/// One row of the §4.8 example table: the text before the cursor and the expected result.
struct MathCase: CustomTestStringConvertible, Sendable {
  var text: String
  /// The formatted result, or `nil` when no candidate may be offered.
  var result: String?
  /// The expression the candidate shows (spacing as typed), when it differs from `text`.
  var expression: String?

  init(_ text: String, _ result: String?, expression: String? = nil) {
    self.text = text
    self.result = result
    self.expression = expression
  }

  var testDescription: String { "\(text.debugDescription) → \(result ?? "nothing")" }
}

@Suite("수식 계산 (§4.8)")
struct MathEvaluatorTests {
  static let validity: [MathCase] = [
    MathCase("3-1=", "2"),
    MathCase("3 - 1 =", "2"),
    MathCase("1+2*3=", "7"),
    MathCase("(1+2)*3=", "9"),
    MathCase("[1+2]×{3}=", "9"),
    MathCase("8÷2⋅3=", "12"),
    MathCase("2x3=", "6"),
    MathCase("2X3=", "6"),
    MathCase("7/2=", "3.5"),
    MathCase("(1+2]*3=", nil),
    MathCase("(1+2=", nil),
    MathCase("1+2)=", nil),
    MathCase("2(3)=", nil),
    MathCase("3=", nil),
    MathCase("(3)=", nil),
    MathCase("-3=", nil),
    MathCase("3+1=4=", nil),
    MathCase("1=2+3=", nil),
    MathCase("3+1==", nil),
    MathCase("3+1", nil),
    MathCase("3+1= ", nil),
    MathCase("-3+1=", "-2"),
    MathCase("-(1+2)*3=", "-9"),
    MathCase("+3+1=", nil),
    MathCase("--3+1=", nil),
    MathCase("3++1=", nil),
    MathCase("3+-1=", nil),
    MathCase("3*-1=", nil),
    MathCase("(-3)+1=", nil),
    MathCase("1 . 2+3=", nil),
    MathCase("1, 000+2=", nil),
    MathCase("memo 2 3+1=", nil),
    MathCase("x 1 2+3=", nil),
    MathCase("1 + 2 3+4=", nil),
    MathCase("1\t2+3=", nil),
    MathCase("1\u{A0}2+3=", nil),
    MathCase("1,000 / 4=", "250"),
    MathCase("10,00+1=", nil),
    MathCase("1234,567+1=", nil),
    MathCase("1,000.0,1+1=", nil),
    MathCase(",100+1=", nil),
    MathCase("1,000,000+1=", "1,000,001"),
    MathCase("1.+2=", "3"),
    MathCase(".5+1=", "1.5"),
    MathCase(".+2=", nil),
    MathCase("1..0+1=", nil),
    MathCase("1/0=", nil),
    MathCase("0/0=", nil),
    MathCase("1/(2-2)=", nil),
    MathCase(String(repeating: "9", count: 400) + "+1=", nil),
  ]

  static let extraction: [MathCase] = [
    MathCase("prefix x 1+2=", "3", expression: "1+2="),
    MathCase("box 1+2=", "3", expression: "1+2="),
    MathCase("1+2=3 4+5=", "9", expression: "4+5="),
    MathCase("1 2 + 3 =", "5", expression: "2 + 3 ="),
    MathCase("1 2+3=", "5", expression: "2+3="),
    MathCase("memo 2+3=", "5", expression: "2+3="),
    MathCase("첫 줄\n3 - 1 =", "2", expression: "3 - 1 ="),
    MathCase("합계: 1,000 * 1,000=", "1,000,000", expression: "1,000 * 1,000="),
    MathCase(String(repeating: "가", count: 300) + " 2+2=", "4", expression: "2+2="),
  ]

  static let formatting: [MathCase] = [
    MathCase("2/3=", "0.667"),
    MathCase("1.2345+0=", "1.235"),
    MathCase("1.2+0=", "1.2"),
    MathCase("1.0004+0=", "1"),
    MathCase("0.0004+0=", "0"),
    MathCase("0.05+0=", "0.05"),
    MathCase("-0*1=", "0"),
    MathCase("-1*0=", "0"),
    MathCase("-0.0001+0=", "0"),
    MathCase("1,000 * 1,000=", "1,000,000"),
    MathCase("1234567.8912+0=", "1,234,567.891"),
    MathCase("999.9996+0=", "1,000"),
    MathCase("10*1234567890=", "1.235×10¹⁰"),
    MathCase("-10*1234567890=", "-1.235×10¹⁰"),
    MathCase("999999999999999999999+1=", "1×10²¹"),
    MathCase("99996000000+0=", "1×10¹¹"),
    MathCase("9999999999+0=", "9,999,999,999"),
    MathCase("10000000000+0=", "1×10¹⁰"),
    MathCase("12000000000+0=", "1.2×10¹⁰"),
  ]

  @Test("유효성 규칙", arguments: validity)
  func validityRules(_ row: MathCase) {
    let result = MathEvaluator.result(in: row.text)
    #expect(result?.formatted == row.result)
    if let result, row.result != nil {
      #expect(result.expression == row.text)
      #expect(result.expressionScalarCount == row.text.unicodeScalars.count)
    }
  }

  @Test("식 추출", arguments: extraction)
  func extractionRules(_ row: MathCase) {
    let result = MathEvaluator.result(in: row.text)
    #expect(result?.formatted == row.result)
    #expect(result?.expression == row.expression)
    #expect(result?.expressionScalarCount == row.expression?.unicodeScalars.count)
  }

  @Test("결과 표시 형식", arguments: formatting)
  func formattingRules(_ row: MathCase) {
    #expect(MathEvaluator.result(in: row.text)?.formatted == row.result)
  }

  @Test("괄호는 16겹까지", arguments: [(16, true), (17, false)])
  func nesting(depth: Int, valid: Bool) {
    let text =
      String(repeating: "(", count: depth) + "1+2" + String(repeating: ")", count: depth) + "="
    #expect((MathEvaluator.result(in: text)?.formatted == "3") == valid)
  }

  @Test("식 전체 평가", arguments: [("1,000 / 4=", 250.0), ("2*(3+4)=", 14.0)])
  func wholeExpression(expression: String, value: Double) {
    #expect(MathEvaluator.evaluate(expression) == value)
    #expect(MathEvaluator.evaluate("x " + expression) == nil)
  }

  @Test("무한대가 되는 수는 거부 (9 400개)")
  func nonFiniteToken() {
    #expect(MathEvaluator.evaluate(String(repeating: "9", count: 400) + "+1=") == nil)
    #expect(MathEvaluator.evaluate(String(repeating: "9", count: 300) + "+1=") != nil)
  }

  @Test("중간 결과가 무한대면 거부")
  func nonFiniteIntermediate() {
    let big = "1" + String(repeating: "0", count: 200)
    #expect(MathEvaluator.evaluate("(\(big)*\(big))/\(big)=") == nil)
    #expect(MathEvaluator.evaluate("(\(big)/\(big))*\(big)=") == 1e200)
  }

  @Test("256자보다 긴 글은 끝 256자만 보며, 잘린 숫자는 쓰지 않음")
  func window() {
    #expect(MathEvaluator.result(in: String(repeating: "9", count: 400) + "+1=") == nil)
    let long = String(repeating: "가", count: 254) + " 1+1="
    #expect(MathEvaluator.result(in: long)?.formatted == "2")
  }
}
