#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signal numbers and the process-wide dispositions and masks the tools set up at start.
public enum Signals {
  public static let interrupt = SIGINT
  public static let terminate = SIGTERM
  public static let hangUp = SIGHUP
  public static let windowChange = SIGWINCH
  public static let brokenPipe = SIGPIPE
  public static let fileSizeExceeded = SIGXFSZ
  public static let kill = SIGKILL

  /// `signal(signal, SIG_IGN)`: the signal is discarded (the failing call reports instead).
  public static func ignore(_ signal: Int32) {
    _ = cSignal(signal, SIG_IGN)
  }

  /// `sigprocmask(SIG_UNBLOCK, …)`: lets `signals` through on this thread.
  public static func unblock(_ signals: [Int32]) {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    sigprocmask(SIG_UNBLOCK, &set, nil)
  }
}

private func cSignal(_ number: Int32, _ handler: sighandler_t?) -> sighandler_t? {
  signal(number, handler)
}
