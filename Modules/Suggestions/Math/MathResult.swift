/// An expression found at the end of a text and its result.
///
/// For `3 - 1 =`: `expression` is `3 - 1 =` (spacing as typed, from its first non-blank
/// character), `expressionScalarCount` 7, `value` 2, `formatted` `2`.
public struct MathResult: Hashable, Sendable {
  public var expression: String
  /// How many Unicode scalars the expression (including `=`) occupies before the cursor.
  public var expressionScalarCount: Int
  public var value: Double
  public var formatted: String

  public init(expression: String, expressionScalarCount: Int, value: Double, formatted: String) {
    self.expression = expression
    self.expressionScalarCount = expressionScalarCount
    self.value = value
    self.formatted = formatted
  }
}
