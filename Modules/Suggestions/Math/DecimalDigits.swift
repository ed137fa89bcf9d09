/// A non-negative number as decimal digits, for rounding the way people expect (half up).
///
/// Rounding the binary value would turn `1.2345` (stored as 1.23449999…) into `1.234`; the
/// shortest decimal form `1.2345` rounds to `1.235`, as spec §4.8 requires. The value is
/// `0.d₁d₂d₃… × 10^exponent`: 1234.5 is digits `12345`, exponent 4.
struct DecimalDigits: Equatable {
  /// Significant digits without leading or trailing zeros; empty for zero.
  var digits: [UInt8]
  var exponent: Int

  /// The digits of `magnitude` (sign ignored), read from Swift's shortest round-trip form.
  init(_ magnitude: Double) {
    digits = []
    exponent = 0
    var pointSeen = false
    var integerDigits = 0
    var exponentText = ""
    var inExponent = false
    for scalar in magnitude.magnitude.description.unicodeScalars {
      let value = scalar.value
      if inExponent {
        exponentText.unicodeScalars.append(scalar)
      } else if value == 0x65 || value == 0x45 {
        inExponent = true
      } else if value == 0x2E {
        pointSeen = true
      } else if value >= 0x30, value <= 0x39 {
        if !pointSeen { integerDigits += 1 }
        digits.append(UInt8(value - 0x30))
      }
    }
    exponent = integerDigits + (Int(exponentText) ?? 0)
    normalize()
  }

  var isZero: Bool { digits.isEmpty }

  /// Drops leading zeros (moving the exponent) and trailing zeros.
  mutating func normalize() {
    var leading = 0
    while leading < digits.count, digits[leading] == 0 { leading += 1 }
    if leading == digits.count {
      digits = []
      exponent = 0
      return
    }
    digits.removeFirst(leading)
    exponent -= leading
    while let last = digits.last, last == 0 { digits.removeLast() }
  }

  /// Keeps `count` significant digits, rounding half up: `1.2345` keeping 4 is `1.235`.
  mutating func round(keeping count: Int) {
    guard count < digits.count else { return }
    guard count >= 0 else {
      digits = []
      exponent = 0
      return
    }
    let roundsUp = digits[count] >= 5
    digits.removeLast(digits.count - count)
    if roundsUp {
      var index = count - 1
      while index >= 0, digits[index] == 9 {
        digits[index] = 0
        index -= 1
      }
      if index < 0 {
        digits.insert(1, at: 0)
        exponent += 1
      } else {
        digits[index] += 1
      }
    }
    normalize()
  }

  /// The digit at `position` counted from the first significant one; 0 past the end.
  func digit(at position: Int) -> UInt8 {
    position >= 0 && position < digits.count ? digits[position] : 0
  }
}
