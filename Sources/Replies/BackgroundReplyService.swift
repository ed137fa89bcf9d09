import KeyboardSession
import Localization
import Platform
import Synchronization

/// The keyboard's reply service: each request runs on a thread of its own, so the typing
/// path never waits; the answer waits in `takeAnswers` for the event loop's next turn.
///
/// A newer request supersedes the one running: the older is cancelled (libcurl stops within
/// a second; its answer, "a newer request took its place", is not kept), and the newer starts
/// at once. The provider is built from the request's
/// settings, so `sykb settings set reply-model …` applies to the next request. A reason is
/// worded in the language of `words` (`timed out after 10 s`, `10초 안에 응답이 없습니다`).
public final class BackgroundReplyService: ReplyService {
  struct State {
    /// The request running, to cancel when a newer one comes.
    var running: HTTPCancellation?
    var answers: [ReplyAnswer] = []
    var requestsStarted = 0
  }

  private let state = Mutex(State())
  private let environment: [String: String]
  private let messages: @Sendable () -> ReplyMessage?
  private let words: Words

  /// A service reading the API key from `environment` and the latest message from `latest`;
  /// its reasons speak `words` (by default the language of `environment`'s locale).
  public init(
    environment: [String: String], words: Words? = nil,
    latestMessage latest: @escaping @Sendable () -> ReplyMessage?
  ) {
    self.environment = environment
    self.words = words ?? Words(Language(environment: environment))
    self.messages = latest
  }

  /// Requests started since the service was made.
  public var requestsStarted: Int { state.withLock { $0.requestsStarted } }

  public func latestMessage() -> ReplyMessage? { messages() }

  public func send(_ request: ReplyRequest) {
    let words = request.words ?? words
    let cancellation = HTTPCancellation()
    guard
      let provider = ReplyProviders.make(
        request.settings, environment: environment, cancellation: cancellation)
    else {
      state.withLock {
        $0.answers.append(
          ReplyAnswer(id: request.id, result: .failure(ReplyFailure.noProvider.message(words))))
      }
      return
    }
    state.withLock { state in
      state.running?.cancel()
      state.running = cancellation
      state.requestsStarted += 1
    }
    let crashes = Self.crashesWorker(environment)
    let threadStarted = Worker.detach { [self] in
      if crashes { Self.crashWorker() }
      let outcome = provider.replies(to: request.text, timeout: request.timeout)
      self.state.withLock {
        // A superseded request's end is nobody's news: the newer one is awaited.
        if outcome != .failure(.http(.cancelled)) {
          $0.answers.append(ReplyAnswer(id: request.id, result: outcome.result(words)))
        }
        if $0.running === cancellation { $0.running = nil }
      }
    }
    if !threadStarted {
      state.withLock {
        $0.answers.append(
          ReplyAnswer(id: request.id, result: .failure(ReplyFailure.noThread.message(words))))
        if $0.running === cancellation { $0.running = nil }
      }
    }
  }

  /// Whether the debug build's hidden crash is asked for on the reply thread
  /// (`SYKB_DEBUG_CRASH=reply-worker`), for the test that a trap on a worker thread restores
  /// the terminal; a release build has no such variable.
  static func crashesWorker(_ environment: [String: String]) -> Bool {
    #if DEBUG
      return environment["SYKB_DEBUG_CRASH"] == "reply-worker"
    #else
      return false
    #endif
  }

  /// A real Swift trap (an arithmetic overflow) on the calling thread.
  static func crashWorker() {
    let one = Int(bitPattern: UInt(Processes.currentID > 0 ? 1 : 0))
    let overflowed = Int.max + one
    print(overflowed)
  }

  public func takeAnswers() -> [ReplyAnswer] {
    state.withLock { state in
      defer { state.answers.removeAll() }
      return state.answers
    }
  }
}

/// A detached thread for one blocking job. The signals the keyboard's main thread handles
/// (SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGCHLD, SIGPIPE, …) are blocked on it; the synchronous
/// ones (`Worker.synchronousSignals`: a fault or trap of the thread itself) are not, so a
/// crash on the thread runs the crash handler (the terminal restored, the note in the log)
/// instead of killing the process with the default action.
enum Worker {
  /// The signals a thread raises on itself (a bad address, an invalid instruction, a Swift
  /// trap, an abort): never blocked, or the kernel kills the process without a handler.
  static let synchronousSignals: [Int32] = [
    Signals.segmentationFault, Signals.busError, Signals.illegalInstruction, Signals.trap,
    Signals.floatingPointError, Signals.abort, Signals.badSystemCall,
  ]

  /// Blocks every signal on the calling thread but the synchronous ones.
  static func blockAsynchronousSignals() {
    Threads.blockAllSignals(except: synchronousSignals)
  }

  /// Starts `body` on a new thread; false when no thread could be made.
  static func detach(_ body: @escaping @Sendable () -> Void) -> Bool {
    // The thread starts with the mask it keeps (it inherits the creator's): no signal for the
    // main thread is delivered to it before its first instruction.
    let previous = Threads.blockAllSignals(except: synchronousSignals)
    defer { Threads.restoreSignalMask(previous) }
    return Threads.detach {
      Worker.blockAsynchronousSignals()
      body()
    }
  }
}
