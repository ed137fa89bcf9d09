import KeyboardSession
import Synchronization

/// A grammar service the test answers by hand: it records every request and hands out the
/// answers the test delivers.
public final class ManualGrammarService: GrammarService {
  private let state = Mutex(State())

  struct State {
    var requests: [GrammarRequest] = []
    var answers: [GrammarAnswer] = []
  }

  public init() {}

  /// Every request sent, oldest first.
  public var requests: [GrammarRequest] { state.withLock { $0.requests } }

  /// The answer to the newest request arrives.
  public func deliver(_ result: GrammarAnswer.Result) {
    state.withLock {
      guard let id = $0.requests.last?.id else { return }
      $0.answers.append(GrammarAnswer(id: id, result: result))
    }
  }

  public func send(_ request: GrammarRequest) {
    state.withLock { $0.requests.append(request) }
  }

  public func takeAnswers() -> [GrammarAnswer] {
    state.withLock { state in
      defer { state.answers.removeAll() }
      return state.answers
    }
  }
}
