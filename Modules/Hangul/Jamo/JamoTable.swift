/// The literal lookup tables between compatibility jamo and syllable indices (§2.1).
///
/// Kept as literal arrays so the optimiser emits them as static data (a table built at run time
/// leaves a lazy-initialisation check in the per-key loop). Consonant tables are indexed by
/// `scalar - 0x3131`: ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄸ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅁ ㅂ ㅃ ㅄ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ.
enum JamoTable {
  /// Consonant offset → initial index, or -1 (ㄳ ㄵ … are not initials).
  static let choseongOfConsonant: [Int8] = [
    0, 1, -1, 2, -1, -1, 3, 4, 5, -1, -1, -1, -1, -1, -1, -1,
    6, 7, 8, -1, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
  ]

  /// Consonant offset → final index, or 0 (ㄸ ㅃ ㅉ are not finals).
  static let jongseongOfConsonant: [UInt8] = [
    1, 2, 3, 4, 5, 6, 7, 0, 8, 9, 10, 11, 12, 13, 14, 15,
    16, 17, 0, 18, 19, 20, 21, 22, 0, 23, 24, 25, 26, 27,
  ]

  /// Initial index → compatibility consonant: ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ.
  static let consonantOfChoseong: [UInt32] = [
    0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
    0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]

  /// Final index → compatibility consonant (0 for "no final").
  static let consonantOfJongseong: [UInt32] = [
    0, 0x3131, 0x3132, 0x3133, 0x3134, 0x3135, 0x3136, 0x3137, 0x3139, 0x313A,
    0x313B, 0x313C, 0x313D, 0x313E, 0x313F, 0x3140, 0x3141, 0x3142, 0x3144, 0x3145,
    0x3146, 0x3147, 0x3148, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]

  /// Initial index of a compatibility consonant, or -1.
  @inline(__always) static func choseong(ofConsonant s: UInt32) -> Int {
    guard HangulScalar.isConsonant(s) else { return -1 }
    return Int(choseongOfConsonant[Int(s &- HangulScalar.consonantFirst)])
  }

  /// Final index of a compatibility consonant, or 0 when it cannot be a final.
  @inline(__always) static func jongseong(ofConsonant s: UInt32) -> UInt32 {
    guard HangulScalar.isConsonant(s) else { return 0 }
    return UInt32(jongseongOfConsonant[Int(s &- HangulScalar.consonantFirst)])
  }

  /// The compatibility consonant of a final index (0 for none).
  @inline(__always) static func consonant(ofJongseong j: UInt32) -> UInt32 {
    j < 28 ? consonantOfJongseong[Int(j)] : 0
  }

  /// The compatibility consonant of an initial index.
  @inline(__always) static func consonant(ofChoseong c: UInt32) -> UInt32 {
    c < 19 ? consonantOfChoseong[Int(c)] : 0
  }
}
