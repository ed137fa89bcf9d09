import Dispatch
import Synchronization
import TestSupport
import Testing

@testable import Replies

#if canImport(Glibc)
  import Glibc
#endif

/// The threads sykb starts keep the synchronous signals (a fault or trap of the thread itself)
/// unblocked, so a crash on them runs the crash handler; the signals the main thread handles
/// stay blocked there. (`CrashTests` crashes the reply thread of a running keyboard.)
@Suite("worker threads: synchronous signals unblocked")
struct WorkerSignalTests {
  static let synchronous: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]
  static let handledByMain: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGPIPE, SIGCHLD]

  /// Which of `signals` are blocked on the calling thread.
  static func blocked(_ signals: [Int32]) -> [Int32] {
    var current = sigset_t()
    pthread_sigmask(SIG_BLOCK, nil, &current)
    return signals.filter { sigismember(&current, $0) == 1 }
  }

  struct Masks: Sendable, Equatable {
    var synchronous: [Int32]
    var handledByMain: [Int32]
  }

  @Test("Worker.detach: the reply thread")
  func replyThread() throws {
    let seen = Mutex<Masks?>(nil)
    // Even when the creating thread blocks everything (as the test runner's threads may).
    var all = sigset_t()
    sigfillset(&all)
    var previous = sigset_t()
    pthread_sigmask(SIG_SETMASK, &all, &previous)
    let started = Worker.detach {
      let masks = Masks(
        synchronous: Self.blocked(Self.synchronous), handledByMain: Self.blocked(Self.handledByMain)
      )
      seen.withLock { $0 = masks }
    }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    #expect(started)
    let found = try Patience.poll("the worker thread's masks") { seen.withLock { $0 } }
    #expect(found.synchronous == [])
    #expect(found.handledByMain == Self.handledByMain)
  }

  /// libdispatch starts its threads with the faults unblocked (SIGABRT stays blocked there,
  /// but glibc's `abort` unblocks it before it raises it).
  @Test("a dispatch queue's thread (the store's and the spelling's queues)")
  func dispatchThread() throws {
    let seen = Mutex<[Int32]?>(nil)
    let done = DispatchSemaphore(value: 0)
    DispatchQueue(label: "sykb.test.signals").async {
      seen.withLock { $0 = Self.blocked(Self.synchronous.filter { $0 != SIGABRT }) }
      done.signal()
    }
    #expect(done.wait(timeout: .now() + 60) == .success)
    #expect(seen.withLock { $0 } == [])
  }
}
