import KeyboardSession
import Synchronization

/// A reply provider the test answers by hand: it records every request and delivers an
/// answer when the test calls `deliver`.
///
/// `service.deliver(["네", "좋아요"])` is the provider's answer to the newest request arriving;
/// `.provider(.receiveReplies)` sent to the session then puts it on the bar.
public final class ManualReplyService: ReplyService {
  private let state: Mutex<State>

  struct State {
    var message: ReplyMessage?
    var requests: [ReplyRequest] = []
    var answers: [ReplyAnswer] = []
  }

  /// A service whose latest message is `message`.
  public init(message: ReplyMessage? = nil) {
    state = Mutex(State(message: message))
  }

  /// Every request sent, oldest first.
  public var requests: [ReplyRequest] { state.withLock { $0.requests } }

  /// Replaces the latest message (another app copied something).
  public func setMessage(_ message: ReplyMessage?) {
    state.withLock { $0.message = message }
  }

  /// The answer to the newest request arrives.
  public func deliver(_ result: ReplyAnswer.Result) {
    state.withLock {
      guard let id = $0.requests.last?.id else { return }
      $0.answers.append(ReplyAnswer(id: id, result: result))
    }
  }

  /// Candidates for the newest request arrive.
  public func deliver(_ candidates: [String]) { deliver(.candidates(candidates)) }

  public func latestMessage() -> ReplyMessage? { state.withLock { $0.message } }

  public func send(_ request: ReplyRequest) {
    state.withLock { $0.requests.append(request) }
  }

  public func takeAnswers() -> [ReplyAnswer] {
    state.withLock { state in
      defer { state.answers.removeAll() }
      return state.answers
    }
  }
}
