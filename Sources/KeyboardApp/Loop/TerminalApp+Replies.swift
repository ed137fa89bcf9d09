import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

extension ExternalChange {
  /// `sykb reply` left a pending reply set in the data directory.
  public static let pendingReplies = ExternalChange("pending-replies")
}

/// Reply candidates in the running keyboard: the button and Ctrl-R ask the
/// session, which decides whether anything is sent; a provider's answer is taken between two
/// frames, and the session's short statuses go to the status line.
extension KeyBindings {
  /// The help's reply section (the setup explanation opens the help there).
  static let replyHeading = "── Reply candidates ──"
}

extension TerminalApp {
  /// How often the loop looks for a provider's answer while one is awaited (seconds).
  static let replyPoll = 0.02

  /// Ctrl-R: reply candidates for the latest message (the 💬 button goes through the bar).
  mutating func requestReplies(at time: Double) {
    let sent = session.send(.provider(.requestReplies(to: nil)), at: time).accepted
    if sent { log("reply request sent") }
    showProviderNotices()
  }

  /// One turn of the loop: an answer that arrived goes into the bar; statuses are shown.
  mutating func receiveReplies(now: Double) {
    let replies = session.providerBar[.replies]
    if replies?.isAwaiting == true || replies?.isActive == true {
      session.send(.provider(.receiveReplies), at: max(now, session.now))
    }
    // Candidates in the bar: "nothing to reply to" or "waiting" no longer holds.
    if case .showing = session.providerBar[ReplyCandidates.self]?.phase { status.clear(.reply) }
    showProviderNotices()
  }

  /// While a request is in flight the loop wakes every `replyPoll` (on the wall clock).
  var replyPollDeadline: Double? {
    session.providerBar[.replies]?.isAwaiting == true ? wallNow + Self.replyPoll : nil
  }

  /// The provider features' statuses since the last turn: the replies' on the reply topic, the
  /// others' (the grammar pass) after them.
  mutating func showProviderNotices() {
    let notices = session.takeProviderNotices()
    let replies = notices.filter { $0.feature == ReplyCandidates.name }.map(\.text)
    let others = notices.filter { $0.feature != ReplyCandidates.name }.map(\.text)
    showReplyNotices(replies)
    guard !others.isEmpty else { return }
    show(others.joined(separator: " · "), seconds: others.contains { $0.count > 60 } ? 15 : 5)
  }

  private mutating func showReplyNotices(_ notices: [String]) {
    guard !notices.isEmpty else { return }
    // No provider: the help opens at its reply section, with the two Ollama lines.
    let setup = ProviderBars.setupNotice(session.words)
    if notices.contains(where: { $0.hasPrefix(setup) }), panel == nil,
      let row = KeyBindings.help.firstIndex(where: { $0.action == KeyBindings.replyHeading })
    {
      panel = .help(first: row + 1)  // after the help's first row, this terminal's keys
      show(
        setup + " " + session.words(StatusText.replySetupReadme),
        seconds: 8,
        topic: .reply)
      return
    }
    // The setup explanation is long: it stays long enough to be read (and copied).
    show(
      notices.joined(separator: " · "), seconds: notices.contains { $0.count > 60 } ? 15 : 5,
      topic: .reply)
  }
}
