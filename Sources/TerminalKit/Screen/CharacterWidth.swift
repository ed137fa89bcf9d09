import Hangul

/// How many terminal columns a Unicode scalar takes: 0, 1, 2, or −1 when it is not printable.
///
/// The real program measures with `wcwidth` (`Terminal.characterWidth`); tests and the renderer's
/// default use `.standard`, a pure table that agrees with glibc for Hangul, CJK, ASCII and the
/// symbols on our keycaps: `가` → 2, `ㄱ` → 2, `ㆍ` → 2, `ᆢ` (U+11A2) → 0, `a` → 1, `\t` → −1.
public struct CharacterWidth: Sendable {
  private let measure: @Sendable (Unicode.Scalar) -> Int

  /// Wraps a width function (e.g. one that calls `wcwidth`).
  public init(_ measure: @escaping @Sendable (Unicode.Scalar) -> Int) {
    self.measure = measure
  }

  /// The columns `scalar` takes.
  public func columns(of scalar: Unicode.Scalar) -> Int {
    measure(scalar)
  }

  /// The columns `text` takes when written out as it is (help, reports, message rows), not
  /// through the painter's stand-ins: the sum over its scalars, a mark, a conjoining vowel or
  /// a control counting none.
  ///
  /// `CharacterWidth.standard.columns(of: "안녕 hi")` is 7; `"e\u{301}"` is 1.
  public func columns(of text: some StringProtocol) -> Int {
    var total = 0
    for scalar in text.unicodeScalars { total += max(0, measure(scalar)) }
    return total
  }

  /// The columns one `Character` takes: `"가"` is 2, `"\u{1100}\u{1161}"` (ᄀ + ᅡ) is 2.
  public func columns(of character: Character) -> Int {
    var total = 0
    for scalar in character.unicodeScalars { total += max(0, measure(scalar)) }
    return total
  }

  /// The pure table: East Asian Wide/Fullwidth → 2, marks and conjoining jamo → 0, controls → −1.
  public static let standard = CharacterWidth(standardColumns(of:))

  /// The table behind `.standard`.
  ///
  /// `standardColumns(of: "한")` is 2, `standardColumns(of: "\u{0301}")` (combining acute) is 0.
  public static func standardColumns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return -1 }
    if value < 0x300 { return 1 }
    // Hangul syllables and compatibility jamo (most of what the field holds) are wide.
    if HangulScalar.isSyllable(value) || (0x3131...0x318E).contains(value) { return 2 }
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
    if value == 0x200B { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    case .unassigned, .surrogate: return -1
    default: break
    }
    return isWide(value) ? 2 : 1
  }

  private static func isWide(_ value: UInt32) -> Bool {
    // Sorted, non-overlapping East Asian Wide/Fullwidth ranges (Unicode 15, as glibc 2.36).
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
    0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
    0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
    0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
    0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
    0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
    0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xA960...0xA97F, HangulScalar.syllableFirst...HangulScalar.syllableLast, 0xF900...0xFAFF,
    0xFE10...0xFE19, 0xFE30...0xFE6F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
    0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
    0x1F200...0x1F251, 0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C,
    0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0,
    0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC,
    0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A,
    0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5,
    0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF,
    0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F7F0...0x1F7F0,
    0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FAFF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
