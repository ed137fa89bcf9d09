import Platform
import Synchronization

// The one piece of global state in TerminalKit. A POSIX signal handler is a C function pointer:
// it cannot capture a context, so the only way for it to tell the event loop "SIGTERM arrived"
// is a global. It is file-private, lock-free (async-signal-safe) and written by nothing else;
// the handler only stores the signal number, and the loop restores the terminal before dying.
private let caughtSignal = Atomic<Int32>(0)

/// Catches SIGINT, SIGTERM and SIGHUP so the terminal can be restored before the process ends.
///
/// `Terminal` installs one before `newterm` (so ncurses leaves these signals alone) and restores
/// the previous handlers in `stop()`. After the screen is restored, `terminate(with:)` re-raises
/// the signal with its default action, so the shell sees the usual "killed by SIGTERM" status.
final class SignalTrap {
  /// The signals that end the program.
  static let signals: [Int32] = [Signals.interrupt, Signals.terminate, Signals.hangUp]

  private var previous: [(Int32, SignalAction)] = []

  /// Installs the handler for `signals`; no `SA_RESTART`, so a blocked read returns at once.
  init() {
    caughtSignal.store(0, ordering: .relaxed)
    for signal in Self.signals {
      if let old = Signals.install(signal, handler: { caughtSignal.store($0, ordering: .relaxed) })
      {
        previous.append((signal, old))
      }
    }
  }

  /// The signal caught since installation, if any.
  var pending: Int32? {
    let value = caughtSignal.load(ordering: .relaxed)
    return value == 0 ? nil : value
  }

  /// Puts the handlers that were there before back.
  func restore() {
    for (signal, old) in previous {
      Signals.restore(signal, to: old)
    }
    previous.removeAll()
  }

  /// Ends the process because of `signal`, after the terminal has been restored: default action
  /// re-raised, or exit status 128 + signal if that returns.
  static func terminate(with signal: Int32) -> Never {
    Signals.restoreDefaultAction(signal)
    Signals.unblock([signal])
    Signals.raise(signal)
    Processes.exit(128 + signal)
  }
}
