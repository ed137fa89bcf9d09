/// Formats a math result for the suggestion bar (spec §4.8).
///
/// At most 3 decimals, trailing zeros dropped, US grouping commas: `2/3` → `0.667`,
/// `1234567.8912` → `1,234,567.891`, −0 → `0`. From 10¹⁰ on, 4 significant digits with a
/// superscript power of ten: `12345678900` → `1.235×10¹⁰`, `99996000000` → `1×10¹¹`.
public enum MathResultFormatter {
  /// Magnitudes from here on are shown in scientific form; 9,999,999,999 stays plain.
  public static let scientificThreshold = 1e10
  static let fractionDigits = 3
  static let significantDigits = 4

  /// The result as shown; the value must be finite.
  public static func format(_ value: Double) -> String {
    var decimal = DecimalDigits(value)
    let scientific = value.magnitude >= scientificThreshold
    decimal.round(keeping: scientific ? significantDigits : decimal.exponent + fractionDigits)
    guard !decimal.isZero else { return "0" }
    let sign = value < 0 ? "-" : ""
    return sign + (scientific ? scientificText(decimal) : plainText(decimal))
  }

  static func plainText(_ decimal: DecimalDigits) -> String {
    var text = ""
    if decimal.exponent <= 0 {
      text = "0"
    } else {
      for position in 0..<decimal.exponent {
        if position > 0, (decimal.exponent - position) % 3 == 0 { text.append(",") }
        text.unicodeScalars.append(digitScalar(decimal.digit(at: position)))
      }
    }
    if decimal.digits.count > decimal.exponent {
      text.append(".")
      // Positions before the first significant digit read as zeros: 0.05 → `.05`.
      for position in decimal.exponent..<decimal.digits.count {
        text.unicodeScalars.append(digitScalar(decimal.digit(at: position)))
      }
    }
    return text
  }

  static func scientificText(_ decimal: DecimalDigits) -> String {
    var text = ""
    text.unicodeScalars.append(digitScalar(decimal.digit(at: 0)))
    if decimal.digits.count > 1 {
      text.append(".")
      for position in 1..<decimal.digits.count {
        text.unicodeScalars.append(digitScalar(decimal.digit(at: position)))
      }
    }
    text.append("×10")
    text.append(superscript(decimal.exponent - 1))
    return text
  }

  /// `21` → `²¹`.
  static func superscript(_ exponent: Int) -> String {
    let superscripts: [UInt32] = [
      0x2070, 0x00B9, 0x00B2, 0x00B3, 0x2074, 0x2075, 0x2076, 0x2077, 0x2078, 0x2079,
    ]
    var text = ""
    for scalar in String(exponent).unicodeScalars {
      let value = scalar.value
      if value >= 0x30, value <= 0x39, let digit = Unicode.Scalar(superscripts[Int(value - 0x30)]) {
        text.unicodeScalars.append(digit)
      } else if value == 0x2D {
        text.append("⁻")
      }
    }
    return text
  }

  static func digitScalar(_ digit: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(0x30 + digit)
  }
}
