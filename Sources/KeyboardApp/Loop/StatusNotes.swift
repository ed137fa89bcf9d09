import KeyboardScreen
import Synchronization
import TerminalKit

/// Problems the host program meets while the keyboard runs — a save that failed, a file that
/// could not be written — for the status line at once (`AppConfiguration.notes`).
///
/// Any thread posts (`notes.post("could not save learned data: disk full")`); the event loop
/// takes them each turn and shows them joined with " · ".
public final class StatusNotes: Sendable {
  private let pending = Mutex<[String]>([])

  public init() {}

  /// Queues `text` for the status line.
  public func post(_ text: String) {
    pending.withLock { $0.append(text) }
  }

  /// Everything posted since the last call, oldest first.
  public func take() -> [String] {
    pending.withLock { notes in
      defer { notes.removeAll() }
      return notes
    }
  }
}

extension TerminalApp {
  /// Shows what the host posted since the last turn.
  mutating func showStatusNotes() {
    guard let notes = configuration.notes?.take(), !notes.isEmpty else { return }
    // A failed save or write is a notice: it stays until read (Esc), never just flashes by.
    post(notice: notes.joined(separator: " · "))
  }
}
