/// What past lessons say: each key's times in the order typed, the key-to-key transitions,
/// and from them the learner's progress, the slowest transitions and the personal model.
///
/// Built from the store's taps (the shell hands them over as plain values): a tap with a
/// clean time counts for its key and for the transition from the key before.
public struct PracticeHistory: Hashable, Sendable {
  /// One tap with a clean key-to-key time.
  public struct Timed: Hashable, Sendable {
    public var from: String
    public var to: String
    public var seconds: Double

    public init(from: String, to: String, seconds: Double) {
      self.from = from
      self.to = to
      self.seconds = seconds
    }
  }

  /// One transition's mean over the history.
  public struct Transition: Hashable, Sendable {
    public var from: String
    public var to: String
    public var mean: Double
    public var count: Int
  }

  /// The clean times, oldest first.
  public var timed: [Timed]
  /// Errors by the key that was due.
  public var errors: [String: Int]

  public init(timed: [Timed] = [], errors: [String: Int] = [:]) {
    self.timed = timed
    self.errors = errors
  }

  /// Adds a finished (or cut-short) lesson's clean times and errors.
  public mutating func add(_ checker: TapChecker) {
    for transition in checker.transitions {
      timed.append(Timed(from: transition.from, to: transition.to, seconds: transition.seconds))
    }
    for (key, count) in checker.errors { errors[key, default: 0] += count }
  }

  /// The progress these times give on a keyboard whose keys open in `order`: every time
  /// recorded in turn, so keys open as they did while practising.
  public func progress(order: [String], targetTime: Double) -> PracticeProgress {
    var progress = PracticeProgress(order: order, targetTime: targetTime)
    for time in timed { progress.record(time.seconds, for: time.to) }
    return progress
  }

  /// The transitions with at least `minimumCount` times, the slowest mean first (ties by
  /// names), at most `limit`.
  public func slowestTransitions(limit: Int = 5, minimumCount: Int = 2) -> [Transition] {
    var sums: [String: (from: String, to: String, total: Double, count: Int)] = [:]
    for time in timed {
      let name = time.from + "\u{1F}" + time.to
      var entry = sums[name] ?? (time.from, time.to, 0, 0)
      entry.total += time.seconds
      entry.count += 1
      sums[name] = entry
    }
    return sums.values.filter { $0.count >= minimumCount }
      .map {
        Transition(from: $0.from, to: $0.to, mean: $0.total / Double($0.count), count: $0.count)
      }
      .sorted {
        $0.mean != $1.mean ? $0.mean > $1.mean : ($0.from, $0.to) < ($1.from, $1.to)
      }
      .prefix(limit).map { $0 }
  }

  /// The times as the Fitts fit takes them.
  public var transitions: [(from: String, to: String, seconds: Double)] {
    timed.map { ($0.from, $0.to, $0.seconds) }
  }
}
