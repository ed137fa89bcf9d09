#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A signal's disposition as `sigaction(2)` keeps it: what was installed before a handler,
/// to put back, or (for a handler that takes the signal's details) to pass the signal on to.
///
/// Every member that reads one is async-signal-safe (no allocation, no lock): a crash
/// handler holds the previous actions in memory prepared at install time and reads them.
public struct SignalAction {
  @usableFromInline var raw: sigaction

  /// No handler: the zero action.
  @inlinable public init() { raw = sigaction() }

  /// Calls the handler this action holds, when it is one that takes the signal's details
  /// (`SA_SIGINFO`) and there is one; false when there was none to call.
  @discardableResult
  public func passOn(
    _ signal: Int32, info: UnsafeMutableRawPointer?, context: UnsafeMutableRawPointer?
  ) -> Bool {
    #if os(Linux)
      let handler = raw.__sigaction_handler.sa_sigaction
    #else
      let handler = raw.__sigaction_u.__sa_sigaction
    #endif
    guard raw.sa_flags & SA_SIGINFO != 0, let handler else { return false }
    handler(signal, info?.assumingMemoryBound(to: siginfo_t.self), context)
    return true
  }
}

/// A handler that takes the signal's details: the signal, its `siginfo_t` and the thread's
/// context (both as raw pointers: read the code with `Signals.code(ofInfo:)`).
public typealias SignalInfoHandler =
  @convention(c) (Int32, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

// The numbers are computed, not stored: a signal handler reads them, and reading a constant
// inlines to the number where a stored global of another module would go through its
// lazy initialiser.
extension Signals {
  @inlinable public static var segmentationFault: Int32 { SIGSEGV }
  @inlinable public static var busError: Int32 { SIGBUS }
  @inlinable public static var illegalInstruction: Int32 { SIGILL }
  @inlinable public static var trap: Int32 { SIGTRAP }
  @inlinable public static var abort: Int32 { SIGABRT }
  @inlinable public static var floatingPointError: Int32 { SIGFPE }
  @inlinable public static var quit: Int32 { SIGQUIT }
  @inlinable public static var badSystemCall: Int32 { SIGSYS }

  /// `sigaction(2)` with a plain handler, an empty mask and no flags (no `SA_RESTART`: a
  /// blocked read returns at once); the action it replaced, nil when it failed.
  public static func install(_ signal: Int32, handler: @convention(c) (Int32) -> Void)
    -> SignalAction?
  {
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var old = SignalAction()
    guard sigaction(signal, &action, &old.raw) == 0 else { return nil }
    return old
  }

  /// `sigaction(2)` with a handler that takes the signal's details, on the alternate stack
  /// (`SA_SIGINFO | SA_ONSTACK`), an empty mask; the action it replaced goes to `previous`.
  @discardableResult
  public static func install(
    _ signal: Int32, infoHandler: SignalInfoHandler, previous: UnsafeMutablePointer<SignalAction>
  ) -> Bool {
    var action = sigaction()
    let handler = unsafeBitCast(
      infoHandler,
      to: (@convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
        -> Void).self)
    #if os(Linux)
      action.__sigaction_handler.sa_sigaction = handler
    #else
      action.__sigaction_u.__sa_sigaction = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_SIGINFO | SA_ONSTACK
    return sigaction(signal, &action, &previous.pointee.raw) == 0
  }

  /// Puts `action` back for `signal`. Async-signal-safe.
  @discardableResult
  public static func restore(_ signal: Int32, to action: SignalAction) -> Bool {
    var copy = action.raw
    return sigaction(signal, &copy, nil) == 0
  }

  /// Gives `signal` its default action again. Async-signal-safe (only `sigemptyset` and
  /// `sigaction`): a crash handler calls it from inside a handler.
  public static func restoreDefaultAction(_ signal: Int32) {
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = SIG_DFL
    #else
      action.__sigaction_u.__sa_handler = SIG_DFL
    #endif
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
  }

  /// `raise(3)`. Async-signal-safe.
  @inlinable
  public static func raise(_ signal: Int32) { _ = cRaise(signal) }

  /// `pause(2)`: waits for a signal. Async-signal-safe.
  public static func pause() { _ = cPause() }

  /// The `si_code` of the `siginfo_t` at `info` (0 when there is none): above zero when the
  /// kernel raised the signal for a fault of the instruction that ran. Async-signal-safe.
  @inlinable
  public static func code(ofInfo info: UnsafeMutableRawPointer?) -> Int32 {
    info?.assumingMemoryBound(to: siginfo_t.self).pointee.si_code ?? 0
  }

  /// One `write(2)` with no retry and no error value, for a signal handler (async-signal-safe).
  @inlinable
  public static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, count: Int) {
    _ = platformWrite(descriptor, buffer, count)
  }

  /// A stack for signal handlers of this thread (64 KiB), so a handler still runs after a
  /// stack overflow; the memory when this call set it, nil when there is one already (it
  /// is kept) or it could not be set.
  public static func ensureAlternateStack() -> UnsafeMutableRawPointer? {
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else {
      return nil
    }
    let size = 64 * 1024
    let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    var stack = stack_t()
    stack.ss_sp = memory
    stack.ss_size = size
    stack.ss_flags = 0
    guard sigaltstack(&stack, nil) == 0 else {
      memory.deallocate()
      return nil
    }
    return memory
  }

  /// Turns the alternate stack off and frees `memory` (what `ensureAlternateStack` returned).
  public static func removeAlternateStack(_ memory: UnsafeMutableRawPointer) {
    var disable = stack_t()
    disable.ss_flags = Int32(SS_DISABLE)
    sigaltstack(&disable, nil)
    memory.deallocate()
  }
}

/// A terminal's saved line settings (`termios`), to put back from a signal handler.
public struct TerminalAttributes {
  @usableFromInline var raw: termios

  /// `tcgetattr(3)` of `descriptor`; nil when it is no terminal.
  public init?(of descriptor: Int32) {
    var saved = termios()
    guard tcgetattr(descriptor, &saved) == 0 else { return nil }
    raw = saved
  }

  /// Zeroed settings (a placeholder that is never applied).
  public init() { raw = termios() }

  /// `tcsetattr(descriptor, TCSANOW, …)`. Async-signal-safe.
  @discardableResult
  public mutating func apply(to descriptor: Int32) -> Bool {
    tcsetattr(descriptor, TCSANOW, &raw) == 0
  }
}

@usableFromInline func cRaise(_ signal: Int32) -> Int32 { raise(signal) }
func cPause() -> Int32 { pause() }
