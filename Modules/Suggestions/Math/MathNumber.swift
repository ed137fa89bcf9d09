/// Reads one number token of a math expression, enforcing the grouping rules of spec §4.8.
///
/// `1,000` is 1000 and `1.` is 1; `10,00`, `1234,567`, `1,000.0,1`, `.` and `1..0` are not
/// numbers. A token that overflows to infinity (400 nines) is not a number either.
enum MathNumber {
  /// The value of `scalars[range]`, a run of digits, commas and points; `nil` when malformed.
  static func value(_ scalars: [UInt32], _ range: Range<Int>) -> Double? {
    var digits = ""
    var integerDigits = 0
    var groupDigits = 0
    var sawComma = false
    var sawPoint = false
    var fractionDigits = 0
    for index in range {
      let value = scalars[index]
      if MathScalar.isDigit(value) {
        if sawPoint {
          fractionDigits += 1
        } else {
          integerDigits += 1
          groupDigits += 1
          // Grouped numbers: the first group has 1–3 digits, each later group exactly 3.
          if sawComma, groupDigits > 3 { return nil }
        }
        digits.unicodeScalars.append(Unicode.Scalar(UInt8(value)))
      } else if value == 0x2C {
        let groupIsWhole = sawComma ? groupDigits == 3 : (1...3).contains(groupDigits)
        guard !sawPoint, groupIsWhole else { return nil }
        sawComma = true
        groupDigits = 0
      } else {
        guard !sawPoint else { return nil }
        if sawComma, groupDigits != 3 { return nil }
        sawPoint = true
        digits.append(".")
      }
    }
    if sawComma, !sawPoint, groupDigits != 3 { return nil }
    guard integerDigits + fractionDigits > 0 else { return nil }
    if integerDigits == 0 { digits = "0" + digits }
    if fractionDigits == 0, sawPoint { digits.append("0") }
    guard let number = Double(digits), number.isFinite else { return nil }
    return number
  }
}
