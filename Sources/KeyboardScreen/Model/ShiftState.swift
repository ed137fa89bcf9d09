import TerminalKit

/// The state of the shift key.
///
/// QWERTY: tap → `.on`, double tap → `.capsLock`, tap again → `.off`.
public enum ShiftState: Sendable, Equatable, Hashable {
  case off
  case on
  case capsLock
}
