import KeyboardScreen
import KeyboardSession
import Localization
import Suggestions
import TerminalKit

/// What the host program wants applied after watched files changed (see `DirectoryWatcher`).
///
/// `AppConfiguration.externalChanges` receives the set of `ExternalChange`s and returns this;
/// the app applies it to the session between two frames and says so in the status line:
/// `ExternalUpdate(settings: reloaded, messages: ["settings.conf:3: bad line"])` shows
/// `설정을 다시 읽었습니다 · settings.conf:3: bad line` (in the language the keyboard speaks).
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
        session.send(.settings(settings), at: session.now)
        drawer.invalidate()
        // Said in the language just read: `language = en` reloaded is said in English.
        messages.insert(session.words(StatusText.settingsReloaded), at: 0)
        shareWords()
      }
      savedSettings = settings
    }
    let words = session.words
    if let shortcuts = update.shortcuts {
      session.send(.shared(.shortcuts(shortcuts)), at: session.now)
      messages.append(words(StatusText.shortcutsUpdated, ["count": String(shortcuts.count)]))
    }
    for word in update.forgottenWords {
      let found = session.send(.shared(.forget(word)), at: session.now).changed
      messages.append(
        words(found ? StatusText.wordForgotten : .wordNotLearned, ["word": word]))
    }
    if update.resetsLearnedData {
      session.send(.shared(.resetLearned), at: session.now)
      messages.append(words(StatusText.learnedDataReset))
    }
    if let set = update.pendingReplies,
      session.send(.provider(.pendingReplies(set)), at: session.now).changed
    {
      messages.append(words(StatusText.replyCandidatesArrived))  // from `sykb reply`
    }
    if !messages.isEmpty { show(messages.joined(separator: " · "), seconds: 6) }
  }
}
