/// Waits for the next thing the program must react to: input, a deadline, or a signal.
///
/// The caller owns the deadlines (a long-press timer at press + 500 ms, a key-repeat tick…):
/// `next(until: press + .milliseconds(500))` returns `.input` if the mouse moves first and
/// `.deadline` otherwise. Signals are checked at least every `maximumWait`.
public struct EventLoop<Source: InputSource> {
  /// Where raw input comes from.
  public var source: Source
  /// Turns raw input into events.
  public var decoder: InputDecoder
  /// The longest single wait, so a signal is never noticed late.
  public var maximumWait: Duration
  private let clock: @Sendable () -> Duration

  /// Creates a loop reading `source`, timing with `clock` (time since any fixed origin).
  public init(
    source: Source, codes: CursesCodes, maximumWait: Duration = .milliseconds(250),
    clock: @escaping @Sendable () -> Duration
  ) {
    self.source = source
    self.decoder = InputDecoder(codes: codes, clock: clock)
    self.maximumWait = maximumWait
    self.clock = clock
  }

  /// Returns the next event; with no deadline it waits for input or a signal.
  public mutating func next(until deadline: Duration? = nil) -> LoopEvent {
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
  static func milliseconds(_ duration: Duration) -> Int32 {
    let components = duration.components
    let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
    let fraction = (components.attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond
    return Int32(clamping: max(0, components.seconds * 1_000 + fraction))
  }
}
