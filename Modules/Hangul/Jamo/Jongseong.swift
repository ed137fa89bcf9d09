/// A final consonant (종성), one of 28 including "none", identified by its syllable index.
///
/// `Jongseong(compatibility: 0x313A)` is ㄺ with index 9, and its `parts` are (ㄹ, ㄱ).
/// ㄸ ㅃ ㅉ are not finals: `Jongseong(compatibility: 0x3138)` is `nil`.
public struct Jongseong: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// 0 (none), then 1…27 in the order ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅁ ㅂ ㅄ ㅅ ㅆ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ.
  public let index: UInt8

  public static let count = 28
  public static let none = Jongseong(uncheckedIndex: 0)

  public init?(index: Int) {
    guard index >= 0, index < Jongseong.count else { return nil }
    self.index = UInt8(index)
  }

  init(uncheckedIndex: UInt8) { index = uncheckedIndex }

  /// The final written by a compatibility consonant, or `nil` (ㄸ ㅃ ㅉ, non-consonants).
  public init?(compatibility scalar: UInt32) {
    let j = JamoTable.jongseong(ofConsonant: scalar)
    guard j != 0 else { return nil }
    index = UInt8(j)
  }

  /// The compatibility consonant (0 for none).
  public var compatibility: UInt32 { JamoTable.consonant(ofJongseong: UInt32(index)) }

  /// The two parts of a compound final (겹받침): ㄳ → (ㄱ, ㅅ); `nil` for a simple final.
  public var parts: (first: Jongseong, second: Jongseong)? {
    guard let p = CompoundJamo.split(UInt32(index)) else { return nil }
    return (Jongseong(uncheckedIndex: UInt8(p.first)), Jongseong(uncheckedIndex: UInt8(p.second)))
  }

  public static let allCases: [Jongseong] = (0..<count).compactMap { Jongseong(index: $0) }

  public var description: String { index == 0 ? "∅" : String(scalarValue: compatibility) }
}
