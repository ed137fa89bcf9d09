/// How learned scores fade: each use adds 1, a score halves every `halfLife` recorded words,
/// and an entry whose score falls below 2^(−forgetAfter/halfLife) — what a single use is
/// worth `forgetAfter` words later — is forgotten.
///
/// `NgramDecay.reference` is the reference keyboard's choice (500 and 10,000 words: a
/// score of 1 is 0.5 after 500 words and 2^−20 after 10,000, and gone after one more).
/// `NgramDecay.none` keeps plain counts and forgets nothing (for measuring what decay saves).
public struct NgramDecay: Hashable, Sendable {
  /// Recorded words over which a score halves; `.infinity` for no decay.
  public var halfLife: Double
  /// Recorded words after which a single use is forgotten; nil never forgets.
  public var forgetAfter: Double?

  public init(halfLife: Double, forgetAfter: Double?) {
    self.halfLife = halfLife
    self.forgetAfter = forgetAfter
  }

  /// Half-life 500 words, forgotten after 10,000 (the reference's ADR).
  public static let reference = NgramDecay(halfLife: 500, forgetAfter: 10_000)

  /// Plain use counts; nothing fades, nothing is forgotten.
  public static let none = NgramDecay(halfLife: .infinity, forgetAfter: nil)

  /// The score below which an entry is forgotten: 2^(−10000/500) = 2^−20 for `.reference`,
  /// 0 (nothing) without forgetting.
  public var threshold: Double {
    guard let forgetAfter, halfLife.isFinite, halfLife > 0 else { return 0 }
    return power2(-forgetAfter / halfLife)
  }
}
