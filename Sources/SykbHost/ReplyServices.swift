import KeyboardApp
import KeyboardScreen
import KeyboardSession
import LearningStore
import Localization
import Replies
import TerminalKit

/// Wires reply candidates into `sykb run`: the background service behind the
/// session, the pending set shown at start, and the pending-replies file on the live channel.
///
/// A set `sykb reply --image shot.png` leaves while the keyboard runs reaches it through the
/// directory watcher within a second; a keyboard started later shows it at once.
public enum ReplyServices {
  public static func install(
    into session: inout KeyboardSession, configuration: inout AppConfiguration,
    paths: StorePaths, environment: [String: String]
  ) {
    let inbox = ReplyInbox(
      dataDirectory: paths.dataDirectory,
      pasteboard: Pasteboard(directory: paths.pasteboardDirectory))
    let service = BackgroundReplyService(environment: environment, words: session.words) {
      inbox.latestMessage()
    }
    session.installProviderService(service)
    session.installProviderService(
      BackgroundGrammarService(environment: environment, words: session.words))
    if let pending = inbox.pendingCandidates() {
      session.send(.provider(.pendingReplies(pending)), at: session.now)
    }
    configuration.watchedFiles.append(
      WatchedFile(
        directory: paths.dataDirectory, name: PendingReplyStore.fileName,
        change: .pendingReplies))
    let host = configuration.externalChanges
    configuration.externalChanges = { changes in
      var update = host?(changes) ?? ExternalUpdate()
      if changes.contains(.pendingReplies) { update.pendingReplies = inbox.pendingCandidates() }
      return update
    }
  }
}
