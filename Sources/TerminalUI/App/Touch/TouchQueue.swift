/// Steps waiting to run, in order, each relative to the one before.
///
/// Appending to an empty queue at time 10 makes the first step due at 10 + its delay; the
/// app runs due steps at their own times (not when it got round to them), so a 0.6 s hold
/// is 0.6 s on the session clock however busy the loop was.
struct TouchQueue: Sendable {
  private(set) var steps: [TouchStep] = []
  /// When the first step is due (session time); `nil` when empty.
  private(set) var dueTime: Double?

  var isEmpty: Bool { steps.isEmpty }

  /// Adds steps after the ones waiting; an idle queue starts counting at `now`.
  mutating func append(_ more: [TouchStep], now: Double) {
    guard !more.isEmpty else { return }
    if steps.isEmpty {
      dueTime = now + more[0].delay
    }
    steps += more
  }

  /// Puts steps in front of the waiting ones, the first due `now` + its delay; the old first
  /// step keeps its own delay, now counted from the last inserted step.
  mutating func prepend(_ more: [TouchStep], now: Double) {
    guard let first = more.first else { return }
    steps = more + steps
    dueTime = now + first.delay
  }

  /// Removes and returns the first step if it is due at or before `now`, with its due time.
  mutating func popDue(now: Double) -> (step: TouchStep, time: Double)? {
    guard let due = dueTime, due <= now, !steps.isEmpty else { return nil }
    let step = steps.removeFirst()
    dueTime = steps.first.map { due + $0.delay }
    return (step, due)
  }

  /// Removes and returns the first step whatever its time (a mouse press cuts in).
  mutating func popFirst() -> (step: TouchStep, time: Double)? {
    guard let due = dueTime, !steps.isEmpty else { return nil }
    let step = steps.removeFirst()
    dueTime = steps.first.map { due + $0.delay }
    return (step, due)
  }

  /// Drops everything.
  mutating func removeAll() {
    steps.removeAll()
    dueTime = nil
  }
}
