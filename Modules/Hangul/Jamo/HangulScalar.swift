/// Classification of the Unicode scalar values the Hangul engine handles, and syllable arithmetic.
///
/// Everything is plain `UInt32` comparison so the per-key path never touches `Character`.
/// `HangulScalar.isSyllable(0xAC04)` (간) is true; `HangulScalar.isConsonant(0x3131)` (ㄱ) is true;
/// the 천지인 strokes `ㆍ` (U+318D) and `ᆢ` (U+11A2) are neither consonants nor vowels.
public enum HangulScalar {
  /// 가, the first precomposed syllable.
  public static let syllableFirst: UInt32 = 0xAC00
  /// 힣, the last precomposed syllable.
  public static let syllableLast: UInt32 = 0xD7A3
  /// ㄱ, the first compatibility consonant.
  public static let consonantFirst: UInt32 = 0x3131
  /// ㅎ, the last compatibility consonant.
  public static let consonantLast: UInt32 = 0x314E
  /// ㅏ, the first compatibility vowel.
  public static let vowelFirst: UInt32 = 0x314F
  /// ㅣ, the last compatibility vowel.
  public static let vowelLast: UInt32 = 0x3163
  /// `ㆍ` HANGUL LETTER ARAEA: the 천지인 천 key and a pending single stroke.
  public static let araea: UInt32 = 0x318D
  /// `ᆢ` HANGUL JUNGSEONG SSANGARAEA: two pending 천 strokes (a conjoining jamo, §7 item 14).
  public static let doubleAraea: UInt32 = 0x11A2

  /// Whether `s` is a precomposed syllable 가…힣.
  @inlinable @inline(__always) public static func isSyllable(_ s: UInt32) -> Bool {
    s &- syllableFirst <= syllableLast &- syllableFirst
  }

  /// Whether `s` is a compatibility consonant ㄱ…ㅎ (compound ones such as ㄳ included).
  @inline(__always) public static func isConsonant(_ s: UInt32) -> Bool {
    s &- consonantFirst <= consonantLast &- consonantFirst
  }

  /// Whether `s` is a compatibility vowel ㅏ…ㅣ.
  @inline(__always) public static func isVowel(_ s: UInt32) -> Bool {
    s &- vowelFirst <= vowelLast &- vowelFirst
  }

  /// Whether `s` is a pending 천지인 stroke, `ㆍ` or `ᆢ`: text, but not a real vowel.
  @inline(__always) public static func isStroke(_ s: UInt32) -> Bool {
    s == araea || s == doubleAraea
  }

  /// The engine's "is Hangul" test (§2.1): compatibility jamo U+3130…U+318F or a syllable.
  ///
  /// `ᆢ` (U+11A2) is deliberately *outside* this range, as in the reference (§7 item 14); code
  /// that must treat it as Hangul (the 천지인 processor, pulling committed text back) asks
  /// `isHangulOrStroke`.
  @inline(__always) public static func isHangul(_ s: UInt32) -> Bool {
    (s &- 0x3130 <= 0x318F - 0x3130) || isSyllable(s)
  }

  /// `isHangul` plus the 천지인 double stroke `ᆢ`.
  @inline(__always) public static func isHangulOrStroke(_ s: UInt32) -> Bool {
    isHangul(s) || s == doubleAraea
  }

  /// Whether `s` is a conjoining jamo U+1100…U+11FF, the letters a decomposed syllable is
  /// written in: `ᄀ` (U+1100), `ᅡ` (U+1161), `ᆨ` (U+11A8) and the stroke `ᆢ` (U+11A2) are;
  /// `ㄱ` (U+3131) and `가` are not.
  @inlinable @inline(__always) public static func isConjoining(_ s: UInt32) -> Bool {
    s &- 0x1100 <= 0x11FF - 0x1100
  }

  /// Builds a syllable from jamo indices: `compose(0, 0, 4)` = 0xAC00 + 4 = 간.
  @inline(__always) public static func compose(
    choseong: UInt32, jungseong: UInt32, jongseong: UInt32
  ) -> UInt32 {
    syllableFirst &+ (choseong &* 21 &+ jungseong) &* 28 &+ jongseong
  }

  /// Initial index (0…18) of a syllable; the caller has checked `isSyllable`.
  /// `choseongIndex(닭)` is 3 (ㄷ).
  @inlinable @inline(__always) public static func choseongIndex(_ s: UInt32) -> UInt32 {
    (s &- syllableFirst) / 588
  }

  /// Medial index (0…20) of a syllable; the caller has checked `isSyllable`.
  /// `jungseongIndex(닭)` is 0 (ㅏ).
  @inlinable @inline(__always) public static func jungseongIndex(_ s: UInt32) -> UInt32 {
    ((s &- syllableFirst) % 588) / 28
  }

  /// Final index (0 = none, 1…27) of a syllable; the caller has checked `isSyllable`.
  /// `jongseongIndex(닭)` is 9 (ㄺ), `jongseongIndex(다)` 0.
  @inlinable @inline(__always) public static func jongseongIndex(_ s: UInt32) -> UInt32 {
    (s &- syllableFirst) % 28
  }

  /// The syllable with its final replaced: `replacingJongseong(간, 0)` = 가.
  @inline(__always) static func replacingJongseong(_ s: UInt32, _ jong: UInt32) -> UInt32 {
    s &- jongseongIndex(s) &+ jong
  }

  /// The syllable with its medial replaced, keeping initial and final: (가, ㅑ) → 갸.
  @inline(__always) static func replacingJungseong(_ s: UInt32, _ jung: UInt32) -> UInt32 {
    compose(choseong: choseongIndex(s), jungseong: jung, jongseong: jongseongIndex(s))
  }
}
