import KeyboardSession
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The keyboard's reply service: each request runs on a thread of its own, so the typing
/// path never waits; the answer waits in `takeAnswers` for the event loop's next turn.
///
/// At most one request runs (a second one is answered at once with "a request is already
/// running"; the session does not send one anyway). The provider is built from the request's
/// settings, so `sykb settings set reply-model …` applies to the next request.
public final class BackgroundReplyService: ReplyService {
  struct State {
    var isBusy = false
    var answers: [ReplyAnswer] = []
    var requestsStarted = 0
  }

  private let state = Mutex(State())
  private let environment: [String: String]
  private let messages: @Sendable () -> ReplyMessage?

  /// A service reading the API key from `environment` and the latest message from `latest`.
  public init(
    environment: [String: String], latestMessage latest: @escaping @Sendable () -> ReplyMessage?
  ) {
    self.environment = environment
    self.messages = latest
  }

  /// Requests started since the service was made.
  public var requestsStarted: Int { state.withLock { $0.requestsStarted } }

  public func latestMessage() -> ReplyMessage? { messages() }

  public func send(_ request: ReplyRequest) {
    guard let provider = ReplyProviders.make(request.settings, environment: environment) else {
      state.withLock {
        $0.answers.append(ReplyAnswer(id: request.id, result: .failure("no provider configured")))
      }
      return
    }
    let started = state.withLock { state -> Bool in
      guard !state.isBusy else {
        state.answers.append(
          ReplyAnswer(id: request.id, result: .failure("a request is already running")))
        return false
      }
      state.isBusy = true
      state.requestsStarted += 1
      return true
    }
    guard started else { return }
    let threadStarted = Worker.detach { [self] in
      let result = provider.replies(to: request.message, timeout: request.timeout)
      self.state.withLock {
        $0.answers.append(ReplyAnswer(id: request.id, result: result))
        $0.isBusy = false
      }
    }
    if !threadStarted {
      state.withLock {
        $0.answers.append(ReplyAnswer(id: request.id, result: .failure("cannot start a thread")))
        $0.isBusy = false
      }
    }
  }

  public func takeAnswers() -> [ReplyAnswer] {
    state.withLock { state in
      defer { state.answers.removeAll() }
      return state.answers
    }
  }
}

/// A detached thread for one blocking job, with every signal blocked (the keyboard's main
/// thread handles them).
enum Worker {
  private final class Job {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  /// Starts `body` on a new thread; false when no thread could be made.
  static func detach(_ body: @escaping @Sendable () -> Void) -> Bool {
    let job = Unmanaged.passRetained(Job(body)).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(
      &thread, nil,
      { pointer in
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        guard let pointer else { return nil }
        let job = Unmanaged<Job>.fromOpaque(pointer).takeRetainedValue()
        job.body()
        return nil
      }, job)
    guard result == 0 else {
      Unmanaged<Job>.fromOpaque(job).release()
      return false
    }
    pthread_detach(thread)
    return true
  }
}
