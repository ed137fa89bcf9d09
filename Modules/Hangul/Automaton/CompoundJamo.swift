/// The compound-vowel and compound-final (겹받침) tables of §2.1, and the delete reductions.
///
/// `CompoundJamo.vowel(ㅗ, ㅏ)` = ㅘ; `CompoundJamo.final(ㄹ, ㄱ)` = ㄺ (as final indices);
/// deleting from ㅞ gives ㅜ because row 6 (ㅜ+ㅔ) comes before row 7 (ㅝ+ㅣ).
enum CompoundJamo {
  /// Medial index → the first component of the *first* row producing it, or 0xFF for a
  /// simple vowel: ㅘ→ㅗ, ㅙ→ㅘ, ㅚ→ㅗ, ㅝ→ㅜ, ㅞ→ㅜ, ㅟ→ㅜ, ㅢ→ㅡ (checked against
  /// the spec's rows by a test).
  static let vowelReduction: [UInt8] = [
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 8, 9,
    8, 0xFF, 0xFF, 13, 13, 13, 0xFF, 0xFF, 18, 0xFF,
  ]

  /// Final index → (first part, second part) of a compound final; (0, 0) for a simple one.
  static let finalSplit: [(UInt8, UInt8)] = [
    (0, 0), (0, 0), (0, 0), (1, 19), (0, 0), (4, 22), (4, 27), (0, 0), (0, 0), (8, 1),
    (8, 16), (8, 17), (8, 19), (8, 25), (8, 26), (8, 27), (0, 0), (0, 0), (17, 19), (0, 0),
    (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0),
  ]

  /// The compound of two medial indices, or `nil`: (ㅗ, ㅏ) → ㅘ.
  ///
  /// The §2.1 rows in search order: 1 ㅗ+ㅏ=ㅘ, 2 ㅘ+ㅣ=ㅙ, 3 ㅗ+ㅐ=ㅙ, 4 ㅗ+ㅣ=ㅚ, 5 ㅜ+ㅓ=ㅝ,
  /// 6 ㅜ+ㅔ=ㅞ, 7 ㅝ+ㅣ=ㅞ, 8 ㅜ+ㅣ=ㅟ, 9 ㅡ+ㅣ=ㅢ (medial indices below).
  @inline(__always) static func vowel(_ first: UInt32, _ second: UInt32) -> UInt32? {
    switch (first, second) {
    case (8, 0): 9
    case (9, 20): 10
    case (8, 1): 10
    case (8, 20): 11
    case (13, 4): 14
    case (13, 5): 15
    case (14, 20): 15
    case (13, 20): 16
    case (18, 20): 19
    default: nil
    }
  }

  /// The medial a delete step leaves from `jung`, or `nil` for a simple vowel: ㅞ → ㅜ.
  @inline(__always) static func reducedVowel(_ jung: UInt32) -> UInt32? {
    guard jung < 21 else { return nil }
    let r = vowelReduction[Int(jung)]
    return r == 0xFF ? nil : UInt32(r)
  }

  /// The compound of two final indices, or `nil`: (ㄹ, ㄱ) → ㄺ.
  ///
  /// ㄱ+ㅅ=ㄳ, ㄴ+ㅈ=ㄵ, ㄴ+ㅎ=ㄶ, ㄹ+ㄱ=ㄺ, ㄹ+ㅁ=ㄻ, ㄹ+ㅂ=ㄼ, ㄹ+ㅅ=ㄽ, ㄹ+ㅌ=ㄾ, ㄹ+ㅍ=ㄿ, ㄹ+ㅎ=ㅀ,
  /// ㅂ+ㅅ=ㅄ (final indices below).
  @inline(__always) static func final(_ first: UInt32, _ second: UInt32) -> UInt32? {
    switch (first, second) {
    case (1, 19): 3
    case (4, 22): 5
    case (4, 27): 6
    case (8, 1): 9
    case (8, 16): 10
    case (8, 17): 11
    case (8, 19): 12
    case (8, 25): 13
    case (8, 26): 14
    case (8, 27): 15
    case (17, 19): 18
    default: nil
    }
  }

  /// The parts of a compound final, or `nil` for a simple one: ㄺ → (ㄹ, ㄱ).
  @inline(__always) static func split(_ jong: UInt32) -> (first: UInt32, second: UInt32)? {
    guard jong < 28 else { return nil }
    let parts = finalSplit[Int(jong)]
    return parts.0 == 0 ? nil : (UInt32(parts.0), UInt32(parts.1))
  }
}
