/// Finds and evaluates the arithmetic expression that ends a text with `=` (spec §4.8).
///
/// `MathEvaluator.result(in: "memo: 3 - 1 =")` is the expression `3 - 1 =` with the result
/// `2`. Several suffixes of the text are tried, longest first (see `candidateStarts`); the
/// first that is a valid expression wins.
public enum MathEvaluator {
  /// Only the last 256 scalars of the text are looked at.
  public static let maximumTextLength = 256

  /// The expression at the end of `text` and its formatted result, or `nil` when none.
  public static func result(in text: String) -> MathResult? {
    // Almost every keystroke ends in something else: answer before copying the text.
    guard text.unicodeScalars.last?.value == MathScalar.equals else { return nil }
    var scalars: [UInt32] = []
    scalars.reserveCapacity(min(text.unicodeScalars.count, maximumTextLength))
    for scalar in text.unicodeScalars.suffix(maximumTextLength) { scalars.append(scalar.value) }
    guard scalars.last == MathScalar.equals else { return nil }
    let isCut = text.unicodeScalars.count > maximumTextLength
    for start in candidateStarts(scalars) {
      // A suffix reaching the start of a cut window may begin mid-number: not trusted.
      if isCut, start == 0 { continue }
      var first = start
      while first < scalars.count, MathScalar.isBlank(scalars[first]) { first += 1 }
      guard let value = MathExpression.evaluate(scalars, first..<scalars.count) else { continue }
      var expression = ""
      for value in scalars[first...] {
        if let scalar = Unicode.Scalar(value) { expression.unicodeScalars.append(scalar) }
      }
      return MathResult(
        expression: expression, expressionScalarCount: scalars.count - first, value: value,
        formatted: MathResultFormatter.format(value))
    }
    return nil
  }

  /// Evaluates `expression` as a whole (it must end with `=`); `nil` when it is not valid.
  ///
  /// `evaluate("1,000 / 4=")` is 250; `evaluate("3+1=4=")` is `nil`.
  public static func evaluate(_ expression: String) -> Double? {
    let scalars = expression.unicodeScalars.map(\.value)
    return MathExpression.evaluate(scalars, 0..<scalars.count)
  }

  /// Where the suffixes worth trying start, in order of preference.
  ///
  /// 1. The longest suffix of allowed characters (`memo 2+3=` → ` 2+3=`).
  /// 2. After the last word ending in `x` (`prefix x 1+2=` → ` 1+2=`): that `x` is a letter.
  /// 3. After a previous result (`1+2=3 4+5=` → `4+5=`): `=`, a non-blank run, a blank.
  /// 4. When the allowed suffix is the whole line and starts with a number followed by
  ///    spaces and a digit, after those spaces (`1 2+3=` → `2+3=`). Not after words
  ///    (`memo 2 3+1=`), not after a tab (`1\t2+3=`), not after an operator (`1 + 2 3+4=`).
  static func candidateStarts(_ scalars: [UInt32]) -> [Int] {
    let end = scalars.count - 1
    var lineStart = end
    while lineStart > 0, scalars[lineStart - 1] != MathScalar.newline,
      scalars[lineStart - 1] != 0x0D
    {
      lineStart -= 1
    }
    var allowedStart = end
    while allowedStart > lineStart, MathScalar.isAllowed(scalars[allowedStart - 1]) {
      allowedStart -= 1
    }
    var starts = [allowedStart]

    var index = end - 1
    while index >= lineStart {
      let value = scalars[index]
      if value == 0x78 || value == 0x58, MathScalar.isBlank(scalars[index + 1]) {
        starts.append(index + 1)
        break
      }
      index -= 1
    }

    index = end - 1
    while index >= lineStart, scalars[index] != MathScalar.equals { index -= 1 }
    if index >= lineStart {
      var after = index + 1
      while after < end, !MathScalar.isBlank(scalars[after]) { after += 1 }
      if after > index + 1, after < end { starts.append(after) }
    }

    if allowedStart == lineStart {
      var stop = allowedStart
      while stop < end, MathScalar.isNumberPart(scalars[stop]) { stop += 1 }
      var digit = stop
      while digit < end, scalars[digit] == MathScalar.space { digit += 1 }
      if stop > allowedStart, digit > stop, digit < end, MathScalar.isDigit(scalars[digit]),
        MathNumber.value(scalars, allowedStart..<stop) != nil
      {
        starts.append(digit)
      }
    }
    return starts
  }
}
