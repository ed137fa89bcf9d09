import KeyboardScreen
import TerminalKit

/// Session time against the wall clock: `session = sessionOrigin + (wall − wallOrigin) ×
/// speed`, moved forward by the virtual time of the touches bindings apply at once.
///
/// Started at wall 100 s and session 0, wall 100.5 s is session 0.5; after a binding's tap
/// took 0.06 s of virtual time at session 0.5, wall 100.5 s is session 0.56 (the clock never
/// goes back, and never waits for the virtual time to pass).
struct AppClock: Sendable, Equatable {
  private(set) var wallOrigin = 0.0
  private(set) var sessionOrigin = 0.0
  /// Session seconds per wall second (`sykb play --speed`).
  var speed = 1.0
  /// The loop's latest idea of the time (session seconds); bindings start from it.
  private(set) var current = 0.0

  /// Starts counting: `wall` is session time `session`.
  mutating func start(wall: Double, session: Double) {
    wallOrigin = wall
    sessionOrigin = session
    current = session
  }

  /// Session time for a wall-clock time.
  func sessionTime(_ wall: Double) -> Double {
    sessionOrigin + (wall - wallOrigin) * speed
  }

  /// Wall-clock time for a session time (a deadline to wait for).
  func wallTime(_ session: Double) -> Double {
    wallOrigin + (session - sessionOrigin) / speed
  }

  /// The loop has seen time `time`: `current` moves up to it (never back).
  mutating func reach(_ time: Double) {
    current = max(current, time)
  }

  /// Virtual time was used up to `time`: from now on the wall clock maps past it.
  mutating func advanceVirtually(to time: Double) {
    guard time > current else { return }
    sessionOrigin += time - current
    current = time
  }
}
