/// The last few key-to-key times of one key, and its confidence against a target.
///
/// keybr's measure: a key's confidence is the target time ÷ its measured time, the measured
/// time a moving average — here the mean of the last `window` times. With a target of 0.5 s and
/// the times 0.4, 0.6, 0.5 the mean is 0.5 s and the confidence 1.0; one more at 0.3 s makes
/// the mean 0.45 s and the confidence ≈ 1.11.
public struct KeyTimings: Hashable, Sendable, Codable {
  /// The most recent times in seconds, oldest first, at most `window` of them.
  public private(set) var recent: [Double] = []
  /// Every time ever added (not only the recent ones).
  public private(set) var count = 0
  /// How many times the average spans.
  public let window: Int

  /// The default span of the moving average.
  public static let defaultWindow = 10

  public init(window: Int = KeyTimings.defaultWindow) {
    self.window = max(1, window)
  }

  /// Adds one key-to-key time (seconds); a time that is not positive and finite is ignored.
  public mutating func add(_ seconds: Double) {
    guard seconds > 0, seconds.isFinite else { return }
    recent.append(seconds)
    if recent.count > window { recent.removeFirst(recent.count - window) }
    count += 1
  }

  /// The moving average in seconds, `nil` before the first time.
  public var average: Double? {
    recent.isEmpty ? nil : recent.reduce(0, +) / Double(recent.count)
  }

  /// `target` ÷ the moving average; `nil` before the first time.
  public func confidence(target: Double) -> Double? {
    guard let average, average > 0 else { return nil }
    return target / average
  }
}
