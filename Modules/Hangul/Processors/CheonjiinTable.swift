/// The literal 천지인 tables of §2.6: consonant cycles and the vowel-stroke table.
///
/// Consonant tables are indexed by `scalar - 0x3131` (ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄸ ㄹ ㄺ … ㅎ).
enum CheonjiinTable {
  /// The key group of a consonant (0 = on no key): 1 ㄱㅋㄲ, 2 ㄴㄹ, 3 ㄷㅌㄸ, 4 ㅂㅍㅃ, 5 ㅅㅎㅆ,
  /// 6 ㅈㅊㅉ, 7 ㅇㅁ.
  static let group: [UInt8] = [
    1, 1, 0, 2, 0, 0, 3, 3, 2, 0,
    0, 0, 0, 0, 0, 0, 7, 4, 4, 0,
    5, 5, 7, 6, 6, 6, 1, 3, 4, 5,
  ]

  /// The next consonant of the cycle: ㄱ→ㅋ→ㄲ→ㄱ, ㄴ→ㄹ→ㄴ, ㄷ→ㅌ→ㄸ→ㄷ, ㅂ→ㅍ→ㅃ→ㅂ,
  /// ㅅ→ㅎ→ㅆ→ㅅ, ㅈ→ㅊ→ㅉ→ㅈ, ㅇ→ㅁ→ㅇ.
  static let next: [UInt32] = [
    0x314B, 0x3131, 0, 0x3139, 0, 0, 0x314C, 0x3137, 0x3134, 0,
    0, 0, 0, 0, 0, 0, 0x3147, 0x314D, 0x3142, 0,
    0x314E, 0x3145, 0x3141, 0x314A, 0x3148, 0x3149, 0x3132, 0x3138, 0x3143, 0x3146,
  ]

  /// Vowel strokes: row = current vowel (medial index 0…20, 21 = ㆍ, 22 = ᆢ), columns ㆍ ㅣ ㅡ;
  /// the new compatibility vowel or stroke, 0 = "—" (no combination).
  static let stroke: [UInt32] = [
    0x3151, 0x3150, 0,  // ㅏ: ㅑ ㅐ
    0x3152, 0, 0,  // ㅐ: ㅒ
    0x314F, 0x3152, 0,  // ㅑ: ㅏ ㅒ
    0, 0, 0,  // ㅒ
    0x3155, 0x3154, 0,  // ㅓ: ㅕ ㅔ
    0x3156, 0, 0,  // ㅔ: ㅖ
    0, 0x3156, 0,  // ㅕ: ㅖ
    0, 0, 0,  // ㅖ
    0, 0x315A, 0,  // ㅗ: ㅚ
    0, 0x3159, 0,  // ㅘ: ㅙ
    0, 0, 0,  // ㅙ
    0x3158, 0, 0,  // ㅚ: ㅘ
    0, 0, 0,  // ㅛ
    0x3160, 0x315F, 0,  // ㅜ: ㅠ ㅟ
    0, 0x315E, 0,  // ㅝ: ㅞ
    0, 0, 0,  // ㅞ
    0, 0, 0,  // ㅟ
    0x315C, 0x315D, 0,  // ㅠ: ㅜ ㅝ
    0x315C, 0x3162, 0,  // ㅡ: ㅜ ㅢ
    0, 0, 0,  // ㅢ
    0x314F, 0, 0,  // ㅣ: ㅏ
    0x11A2, 0x3153, 0x3157,  // ㆍ: ᆢ ㅓ ㅗ
    0x318D, 0x3155, 0x315B,  // ᆢ: ㆍ ㅕ ㅛ
  ]

  /// The stroke-table column of a key (ㆍ 0, ㅣ 1, ㅡ 2), or -1 for any other jamo.
  @inline(__always) static func column(ofKey jamo: UInt32) -> Int {
    switch jamo {
    case HangulScalar.araea: 0
    case 0x3163: 1
    case 0x3161: 2
    default: -1
    }
  }

  /// The vowel or stroke `current` becomes with the key in `column`, or 0.
  @inline(__always) static func combine(_ current: UInt32, column: Int) -> UInt32 {
    let row: Int
    if HangulScalar.isVowel(current) {
      row = Int(current &- HangulScalar.vowelFirst)
    } else if current == HangulScalar.araea {
      row = 21
    } else if current == HangulScalar.doubleAraea {
      row = 22
    } else {
      return 0
    }
    return stroke[row * 3 + column]
  }

  /// The key group of a consonant, 0 for none.
  @inline(__always) static func group(of c: UInt32) -> UInt8 {
    HangulScalar.isConsonant(c) ? group[Int(c &- HangulScalar.consonantFirst)] : 0
  }

  /// The consonant after `c` in its key's cycle.
  @inline(__always) static func cycle(_ c: UInt32) -> UInt32 {
    HangulScalar.isConsonant(c) ? next[Int(c &- HangulScalar.consonantFirst)] : 0
  }
}
