/// The journal: every input the session applied, with its time, while one is kept
/// (`SessionLog`).
extension KeyboardSession {
  /// Appends to the journal when one is kept.
  mutating func journal(_ input: SessionInput, at time: Double) {
    log.journal?.append(TimedInput(input, at: time))
  }

  /// Appends a line to the trace while tracing (the line is not built otherwise).
  mutating func trace(_ line: @autoclosure () -> String) { log.trace(line()) }
}
