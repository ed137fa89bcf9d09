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
  /// Files other processes change (settings, shortcuts, …): its descriptor is waited on
  /// together with the input, and `next` returns `.externalChange` when it has something.
  public var watcher: DirectoryWatcher?
  private let clock: @Sendable () -> Double
  /// Readings taken after an ESC that turned out not to be Alt's second half or a control
  /// sequence: the next ones, in order.
  private var heldBack: [RawInput] = []
  /// The last reading was a whole control sequence that means nothing to sykb.
  private var droppedSequence = false

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
    // A reading already taken (after an ESC) comes before anything else.
    if !heldBack.isEmpty, let input = readInput(timeoutMilliseconds: 0) { return .input(input) }
    while true {
      if let signal = source.pendingSignal { return .signal(signal) }
      let now = clock()
      if let deadline, now >= deadline { return .deadline }
      var wait = maximumWait
      if let deadline { wait = min(wait, deadline - now) }
      if let watcher {
        if watcher.hasChanges(now: now) { return .externalChange }
        if let input = readInput(timeoutMilliseconds: 0) { return .input(input) }
        if let input = source.pollDescriptor, let watched = watcher.descriptor {
          let wait = Self.milliseconds(wait)
          switch DirectoryWatcher.waitReadable(input: input, watched: watched, milliseconds: wait) {
          case .watched: return .externalChange
          case .input: break
          case .neither: continue  // timed out or a signal: look at the deadline again
          }
        }
      }
      if let input = readInput(timeoutMilliseconds: Self.milliseconds(wait)) {
        return .input(input)
      }
    }
  }

  /// Input that has already arrived, without waiting; `nil` when there is none (or a signal
  /// is pending: `next` reports it).
  public mutating func poll() -> TerminalInput? {
    if let pending = decoder.takePending() { return pending }
    if !heldBack.isEmpty, let input = readInput(timeoutMilliseconds: 0) { return input }
    guard source.pendingSignal == nil else { return nil }
    return readInput(timeoutMilliseconds: 0)
  }

  /// One reading decoded; `nil` when nothing came or it means nothing to sykb.
  ///
  /// Alt (Meta) arrives as ESC and then the key: ncurses hands over the ESC once nothing it
  /// knows follows, and the key right after it. An ESC with another key already waiting is
  /// Alt with that key (`ESC 1` → Alt-1, `ESC DEL` → Alt-Backspace); an ESC alone, or one
  /// followed by what cannot take Alt (ESC, the mouse, a paste), is the Esc key and the
  /// reading after it is kept for the next call — never dropped. An ESC and `[` with a whole
  /// control sequence behind them (a kitty key event, a terminal's reply: ncurses knows
  /// neither and hands them over character by character) is that sequence; one that stops
  /// short is Alt-[ and the characters after it, as before.
  private mutating func readInput(timeoutMilliseconds: Int32) -> TerminalInput? {
    var timeout = timeoutMilliseconds
    while let raw = take(timeoutMilliseconds: timeout) {
      if let input = readInput(after: raw) { return input }
      // A sequence sykb does not use (a report it never asked for) was dropped whole: what
      // came with it is read at once.
      guard droppedSequence else { return nil }
      droppedSequence = false
      timeout = 0
    }
    return nil
  }

  /// `raw` decoded, with what follows it when it is an ESC.
  private mutating func readInput(after raw: RawInput) -> TerminalInput? {
    let input = decoder.decode(raw)
    guard input == .key(.escape), let next = take(timeoutMilliseconds: 0) else {
      return complete(input)
    }
    switch next {
    case .character(0x5B):
      switch readControlSequence() {
      case .decoded(let sequence?):
        return sequence
      case .decoded(nil):
        droppedSequence = true
        return nil
      case .incomplete(let readings):
        heldBack = readings + heldBack
        return InputDecoder.alt(.character("["))
      }
    case .character, .keyCode:
      // Decoding a key reading changes nothing in the decoder: it can be decoded again.
      if let key = decoder.decode(next), let alt = InputDecoder.alt(key) { return alt }
    case .mouse, .resize:
      break
    }
    heldBack.insert(next, at: 0)
    return input
  }

  /// The next reading: one held back first, else the source's.
  private mutating func take(timeoutMilliseconds: Int32) -> RawInput? {
    if !heldBack.isEmpty { return heldBack.removeFirst() }
    return source.read(timeoutMilliseconds: timeoutMilliseconds)
  }

  /// What follows `ESC [`, read without waiting.
  private enum ControlSequenceReading {
    /// A whole sequence, and what it means (`nil`: nothing sykb uses).
    case decoded(TerminalInput?)
    /// The sequence stopped short: the readings after `[`, to be read again as keys.
    case incomplete([RawInput])
  }

  /// Reads a control sequence's parameters up to its final character, without waiting.
  private mutating func readControlSequence() -> ControlSequenceReading {
    var readings: [RawInput] = []
    var body = String.UnicodeScalarView()
    while readings.count <= ControlSequence.maximumLength,
      let raw = take(timeoutMilliseconds: 0)
    {
      readings.append(raw)
      guard case .character(let value) = raw, let scalar = Unicode.Scalar(value) else { break }
      if ControlSequence.isFinal(value) {
        return .decoded(ControlSequence.decode(String(body), final: scalar, time: clock()))
      }
      guard ControlSequence.isBody(value) else { break }
      body.append(scalar)
    }
    return .incomplete(readings)
  }

  /// The most scalars one paste keeps (4 Mi): more is dropped, never a hang or an exhausted
  /// memory.
  public static var maximumPasteScalars: Int { 4 << 20 }
  /// A paste whose end marker does not come within this many milliseconds of its last byte
  /// ends there.
  static var pasteTimeoutMilliseconds: Int32 { 500 }

  /// A paste's start marker reads on to its end marker: the text between is one `.paste`.
  private mutating func complete(_ input: TerminalInput?) -> TerminalInput? {
    guard input == .key(.pasteBegin) else { return input == .key(.pasteEnd) ? nil : input }
    if let text = source.readPastedText(maximumScalars: Self.maximumPasteScalars) {
      return .paste(text)
    }
    var scalars = String.UnicodeScalarView()
    var count = 0
    reading: while let raw = source.read(timeoutMilliseconds: Self.pasteTimeoutMilliseconds) {
      if case .character(let value) = raw {
        // Control characters are counted too: cleaning drops some (CR LF is one line break).
        if let scalar = Unicode.Scalar(value), count < 2 * Self.maximumPasteScalars {
          scalars.append(scalar)
          count += 1
        }
      } else if decoder.decode(raw) == .key(.pasteEnd) {
        break reading
      }
    }
    return .paste(PastedText.clean(scalars, limit: Self.maximumPasteScalars))
  }

  // Rounded up so that a 0.4 ms wait does not spin with timeout 0.
  static func milliseconds(_ seconds: Double) -> Int32 {
    let milliseconds = (seconds * 1_000).rounded(.up)
    guard milliseconds.isFinite else { return 0 }
    return Int32(max(0, min(milliseconds, Double(Int32.max))))
  }
}
