import KeyboardScreen
import TerminalKit

/// Steps waiting to run, in order, each relative to the one before.
///
/// Appending to an empty queue at time 10 makes the first step due at 10 + its delay; the
/// app runs due steps at their own times (not when it got round to them), so a 0.6 s hold
/// is 0.6 s on the session clock however busy the loop was. A played script of a million
/// events waits here whole: taking a step is O(1) (a read position, compacted now and then),
/// not a shift of every step behind it.
struct TouchQueue: Sendable {
  private var storage: [TouchStep] = []
  /// The first waiting step in `storage`.
  private var head = 0
  /// When the first step is due (session time); `nil` when empty.
  private(set) var dueTime: Double?

  /// The waiting steps, first due first.
  var steps: ArraySlice<TouchStep> { storage[head...] }

  var isEmpty: Bool { head == storage.count }

  /// Adds steps after the ones waiting; an idle queue starts counting at `now`.
  mutating func append(_ more: [TouchStep], now: Double) {
    guard !more.isEmpty else { return }
    if isEmpty {
      removeAll()
      dueTime = now + more[0].delay
    }
    storage += more
  }

  /// Puts steps in front of the waiting ones, the first due `now` + its delay; the old first
  /// step keeps its own delay, now counted from the last inserted step.
  mutating func prepend(_ more: [TouchStep], now: Double) {
    guard let first = more.first else { return }
    storage = more + storage[head...]
    head = 0
    dueTime = now + first.delay
  }

  /// Removes and returns the first step if it is due at or before `now`, with its due time.
  mutating func popDue(now: Double) -> (step: TouchStep, time: Double)? {
    guard let due = dueTime, due <= now else { return nil }
    return popFirst()
  }

  /// Removes and returns the first step whatever its time (a mouse press cuts in).
  mutating func popFirst() -> (step: TouchStep, time: Double)? {
    guard let due = dueTime, !isEmpty else { return nil }
    let step = storage[head]
    head += 1
    if isEmpty {
      removeAll()
    } else {
      dueTime = due + storage[head].delay
      // Drop the steps already run once they are most of the storage.
      if head >= 1_024 && head * 2 >= storage.count {
        storage.removeFirst(head)
        head = 0
      }
    }
    return (step, due)
  }

  /// Drops everything.
  mutating func removeAll() {
    storage.removeAll()
    head = 0
    dueTime = nil
  }
}
