/// Classifies the scalar values the math evaluator accepts (spec §4.8).
///
/// Allowed: `0-9 , . + - * × ⋅ x X / ÷ = ( ) [ ] { }` and blanks (space, tab, NBSP). Blanks
/// are allowed so that `1\t2+3=` is read as one (invalid) expression rather than as `2+3=`.
enum MathScalar {
  static let space: UInt32 = 0x20
  static let equals: UInt32 = 0x3D
  static let minus: UInt32 = 0x2D
  static let plus: UInt32 = 0x2B
  static let newline: UInt32 = 0x0A

  @inline(__always) static func isDigit(_ value: UInt32) -> Bool { value >= 0x30 && value <= 0x39 }

  /// Characters a number is made of: digits, the decimal point and grouping commas.
  @inline(__always) static func isNumberPart(_ value: UInt32) -> Bool {
    isDigit(value) || value == 0x2C || value == 0x2E
  }

  @inline(__always) static func isBlank(_ value: UInt32) -> Bool {
    value == 0x20 || value == 0x09 || value == 0xA0
  }

  /// `* × ⋅ x X`.
  @inline(__always) static func isTimes(_ value: UInt32) -> Bool {
    value == 0x2A || value == 0xD7 || value == 0x22C5 || value == 0x78 || value == 0x58
  }

  /// `/ ÷`.
  @inline(__always) static func isDivide(_ value: UInt32) -> Bool { value == 0x2F || value == 0xF7 }

  /// The bracket kind of an opening bracket `( [ {` as 1, 2, 3; 0 otherwise.
  @inline(__always) static func openingKind(_ value: UInt32) -> Int {
    switch value {
    case 0x28: return 1
    case 0x5B: return 2
    case 0x7B: return 3
    default: return 0
    }
  }

  /// The bracket kind of a closing bracket `) ] }` as 1, 2, 3; 0 otherwise.
  @inline(__always) static func closingKind(_ value: UInt32) -> Int {
    switch value {
    case 0x29: return 1
    case 0x5D: return 2
    case 0x7D: return 3
    default: return 0
    }
  }

  static func isAllowed(_ value: UInt32) -> Bool {
    isNumberPart(value) || isBlank(value) || isTimes(value) || isDivide(value)
      || value == plus || value == minus || value == equals
      || openingKind(value) != 0 || closingKind(value) != 0
  }
}
