/// Follows a lesson tap by tap: each tap is compared with the plan's next key, timed from the
/// previous tap, and a wrong one is an error until deletes bring the field back onto the plan.
///
/// On `가` (천지인: `ㄱㅋ ㅣ ㆍ`), taps `ㄱㅋ` at 0 s, `ㅡ` at 0.5 s (wrong: an error on `ㅣ`, the
/// key that was due), `delete` at 1.0 s (the field is `ㄱ` again: back on the plan at 1),
/// `ㅣ` at 1.6 s, `ㆍ` at 2.0 s: the lesson is done, 5 taps of which 3 on the plan and 1
/// wrong (accuracy 0.75), and one clean key-to-key time: `ㆍ` after `ㅣ`, 0.4 s. The `ㅣ`
/// after the delete is not timed: correcting is not typing.
public struct TapChecker: Hashable, Sendable {
  /// What one tap was.
  public enum Verdict: Hashable, Sendable {
    /// The plan's next key.
    case correct
    /// Another key while the field was on the plan: an error on `expected`.
    case wrong(expected: String)
    /// A key typed while the field is already off the plan (after an uncorrected error).
    case offPlan
    /// The delete key.
    case delete
  }

  /// One tap as the checker saw it.
  public struct Tap: Hashable, Sendable {
    public var key: String
    /// Seconds on the lesson's clock.
    public var time: Double
    public var verdict: Verdict
    /// Seconds since the previous tap when this tap and the one before were both on the plan
    /// (a clean key-to-key time), else `nil`.
    public var interval: Double?
    /// The previous key when `interval` is set (the transition's start).
    public var previousKey: String?
    /// The plan's tap index this tap typed, for a correct one.
    public var planIndex: Int?
    /// Made as a tap of its own (a finger, a grid key), not typed from text that arrived
    /// whole: only timed taps give times.
    public var isTimed: Bool

    public init(
      key: String, time: Double, verdict: Verdict, interval: Double?, previousKey: String?,
      planIndex: Int?, isTimed: Bool = true
    ) {
      self.isTimed = isTimed
      self.key = key
      self.time = time
      self.verdict = verdict
      self.interval = interval
      self.previousKey = previousKey
      self.planIndex = planIndex
    }
  }

  public let target: LessonTarget
  /// Planned taps done while the field is on the plan.
  public private(set) var position = 0
  /// Taps past the plan not yet deleted (0 while on the plan).
  public private(set) var offPlan = 0
  /// Every tap, in order.
  public private(set) var taps: [Tap] = []
  /// Errors by the key that was due.
  public private(set) var errors: [String: Int] = [:]
  /// The key that was due when the last error was made, while it is not corrected.
  public private(set) var pendingError: String?

  /// The name of the delete key.
  public static let deleteKey = "delete"

  public init(target: LessonTarget) {
    self.target = target
  }

  /// Whether every planned tap is done and nothing wrong is left.
  public var isFinished: Bool { position == target.taps.count && offPlan == 0 }

  /// The key due next (`nil` when finished or off the plan).
  public var expectedKey: String? {
    guard offPlan == 0, position < target.taps.count else { return nil }
    return target.taps[position].key
  }

  /// Records a tap of `key` at `time`; `field` is the field's text after it (used after a
  /// delete to find the place on the plan again). A tap that is not `timed` (typed from text
  /// that arrived whole) is checked but gives no time, nor does the tap after it. Returns the
  /// verdict.
  @discardableResult
  public mutating func tap(_ key: String, at time: Double, field: String, timed: Bool = true)
    -> Verdict
  {
    let previous = taps.last
    let verdict: Verdict
    var planIndex: Int?
    if key == Self.deleteKey {
      verdict = .delete
      resynchronise(field: field)
    } else if offPlan > 0 || position >= target.taps.count {
      verdict = .offPlan
      offPlan += 1
    } else if target.taps[position].key == key {
      verdict = .correct
      planIndex = position
      position += 1
      pendingError = nil
    } else {
      let expected = target.taps[position].key
      verdict = .wrong(expected: expected)
      errors[expected, default: 0] += 1
      pendingError = expected
      offPlan = 1
    }
    var interval: Double?
    var previousKey: String?
    if timed, verdict == .correct, let previous, previous.verdict == .correct, previous.isTimed,
      let index = planIndex, index > 0, previous.planIndex == index - 1
    {
      interval = time - previous.time
      previousKey = previous.key
    }
    taps.append(
      Tap(
        key: key, time: time, verdict: verdict, interval: interval, previousKey: previousKey,
        planIndex: planIndex, isTimed: timed))
    return verdict
  }

  /// After a delete: the latest place on the plan whose field is `field`; without one, the
  /// delete is taken to undo one tap.
  private mutating func resynchronise(field: String) {
    let limit = min(position, target.fieldAfter.count - 1)
    if limit >= 0 {
      for k in stride(from: limit, through: 0, by: -1) where target.fieldAfter[k] == field {
        position = k
        offPlan = 0
        return
      }
    }
    if offPlan > 0 {
      offPlan -= 1
    } else if position > 0 {
      position -= 1
    }
  }

  /// The clean key-to-key times, in order: (previous key, key, seconds).
  public var transitions: [(from: String, to: String, seconds: Double)] {
    taps.compactMap { tap in
      guard let interval = tap.interval, let from = tap.previousKey else { return nil }
      return (from, tap.key, interval)
    }
  }
}
