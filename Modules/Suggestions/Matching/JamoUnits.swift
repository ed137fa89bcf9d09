import Hangul

/// The jamo a single character contributes to prefix matching, at most four.
///
/// A syllable gives its initial, its medial and its final; a compound final is split into its
/// two consonants so that `닭` gives `ㄷ ㅏ ㄹ ㄱ` and is a prefix of `달걀` (`ㄷ ㅏ ㄹ ㄱ ㅑ ㄹ`).
/// Compound vowels and double consonants stay whole (`과` gives `ㄱ ㅘ`, `까` gives `ㄲ ㅏ`).
/// Anything else gives itself, lower-cased (`K` gives `k`).
@frozen public struct JamoUnits: Hashable, Sendable {
  public var count: Int
  public var u0: UInt32
  public var u1: UInt32
  public var u2: UInt32
  public var u3: UInt32

  /// The units of one scalar value.
  @inlinable public init(_ value: UInt32) {
    let folded = JamoUnits.folded(value)
    guard HangulScalar.isSyllable(folded) else {
      count = 1
      u0 = folded
      u1 = 0
      u2 = 0
      u3 = 0
      return
    }
    let final = Int(HangulScalar.jongseongIndex(folded))
    u0 = JamoUnits.initialJamo[Int(HangulScalar.choseongIndex(folded))]
    u1 = HangulScalar.vowelFirst + HangulScalar.jungseongIndex(folded)
    u2 = JamoUnits.finalFirst[final]
    u3 = JamoUnits.finalSecond[final]
    count = u2 == 0 ? 2 : (u3 == 0 ? 3 : 4)
  }

  /// The unit at `index` (`0 ..< count`).
  @inlinable public subscript(index: Int) -> UInt32 {
    switch index {
    case 0: return u0
    case 1: return u1
    case 2: return u2
    default: return u3
    }
  }

  /// Lower-cases ASCII and Latin-1 capitals; everything else is returned unchanged.
  ///
  /// Only these ranges matter for the lexicons (English is `[a-z']`), and a table-free
  /// range check keeps matching free of `Character` and allocation.
  @inlinable public static func folded(_ value: UInt32) -> UInt32 {
    if value >= 0x41, value <= 0x5A { return value + 0x20 }
    if value >= 0xC0, value <= 0xDE, value != 0xD7 { return value + 0x20 }
    return value
  }

  /// Upper-cases ASCII and Latin-1 small letters, the inverse of `folded`.
  @inlinable public static func capitalized(_ value: UInt32) -> UInt32 {
    if value >= 0x61, value <= 0x7A { return value - 0x20 }
    if value >= 0xE0, value <= 0xFE, value != 0xF7 { return value - 0x20 }
    return value
  }

  /// Whether the value is a capital that `folded` changes.
  @inlinable public static func isCapital(_ value: UInt32) -> Bool { folded(value) != value }

  /// The compatibility jamo of the 19 initials, in syllable-index order.
  @usableFromInline static let initialJamo: [UInt32] = [
    0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
    0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]

  /// The first consonant of each of the 28 finals (0 for none).
  @usableFromInline static let finalFirst: [UInt32] = [
    0, 0x3131, 0x3132, 0x3131, 0x3134, 0x3134, 0x3134, 0x3137, 0x3139, 0x3139,
    0x3139, 0x3139, 0x3139, 0x3139, 0x3139, 0x3139, 0x3141, 0x3142, 0x3142, 0x3145,
    0x3146, 0x3147, 0x3148, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]

  /// The second consonant of each compound final (ㄳ ㄵ ㄶ ㄺ … ㅄ), 0 otherwise.
  @usableFromInline static let finalSecond: [UInt32] = [
    0, 0, 0, 0x3145, 0, 0x3148, 0x314E, 0, 0, 0x3131,
    0x3141, 0x3142, 0x3145, 0x314C, 0x314D, 0x314E, 0, 0, 0x3145, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
  ]
}
