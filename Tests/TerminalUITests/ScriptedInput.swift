import KeyboardApp
import KeyboardScreen
import TerminalKit

/// An input source that plays back a script and advances a manual clock by each wait.
struct ScriptedInput: InputSource {
  /// `nil` entries are timeouts.
  var script: [RawInput?]
  var clock: ManualClock
  var signalAfterScript: Int32?
  /// The timeouts the loop asked for, in order.
  private(set) var timeouts: [Int32] = []

  mutating func read(timeoutMilliseconds: Int32) -> RawInput? {
    timeouts.append(timeoutMilliseconds)
    guard !script.isEmpty else {
      clock.advance(by: Double(timeoutMilliseconds) / 1_000)
      return nil
    }
    let next = script.removeFirst()
    if next == nil {
      clock.advance(by: Double(timeoutMilliseconds) / 1_000)
    }
    return next
  }

  var pendingSignal: Int32? {
    script.isEmpty ? signalAfterScript : nil
  }
}
