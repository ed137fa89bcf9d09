import KeyboardScreen
import Localization
import Synchronization
import TerminalKit

/// Problems the host program meets while the keyboard runs — a save that failed, a file that
/// could not be written — for the status line at once (`AppConfiguration.notes`), and the
/// language to say them in.
///
/// Any thread posts (`notes.post("could not save learned data: disk full")`); the event loop
/// takes them each turn and shows them joined with " · ". The loop keeps `words` the
/// session's (the `language` setting may change while it runs), so the host makes each
/// message in the language the keyboard speaks when it is made:
/// `notes.words(HostText.learnedNotSaved, …)`.
public final class StatusNotes: Sendable {
  private let pending = Mutex<[String]>([])
  private let language: Mutex<Words>

  /// `words`: the language until the keyboard says its own (the host's guess at start:
  /// `InterfaceWords.words(environment:)`).
  public init(words: Words = Words(.english)) {
    language = Mutex(words)
  }

  /// The words the keyboard speaks now.
  public var words: Words {
    get { language.withLock { $0 } }
    set { language.withLock { $0 = newValue } }
  }

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
    shareWords()
    guard let notes = configuration.notes?.take(), !notes.isEmpty else { return }
    // A failed save or write is a notice: it stays until read (Esc), never just flashes by.
    post(notice: notes.joined(separator: " · "))
  }
}
