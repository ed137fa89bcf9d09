import KeyboardScreen
import Synchronization
import TerminalKit

/// A clock that moves only when told: headless playback's time, so a script plays at its own
/// timing in the cast however fast the machine renders it.
public final class VirtualClock: Sendable {
  private let seconds: Mutex<Double>

  public init(start: Double = 0) {
    seconds = Mutex(start)
  }

  /// The current time in seconds.
  @Sendable public func read() -> Double {
    seconds.withLock { $0 }
  }

  /// Moves the time forward by `interval` seconds (never backwards).
  public func advance(by interval: Double) {
    seconds.withLock { $0 += max(0, interval) }
  }
}

/// The input of a screen nobody looks at (`sykb play --cast` without a terminal): no key ever
/// arrives, and waiting for one moves the virtual clock by the wait instead of sleeping.
///
/// A played script quits at its end; if nothing ends the run within `limit` virtual seconds,
/// a SIGTERM is reported so the loop returns rather than idling forever.
public struct HeadlessInput: InputSource {
  public let clock: VirtualClock
  public let limit: Double

  public init(clock: VirtualClock, limit: Double = 3_600) {
    self.clock = clock
    self.limit = limit
  }

  public mutating func read(timeoutMilliseconds: Int32) -> RawInput? {
    if timeoutMilliseconds > 0 {
      clock.advance(by: Double(timeoutMilliseconds) / 1_000)
    } else if timeoutMilliseconds < 0 {
      clock.advance(by: limit)
    }
    return nil
  }

  /// SIGTERM once the limit has passed.
  public var pendingSignal: Int32? {
    clock.read() >= limit ? 15 : nil
  }
}
