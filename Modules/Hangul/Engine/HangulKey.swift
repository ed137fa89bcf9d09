/// What a Hangul-layout key sends to the engine: a compatibility jamo, 획 or 쌍.
///
/// `HangulKey(keyOutput: "ㄱ")` is `.jamo(0x3131)`; `HangulKey(keyOutput: "ㆍ")` is
/// `.jamo(0x318D)` (the 천지인 천 key); `"획"` is `.stroke`, `"쌍"` is `.double`; `"1"` is `nil`.
public struct HangulKey: Hashable, Sendable, CustomStringConvertible {
  /// A compatibility jamo scalar, or one of the two small sentinels below.
  public let rawValue: UInt32

  @usableFromInline static let strokeValue: UInt32 = 1
  @usableFromInline static let doubleValue: UInt32 = 2

  @usableFromInline init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A key typing a compatibility jamo (U+3131…U+3163, or ㆍ U+318D).
  public static func jamo(_ scalar: UInt32) -> HangulKey { HangulKey(rawValue: scalar) }

  /// 나랏글 획 (stroke-add): ㄱ → ㅋ, ㅏ → ㅑ.
  public static let stroke = HangulKey(rawValue: strokeValue)

  /// 나랏글 쌍 (double): ㄱ → ㄲ, ㅅ → ㅆ.
  public static let double = HangulKey(rawValue: doubleValue)

  /// The key for a keycap's output text, or `nil` when it is no Hangul key (digits, `.`, …).
  public init?(keyOutput: String) {
    if keyOutput == "획" {
      self = .stroke
      return
    }
    if keyOutput == "쌍" {
      self = .double
      return
    }
    var scalars = keyOutput.unicodeScalars.makeIterator()
    guard let scalar = scalars.next(), scalars.next() == nil else { return nil }
    let value = scalar.value
    guard
      HangulScalar.isConsonant(value) || HangulScalar.isVowel(value)
        || value == HangulScalar.araea
    else { return nil }
    rawValue = value
  }

  /// The jamo scalar, or `nil` for 획 and 쌍.
  public var jamo: UInt32? { rawValue > HangulKey.doubleValue ? rawValue : nil }

  public var description: String {
    switch rawValue {
    case HangulKey.strokeValue: "획"
    case HangulKey.doubleValue: "쌍"
    default: String(scalarValue: rawValue)
    }
  }
}
