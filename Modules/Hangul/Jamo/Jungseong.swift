/// A medial vowel (중성), one of 21, identified by its index in syllable arithmetic.
///
/// The index is the distance from ㅏ in the compatibility block: `Jungseong(compatibility: 0x3158)`
/// is ㅘ with index 9. `isCompound` is true for ㅘ ㅙ ㅚ ㅝ ㅞ ㅟ ㅢ (the §2.1 table's results).
public struct Jungseong: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// 0…20 in the order ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ.
  public let index: UInt8

  public static let count = 21

  public init?(index: Int) {
    guard index >= 0, index < Jungseong.count else { return nil }
    self.index = UInt8(index)
  }

  /// The medial written by a compatibility vowel ㅏ…ㅣ, or `nil`.
  public init?(compatibility scalar: UInt32) {
    guard HangulScalar.isVowel(scalar) else { return nil }
    index = UInt8(scalar - HangulScalar.vowelFirst)
  }

  /// The compatibility vowel (U+314F…U+3163).
  public var compatibility: UInt32 { HangulScalar.vowelFirst + UInt32(index) }

  /// Whether the §2.1 compound table produces this vowel.
  public var isCompound: Bool { CompoundJamo.reducedVowel(UInt32(index)) != nil }

  /// What one automaton delete step leaves (§2.3): ㅙ → ㅘ, ㅞ → ㅜ; `nil` for a simple vowel.
  public var reduced: Jungseong? {
    CompoundJamo.reducedVowel(UInt32(index)).flatMap { Jungseong(index: Int($0)) }
  }

  public static let allCases: [Jungseong] = (0..<count).compactMap { Jungseong(index: $0) }

  public var description: String { String(scalarValue: compatibility) }
}
