import Gestures
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

@Suite("Touch queue")
struct TouchQueueTests {
  static func step(_ delay: Double, _ key: String) -> TouchStep {
    .touch(.down, .key(key), after: delay)
  }

  /// Pops everything due by `now`: the keys with their due times.
  static func drain(_ queue: inout TouchQueue, until now: Double) -> [String] {
    var popped: [String] = []
    while let (step, time) = queue.popDue(now: now) {
      guard case .touch(_, .key(let key), _) = step.action else { continue }
      popped.append("\(key)@\(time)")
    }
    return popped
  }

  @Test("steps come due one after another, each after its delay")
  func dueTimes() {
    var queue = TouchQueue()
    queue.append([Self.step(1, "a"), Self.step(0.5, "b")], now: 10)
    #expect(queue.dueTime == 11)
    #expect(Self.drain(&queue, until: 11.2) == ["a@11.0"])
    queue.append([Self.step(2, "c")], now: 50)
    #expect(Self.drain(&queue, until: 14) == ["b@11.5", "c@13.5"])
    #expect(queue.isEmpty)
    #expect(queue.dueTime == nil)
    // An idle queue starts counting at the time of the append.
    queue.append([Self.step(1, "d")], now: 20)
    #expect(Self.drain(&queue, until: 21) == ["d@21.0"])
  }

  @Test("prepended steps go first; the old first step counts from the last of them")
  func prepend() {
    var queue = TouchQueue()
    queue.append([Self.step(1, "a"), Self.step(1, "b")], now: 0)
    _ = queue.popFirst()
    queue.prepend([Self.step(0, "x")], now: 5)
    #expect(Self.drain(&queue, until: 100) == ["x@5.0", "b@6.0"])
  }

  @Test("a long queue pops in order through its compactions, and removeAll empties it")
  func longQueue() {
    var queue = TouchQueue()
    queue.append((0..<5_000).map { Self.step(1, String($0)) }, now: 0)
    var keys: [String] = []
    while let (step, time) = queue.popFirst() {
      guard case .touch(_, .key(let key), _) = step.action else { continue }
      #expect(time == Double(Int(key).map { $0 + 1 } ?? 0))
      keys.append(key)
      if keys.count == 3_000 { #expect(queue.steps.count == 2_000) }
    }
    #expect(keys == (0..<5_000).map(String.init))
    queue.append([Self.step(1, "a"), Self.step(1, "b")], now: 0)
    queue.removeAll()
    #expect(queue.isEmpty && queue.dueTime == nil && queue.popFirst() == nil)
  }
}
