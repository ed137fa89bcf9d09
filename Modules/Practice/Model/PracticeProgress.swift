/// Which keys a learner has, which one to work on, and when the next one comes: keybr's
/// method applied to a layout's keys.
///
/// The keys come in `order` (the most used on this layout first, `KeyRanking`); the first
/// `startingKeys` (six) are open from the start. A key is *steady* once it has at least
/// `minimumSamples` times and a confidence of at least 1. The next key in `order` opens only
/// when every open key is steady. The *focus* is the open key with the lowest confidence (a key
/// without times counts as 0; a tie goes to the more used key): lessons lean towards it.
///
/// With the order `ㅣ ㆍ ㅡ ㅇㅁ ㄴㄹ ㄱㅋ ㅅㅎ …`, a target of 0.5 s and every open key averaging
/// 0.45 s but `ㅡ` at 0.6 s, the focus is `ㅡ` and nothing opens; once `ㅡ` averages 0.5 s,
/// `ㅅㅎ` opens and becomes the focus (it has no times yet).
public struct PracticeProgress: Hashable, Sendable {
  /// Every practised key, the most used first.
  public let order: [String]
  /// Seconds per tap a steady key reaches.
  public let targetTime: Double
  public let startingKeys: Int
  public let minimumSamples: Int
  /// The times measured so far, by key.
  public private(set) var timings: [String: KeyTimings] = [:]
  /// How many keys of `order` are open.
  public private(set) var unlockedCount: Int

  /// keybr starts with six letters.
  public static let defaultStartingKeys = 6
  /// Times a key needs before it can count as steady.
  public static let defaultMinimumSamples = 5

  public init(
    order: [String], targetTime: Double, startingKeys: Int = PracticeProgress.defaultStartingKeys,
    minimumSamples: Int = PracticeProgress.defaultMinimumSamples
  ) {
    self.order = order
    self.targetTime = targetTime
    self.startingKeys = max(1, startingKeys)
    self.minimumSamples = max(1, minimumSamples)
    self.unlockedCount = min(order.count, max(1, startingKeys))
  }

  /// The open keys, in `order`.
  public var unlocked: [String] { Array(order.prefix(unlockedCount)) }

  /// The keys still to come.
  public var locked: [String] { Array(order.dropFirst(unlockedCount)) }

  /// The key's confidence (`KeyTimings.confidence`), `nil` without times.
  public func confidence(of key: String) -> Double? {
    timings[key]?.confidence(target: targetTime)
  }

  /// Whether `key` has enough times and a confidence of at least 1.
  public func isSteady(_ key: String) -> Bool {
    guard let timing = timings[key], timing.count >= minimumSamples,
      let confidence = timing.confidence(target: targetTime)
    else { return false }
    return confidence >= 1
  }

  /// The open key to work on: the lowest confidence (0 without times), the more used on a tie.
  public var focus: String? {
    var best: (key: String, confidence: Double)?
    for key in unlocked {
      let value = confidence(of: key) ?? 0
      if best == nil || value < (best?.confidence ?? 0) { best = (key, value) }
    }
    return best?.key
  }

  /// Records one time for `key` (a key outside `order` is ignored) and opens the next keys
  /// while every open key is steady. Returns the keys opened by this time.
  @discardableResult
  public mutating func record(_ seconds: Double, for key: String) -> [String] {
    guard order.contains(key) else { return [] }
    timings[key, default: KeyTimings()].add(seconds)
    return unlockWhileSteady()
  }

  /// Opens the next key of `order` for as long as every open key is steady (one at a time:
  /// a key just opened has no times, so at most one opens per call).
  @discardableResult
  public mutating func unlockWhileSteady() -> [String] {
    var opened: [String] = []
    while unlockedCount < order.count, unlocked.allSatisfy(isSteady) {
      opened.append(order[unlockedCount])
      unlockedCount += 1
    }
    return opened
  }
}
