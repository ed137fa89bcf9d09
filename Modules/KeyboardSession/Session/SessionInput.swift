import Gestures

/// One thing that entered a session from outside its own rules, as `sykb run --record` keeps
/// it: a touch, an input method's end of composition, or text the host inserted itself.
///
/// Typing `가` from an input method on 두벌식 journals the touches of `ㄱ` and `ㅏ` (down and up
/// each, with their times) and then `.commit`; a paste or a host cursor move is not journaled
/// here — the app records those as script verbs of their own.
public enum SessionInput: Equatable, Sendable {
  case touch(TouchEvent)
  /// `endComposition()`: the composition ends without a key.
  case commit(time: Double)
  /// `insertHostText(_:at:)`.
  case hostInsert(String, time: Double)
}

extension KeyboardSession {
  /// Starts journaling touches, commits and host inserts into `inputJournal`.
  public mutating func startInputJournal() {
    inputJournal = []
  }

  /// What entered since the last call, oldest first (empty when not journaling).
  public mutating func takeInputJournal() -> [SessionInput] {
    guard let journal = inputJournal, !journal.isEmpty else { return [] }
    inputJournal = []
    return journal
  }

  /// Appends to the journal when one is kept.
  mutating func journal(_ input: SessionInput) {
    inputJournal?.append(input)
  }
}
