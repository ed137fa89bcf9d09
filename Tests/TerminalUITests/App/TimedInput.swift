@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// Terminal input at given times on a manual clock: a read returns the next input once its
/// time has come, else lets the clock run to it (or by the read's timeout); after the last
/// input and `tail` seconds more, it reports SIGTERM so the app loop ends.
struct TimedInput: InputSource {
  var inputs: [(time: Double, raw: RawInput)]
  let clock: ManualClock
  var now: Double
  let end: Double

  init(_ inputs: [(time: Double, raw: RawInput)], clock: ManualClock, start: Double, tail: Double) {
    self.inputs = inputs
    self.clock = clock
    self.now = start
    self.end = (inputs.last?.time ?? start) + tail
  }

  mutating func read(timeoutMilliseconds: Int32) -> RawInput? {
    if let next = inputs.first, next.time <= now {
      inputs.removeFirst()
      return next.raw
    }
    var wait = Double(max(1, timeoutMilliseconds)) / 1_000
    if let next = inputs.first { wait = min(wait, next.time - now) }
    clock.advance(by: wait)
    now += wait
    return nil
  }

  var pendingSignal: Int32? {
    inputs.isEmpty && now >= end ? 15 : nil
  }
}
