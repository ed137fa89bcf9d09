#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Detached threads and the signal masks of threads.
public enum Threads {
  /// A thread's signal mask, saved to be put back.
  public struct SignalMask {
    var raw: sigset_t
  }

  private final class Job {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  /// `pthread_create` and `pthread_detach`: runs `body` on a new thread; false when no thread
  /// could be made.
  public static func detach(_ body: @escaping @Sendable () -> Void) -> Bool {
    let job = Unmanaged.passRetained(Job(body)).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(
      &thread, nil,
      { pointer in
        guard let pointer else { return nil }
        Unmanaged<Job>.fromOpaque(pointer).takeRetainedValue().body()
        return nil
      }, job)
    guard result == 0 else {
      Unmanaged<Job>.fromOpaque(job).release()
      return false
    }
    pthread_detach(thread)
    return true
  }

  /// `pthread_sigmask(SIG_SETMASK, …)`: blocks every signal on the calling thread but
  /// `unblocked`; the mask it replaced.
  @discardableResult
  public static func blockAllSignals(except unblocked: [Int32]) -> SignalMask {
    var mask = sigset_t()
    sigfillset(&mask)
    for signal in unblocked { sigdelset(&mask, signal) }
    var previous = SignalMask(raw: sigset_t())
    pthread_sigmask(SIG_SETMASK, &mask, &previous.raw)
    return previous
  }

  /// `pthread_sigmask(SIG_BLOCK, …)`: adds every signal but `unblocked` to the calling
  /// thread's blocked ones.
  public static func addBlockedSignals(allExcept unblocked: [Int32]) {
    var mask = sigset_t()
    sigfillset(&mask)
    for signal in unblocked { sigdelset(&mask, signal) }
    pthread_sigmask(SIG_BLOCK, &mask, nil)
  }

  /// `pthread_sigmask(SIG_SETMASK, …)` back to `mask`.
  public static func restoreSignalMask(_ mask: SignalMask) {
    var copy = mask.raw
    pthread_sigmask(SIG_SETMASK, &copy, nil)
  }

  /// `setpriority(PRIO_PROCESS, 0, niceness)`: on Linux the calling thread's nice value;
  /// false when it could not be set.
  @discardableResult
  public static func setCurrentThreadNiceness(_ niceness: Int32) -> Bool {
    #if os(Linux)
      setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness) == 0
    #else
      setpriority(PRIO_PROCESS, 0, niceness) == 0
    #endif
  }
}
