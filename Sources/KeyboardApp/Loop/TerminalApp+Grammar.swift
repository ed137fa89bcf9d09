import KeyboardScreen
import KeyboardSession
import TerminalKit

/// The grammar pass in the running keyboard: Ctrl-F and the bar's ✎ ask the session, which
/// decides whether the text is sent; the provider's answer is taken between two frames and
/// shown on the bar word by word (Alt-1 applies it, Alt-2 or any key leaves the text).
extension TerminalApp {
  /// Ctrl-F: a grammar pass of the field's text.
  mutating func requestGrammarPass(at time: Double) {
    if session.send(.provider(.requestGrammar), at: time).accepted { log("grammar request sent") }
    showProviderNotices()
  }

  /// One turn of the loop: an answer that arrived goes into the bar; statuses are shown.
  mutating func receiveGrammar(now: Double) {
    if session.providerBar[.grammar]?.isAwaiting == true {
      session.send(.provider(.receiveGrammar), at: max(now, session.now))
    }
    showProviderNotices()
  }

  /// While a request is in flight the loop wakes every `replyPoll` (on the wall clock).
  var grammarPollDeadline: Double? {
    session.providerBar[.grammar]?.isAwaiting == true ? wallNow + Self.replyPoll : nil
  }
}
