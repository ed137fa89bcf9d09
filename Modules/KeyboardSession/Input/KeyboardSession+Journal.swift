/// The journal: every input the session applied, with its time, while one is kept (what
/// `sykb run --record` writes as a script).
extension KeyboardSession {
  /// Starts journaling inputs into `inputJournal`.
  public mutating func startInputJournal() {
    inputJournal = []
  }

  /// What entered since the last call, oldest first (empty when not journaling).
  public mutating func takeInputJournal() -> [TimedInput] {
    guard let journal = inputJournal, !journal.isEmpty else { return [] }
    inputJournal = []
    return journal
  }

  /// Appends to the journal when one is kept.
  mutating func journal(_ input: SessionInput, at time: Double) {
    inputJournal?.append(TimedInput(input, at: time))
  }
}
