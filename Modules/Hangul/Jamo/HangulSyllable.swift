/// A precomposed syllable as its three jamo: code point = 0xAC00 + (initial × 21 + medial) × 28 + final.
///
/// `HangulSyllable(scalar: 0xB2ED)` (닭) is (ㄷ, ㅏ, ㄺ); building (ㄱ, ㅏ, ㄴ) gives `scalar` 0xAC04 (간).
public struct HangulSyllable: Hashable, Sendable, CustomStringConvertible {
  public var choseong: Choseong
  public var jungseong: Jungseong
  public var jongseong: Jongseong

  public static let count = 11_172

  public init(choseong: Choseong, jungseong: Jungseong, jongseong: Jongseong = .none) {
    self.choseong = choseong
    self.jungseong = jungseong
    self.jongseong = jongseong
  }

  /// Decomposes a syllable; `nil` outside 가…힣.
  public init?(scalar: UInt32) {
    guard HangulScalar.isSyllable(scalar),
      let cho = Choseong(index: Int(HangulScalar.choseongIndex(scalar))),
      let jung = Jungseong(index: Int(HangulScalar.jungseongIndex(scalar))),
      let jong = Jongseong(index: Int(HangulScalar.jongseongIndex(scalar)))
    else { return nil }
    self.init(choseong: cho, jungseong: jung, jongseong: jong)
  }

  /// The precomposed code point.
  public var scalar: UInt32 {
    HangulScalar.compose(
      choseong: UInt32(choseong.index), jungseong: UInt32(jungseong.index),
      jongseong: UInt32(jongseong.index))
  }

  /// All 11,172 syllables in code-point order, 가 first.
  public static var all: [HangulSyllable] {
    (0..<UInt32(count)).compactMap { HangulSyllable(scalar: HangulScalar.syllableFirst + $0) }
  }

  public var description: String { String(scalarValue: scalar) }
}
