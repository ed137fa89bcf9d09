import KeyboardScreen
import TerminalKit

/// Wraps an input source and reports a hang-up (SIGHUP) when the terminal is gone: reads that
/// keep returning nothing at once instead of waiting out their timeout.
///
/// A closed pseudo-terminal makes `poll` return at once with an error; without this the loop
/// would spin at full speed forever. Twenty such reads in a row (timeouts ≥ 20 ms) count.
struct HangupDetector<Source: InputSource>: InputSource {
  var source: Source
  let clock: @Sendable () -> Double
  private var instantEmptyReads = 0
  private var isHungUp = false

  static var threshold: Int { 20 }
  /// SIGHUP on Linux and the BSDs.
  static var hangupSignal: Int32 { 1 }

  init(source: Source, clock: @escaping @Sendable () -> Double) {
    self.source = source
    self.clock = clock
  }

  mutating func read(timeoutMilliseconds: Int32) -> RawInput? {
    let start = clock()
    let input = source.read(timeoutMilliseconds: timeoutMilliseconds)
    if input == nil && timeoutMilliseconds >= 20 && clock() - start < 0.002 {
      instantEmptyReads += 1
      if instantEmptyReads >= Self.threshold { isHungUp = true }
    } else {
      instantEmptyReads = 0
    }
    return input
  }

  var pollDescriptor: Int32? { source.pollDescriptor }

  var pendingSignal: Int32? {
    source.pendingSignal ?? (isHungUp ? Self.hangupSignal : nil)
  }
}
