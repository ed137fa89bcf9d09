/// Hangul syllables split into the compatibility jamo a phone user would type.
///
/// `JamoTables.units(of: "닭")` is `ㄷ ㅏ ㄹ ㄱ` (the compound final ㄺ becomes two letters);
/// `units(of: "ㅘ")` stays `ㅘ` (the keyboard's own vowel rules build it).
enum JamoTables {
  /// The jamo to type for one scalar, or `nil` when it is not Hangul.
  static func units(of scalar: Unicode.Scalar) -> [UInt32]? {
    let value = scalar.value
    if (0xAC00...0xD7A3).contains(value) {
      let index = Int(value - 0xAC00)
      let lead = index / (21 * 28)
      let vowel = (index / 28) % 21
      let tail = index % 28
      var result = [choseong[lead], jungseong[vowel]]
      if tail > 0 { result += split(jongseong[tail - 1]) }
      return result
    }
    if (0x3131...0x318E).contains(value) {
      return split(value)
    }
    return nil
  }

  /// A compound final letter as its two parts (`ㄳ` → `ㄱ ㅅ`); other letters as they are.
  static func split(_ value: UInt32) -> [UInt32] {
    compoundFinals[value] ?? [value]
  }

  // ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ
  static let choseong: [UInt32] = [
    0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
    0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]

  // ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ
  static let jungseong: [UInt32] = Array(0x314F...0x3163)

  // ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅁ ㅂ ㅄ ㅅ ㅆ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ
  static let jongseong: [UInt32] = [
    0x3131, 0x3132, 0x3133, 0x3134, 0x3135, 0x3136, 0x3137, 0x3139, 0x313A, 0x313B,
    0x313C, 0x313D, 0x313E, 0x313F, 0x3140, 0x3141, 0x3142, 0x3144, 0x3145, 0x3146,
    0x3147, 0x3148, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]

  // ㄳ ㄵ ㄶ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅄ
  static let compoundFinals: [UInt32: [UInt32]] = [
    0x3133: [0x3131, 0x3145], 0x3135: [0x3134, 0x3148], 0x3136: [0x3134, 0x314E],
    0x313A: [0x3139, 0x3131], 0x313B: [0x3139, 0x3141], 0x313C: [0x3139, 0x3142],
    0x313D: [0x3139, 0x3145], 0x313E: [0x3139, 0x314C], 0x313F: [0x3139, 0x314D],
    0x3140: [0x3139, 0x314E], 0x3144: [0x3142, 0x3145],
  ]
}
