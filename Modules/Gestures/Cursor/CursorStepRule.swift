/// How far one cursor-drag update moves the cursor (§3.3), before the session's clamp.
///
/// With interval 5: `steps(travel: 10, velocity: 1000, previousVelocity: 900)` is 3 (two
/// ticks, +1 for ≥ 900 pt/s, no acceleration: it rose by only 100); `travel: -12` at 60 pt/s
/// is −2; `travel: 20` at 2000 after 1000 is 4 (4 + 2 + 1, capped).
public enum CursorStepRule {
  /// Most characters one update may move.
  public static let maximumSteps = 4
  /// |velocity| from which one extra step is added.
  public static let fastSpeed = 900.0
  /// |velocity| from which two extra steps are added.
  public static let veryFastSpeed = 1600.0
  /// Rise in |velocity| over the previous non-zero sample that adds one step.
  public static let accelerationRise = 900.0

  /// Signed steps for `travel` points of horizontal movement since the last move.
  ///
  /// Less than one interval is 0 whatever the speed; boosts only add to a real move. Without
  /// `accelerates` every real move is exactly one character, however far or fast.
  public static func steps(
    travel: Double, interval: Double, velocity: Double, previousVelocity: Double,
    accelerates: Bool = true
  ) -> Int {
    let ticks = wholeIntervals(abs(travel), per: interval, limit: maximumSteps)
    guard ticks > 0 else { return 0 }
    guard accelerates else { return travel < 0 ? -1 : 1 }
    let speed = abs(velocity)
    var boost = 0
    if speed >= veryFastSpeed {
      boost += 2
    } else if speed >= fastSpeed {
      boost += 1
    }
    let previousSpeed = abs(previousVelocity)
    if previousSpeed > 0 && speed - previousSpeed >= accelerationRise { boost += 1 }
    let steps = min(maximumSteps, ticks + boost)
    return travel < 0 ? -steps : steps
  }

  /// How many whole `interval`s fit in `distance`, at most `limit`; 0 when the distance is
  /// not positive (or NaN). `wholeIntervals(12, per: 5, limit: 4)` is 2.
  ///
  /// Truncating `Int(_:)` after the clamp is the floor here and needs no libm.
  static func wholeIntervals(_ distance: Double, per interval: Double, limit: Int) -> Int {
    guard interval > 0, distance > 0 else { return 0 }
    let count = distance / interval
    guard count.isFinite else { return limit }
    return Int(min(count, Double(limit)))
  }
}
