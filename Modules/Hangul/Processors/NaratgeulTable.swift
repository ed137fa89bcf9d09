/// The literal 나랏글 tables of §2.5: 획 (stroke-add), 쌍 (double), key contributions, delete undo.
///
/// Consonant tables are indexed by `scalar - 0x3131` (ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄸ ㄹ ㄺ … ㅎ) and hold the
/// resulting compatibility consonant, 0 where the key does nothing (compound consonants).
/// Vowel tables are indexed by medial index (ㅏ ㅐ ㅑ ㅒ ㅓ … ㅣ).
enum NaratgeulTable {
  /// 획 on consonants: ㄱ→ㅋ→ㄱ, ㄲ→ㄱ, ㄴ→ㄷ→ㅌ→ㄴ, ㄸ→ㄷ, ㅁ→ㅂ→ㅍ→ㅁ, ㅃ→ㅂ, ㅅ→ㅈ→ㅊ→ㅉ→ㅅ,
  /// ㅆ→ㅈ, ㅇ↔ㅎ, ㄹ→ㄹ.
  static let strokeConsonant: [UInt32] = [
    0x314B, 0x3131, 0, 0x3137, 0, 0, 0x314C, 0x3137, 0x3139, 0,
    0, 0, 0, 0, 0, 0, 0x3142, 0x314D, 0x3142, 0,
    0x3148, 0x3148, 0x314E, 0x314A, 0x3145, 0x3149, 0x3131, 0x3134, 0x3141, 0x3147,
  ]

  /// 쌍 on consonants: ㄱ ㅋ→ㄲ, ㄲ→ㄱ, ㄴ ㄷ ㅌ→ㄸ, ㄸ→ㄷ, ㅁ ㅂ ㅍ→ㅃ, ㅃ→ㅁ, ㅅ↔ㅆ,
  /// ㅈ ㅊ→ㅉ, ㅉ→ㅈ, ㅇ↔ㅎ, ㄹ→ㄹ.
  static let doubleConsonant: [UInt32] = [
    0x3132, 0x3131, 0, 0x3138, 0, 0, 0x3138, 0x3137, 0x3139, 0,
    0, 0, 0, 0, 0, 0, 0x3143, 0x3143, 0x3141, 0,
    0x3146, 0x3145, 0x314E, 0x3149, 0x3148, 0x3149, 0x3132, 0x3138, 0x3143, 0x3147,
  ]

  /// 획 and 쌍 on vowels (medial index → medial index): ㅏ↔ㅑ, ㅓ↔ㅕ, ㅗ↔ㅛ, ㅜ↔ㅠ, others unchanged.
  static let vowelTransform: [UInt8] = [
    2, 1, 0, 3, 6, 5, 4, 7, 12, 9, 10, 11, 8, 17, 14, 15, 16, 13, 18, 19, 20,
  ]

  /// The simple vowel standing for a key's contribution, for the repeat text (§2.5):
  /// ㅘ→ㅏ, ㅙ→ㅐ, ㅚ→ㅣ, ㅝ→ㅓ, ㅞ→ㅔ, ㅟ→ㅣ, ㅢ→ㅣ, others themselves.
  static let contribution: [UInt8] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 20, 12, 13, 4, 5, 20, 17, 18, 20, 20,
  ]

  /// Delete undo before the automaton (medial index → medial index, 0xFF = use §2.3):
  /// ㅣ-combinations ㅐ→ㅏ ㅔ→ㅓ ㅒ→ㅑ ㅖ→ㅕ ㅙ→ㅘ ㅞ→ㅝ, ㅏ-key doubles ㅘ→ㅗ ㅝ→ㅜ.
  static let deleteUndo: [UInt8] = [
    0xFF, 0, 0xFF, 2, 0xFF, 4, 0xFF, 6, 0xFF, 8, 9,
    0xFF, 0xFF, 0xFF, 13, 14, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
  ]

  /// The ㅣ-combination of a medial (ㅏ→ㅐ, ㅓ→ㅔ, ㅑ→ㅒ, ㅕ→ㅖ, ㅘ→ㅙ, ㅝ→ㅞ), or 0xFF.
  static let iCombination: [UInt8] = [
    1, 0xFF, 3, 0xFF, 5, 0xFF, 7, 0xFF, 0xFF, 10, 0xFF,
    0xFF, 0xFF, 0xFF, 15, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
  ]

  /// The consonant 획 (`double == false`) or 쌍 makes from `c`, or 0.
  @inline(__always) static func transform(consonant c: UInt32, double: Bool) -> UInt32 {
    guard HangulScalar.isConsonant(c) else { return 0 }
    let i = Int(c &- HangulScalar.consonantFirst)
    return double ? doubleConsonant[i] : strokeConsonant[i]
  }

  /// The vowel 획 or 쌍 makes from the compatibility vowel `v`.
  @inline(__always) static func transform(vowel v: UInt32) -> UInt32 {
    HangulScalar.vowelFirst &+ UInt32(vowelTransform[Int(v &- HangulScalar.vowelFirst)])
  }

  /// The repeat text for a compatibility vowel the key left behind: ㅘ → ㅏ.
  @inline(__always) static func contribution(ofVowel v: UInt32) -> UInt32 {
    HangulScalar.vowelFirst &+ UInt32(contribution[Int(v &- HangulScalar.vowelFirst)])
  }
}
