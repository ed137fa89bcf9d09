import KeyboardSession
import Suggestions

/// What the host program wants applied after watched files changed (see `DirectoryWatcher`).
///
/// `AppConfiguration.externalChanges` receives the set of `ExternalChange`s and returns this;
/// the app applies it to the session between two frames and says so in the status line:
/// `ExternalUpdate(settings: reloaded, messages: ["설정을 다시 읽었습니다"])`.
public struct ExternalUpdate: Sendable {
  /// New settings to use (settings.conf changed); nil keeps the current ones.
  public var settings: KeyboardSettings?
  /// The store's shortcuts (they changed); nil keeps the current ones.
  public var shortcuts: [TextShortcut]?
  /// Learned words to forget (`sykb learned forget WORD`).
  public var forgottenWords: [String] = []
  /// `sykb learned reset`: every learned word goes.
  public var resetsLearnedData = false
  /// A pending reply set `sykb reply` left, to show in the bar.
  public var pendingReplies: ReplyMessage?
  /// For the status line, joined with " · " (problems in a changed file, what was applied).
  public var messages: [String] = []

  public init(
    settings: KeyboardSettings? = nil, shortcuts: [TextShortcut]? = nil,
    forgottenWords: [String] = [], resetsLearnedData: Bool = false, messages: [String] = []
  ) {
    self.settings = settings
    self.shortcuts = shortcuts
    self.forgottenWords = forgottenWords
    self.resetsLearnedData = resetsLearnedData
    self.messages = messages
  }
}

/// Shared data changed by other processes, applied between frames.
extension TerminalApp {
  /// Hands `changes` to the host and applies its answer: settings (the keyboard re-lays out
  /// and redraws), shortcuts, forgotten words, a reset. The applied settings become the saved
  /// ones, so they are not written back as if the user had changed them in F2.
  ///
  /// The host's settings are the run's layers recomputed (defaults < file < this run's
  /// options), so a reload changes only what the file changed. A change the user made since the
  /// last save is handed over first, so the reload is computed with it, never over it.
  mutating func applyExternalChanges(_ changes: Set<ExternalChange>) {
    if changes.contains(.pasteboard) { captureClipboard() }  // §4.12: another app copied
    guard !changes.isEmpty, let host = configuration.externalChanges else { return }
    log("external change: " + changes.map(\.name).sorted().joined(separator: ", "))
    if changes.contains(.settings), session.settings != savedSettings {
      savedSettings = session.settings
      configuration.settingsChanged?(session.settings)
    }
    let update = host(changes)
    var messages = update.messages
    if let settings = update.settings {
      if settings != session.settings {
        session.updateSettings { $0 = settings }
        drawer.invalidate()
        messages.insert("설정을 다시 읽었습니다 (settings reloaded)", at: 0)
      }
      savedSettings = settings
    }
    if let shortcuts = update.shortcuts {
      session.replaceShortcuts(shortcuts)
      messages.append("텍스트 대치 \(shortcuts.count)개 (shortcuts updated)")
    }
    for word in update.forgottenWords {
      let found = session.forgetLearnedWord(word)
      messages.append(found ? "“\(word)” 잊음 (forgotten)" : "“\(word)” 학습되지 않음")
    }
    if update.resetsLearnedData {
      session.resetLearnedData()
      messages.append("학습 데이터를 초기화했습니다 (learned data reset)")
    }
    if let set = update.pendingReplies, session.receivePendingReplies(set) {
      messages.append("답장 후보가 도착했습니다 (reply candidates)")
    }
    if !messages.isEmpty { show(messages.joined(separator: " · "), seconds: 6) }
  }
}
