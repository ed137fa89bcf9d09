/// An initial consonant (초성), one of 19, identified by its index in syllable arithmetic.
///
/// `Choseong(compatibility: 0x3131)` is ㄱ with index 0; `Choseong(index: 18)?.compatibility`
/// is ㅎ (U+314E). ㄳ is not an initial, so `Choseong(compatibility: 0x3133)` is `nil`.
public struct Choseong: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// 0…18 in the order ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ.
  public let index: UInt8

  public static let count = 19

  public init?(index: Int) {
    guard index >= 0, index < Choseong.count else { return nil }
    self.index = UInt8(index)
  }

  /// The initial written by a compatibility consonant; `nil` for ㄳ ㄵ ㄶ … and non-consonants.
  public init?(compatibility scalar: UInt32) {
    let i = JamoTable.choseong(ofConsonant: scalar)
    guard i >= 0 else { return nil }
    index = UInt8(i)
  }

  /// The compatibility consonant (U+3131…) for this initial.
  public var compatibility: UInt32 { JamoTable.consonant(ofChoseong: UInt32(index)) }

  public static let allCases: [Choseong] = (0..<count).compactMap { Choseong(index: $0) }

  public var description: String { String(scalarValue: compatibility) }
}
