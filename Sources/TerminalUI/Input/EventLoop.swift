/// Waits for the next thing the program must react to: input, a deadline, or a signal.
///
/// The caller owns the deadlines (the gesture engine's `nextDeadline()`, e.g. a long press at
/// press time + 0.5 s): `next(until: 2.5)` returns `.input` if the mouse moves before 2.5 s on the
/// clock and `.deadline` otherwise. Signals are checked at least every `maximumWait`.
public struct EventLoop<Source: InputSource> {
  /// Where raw input comes from.
  public var source: Source
  /// Turns raw input into events.
  public var decoder: InputDecoder
  /// The longest single wait in seconds, so a signal is never noticed late.
  public var maximumWait: Double
  private let clock: @Sendable () -> Double

  /// Creates a loop reading `source`, timing with `clock` (seconds, monotonic, any origin).
  public init(
    source: Source, codes: CursesCodes, maximumWait: Double = 0.25,
    clock: @escaping @Sendable () -> Double
  ) {
    self.source = source
    self.decoder = InputDecoder(codes: codes, clock: clock)
    self.maximumWait = maximumWait
    self.clock = clock
  }

  /// Returns the next event; with no deadline it waits for input or a signal.
  public mutating func next(until deadline: Double? = nil) -> LoopEvent {
    if let pending = decoder.takePending() { return .input(pending) }
    while true {
      if let signal = source.pendingSignal { return .signal(signal) }
      let now = clock()
      if let deadline, now >= deadline { return .deadline }
      var wait = maximumWait
      if let deadline { wait = min(wait, deadline - now) }
      if let raw = source.read(timeoutMilliseconds: Self.milliseconds(wait)),
        let input = decoder.decode(raw)
      {
        return .input(input)
      }
    }
  }

  // Rounded up so that a 0.4 ms wait does not spin with timeout 0.
  static func milliseconds(_ seconds: Double) -> Int32 {
    let milliseconds = (seconds * 1_000).rounded(.up)
    guard milliseconds.isFinite else { return 0 }
    return Int32(max(0, min(milliseconds, Double(Int32.max))))
  }
}
