import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The second piece of global state in TerminalKit, for the same reason as `SignalTrap`'s: a
// signal handler is a C function pointer and cannot capture a context. It holds the address of
// the one `CrashRecord` of the running screen, prepared before any crash in memory that the
// handler only reads; the handler takes it with one atomic exchange, so it runs once.
private let installedRecord = Atomic<UInt>(0)

/// Gives the terminal back when the program crashes, then lets the crash go on.
///
/// On SIGSEGV, SIGBUS, SIGILL, SIGTRAP (a Swift trap), SIGABRT, SIGFPE or SIGQUIT the handler
/// does only async-signal-safe work on memory prepared at start: it writes reset bytes
/// (mouse modes 1000/1002/1003/1006 off, bracketed paste off, keypad mode off, attributes off,
/// cursor visible, alternate screen left), puts back the termios saved before ncurses made the
/// terminal raw, writes a note and the raw frames (`backtrace_symbols_fd`) to the log, and
/// hands the crash to the Swift runtime's backtracer when that was started non-interactive
/// (`SWIFT_BACKTRACE` with `interactive=no`, see `backtraceEnvironment`), which prints a
/// symbolicated backtrace on the restored terminal, and ends with the signal's default action.
/// The runtime's interactive prompt never runs over a raw screen.
public final class CrashHandler {
  /// The signals that end the program with a crash.
  static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT]

  /// Everything the handler touches, in memory allocated once and never moved.
  struct CrashRecord {
    var terminal: Int32
    var hasTermios: Bool
    var termios: termios
    var log: Int32
    var chainsToRuntime: Bool
    var reset: UnsafeMutableBufferPointer<UInt8>
    /// One note per entry of `signals`, ready to write.
    var notes: UnsafeMutableBufferPointer<UnsafeMutableBufferPointer<UInt8>>
    /// The actions that were there before, one per entry of `signals`.
    var previous: UnsafeMutableBufferPointer<sigaction>
    /// `signals`, copied so the handler reads no Swift global but this record.
    var signals: UnsafeMutableBufferPointer<Int32>
    var frames: UnsafeMutableBufferPointer<UnsafeMutableRawPointer?>
    var backtrace: BacktraceFunction?
    var backtraceSymbols: BacktraceSymbolsFunction?
  }

  typealias BacktraceFunction =
    @convention(c) (
      UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32
    ) -> Int32
  typealias BacktraceSymbolsFunction =
    @convention(c) (
      UnsafePointer<UnsafeMutableRawPointer?>?, Int32, Int32
    ) -> Void

  /// The bytes that undo what `Terminal` turned on.
  static let resetSequence =
    "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[?1l\u{1B}>"
    + "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// What the Swift runtime is told at process start for the full-screen commands: catch
  /// crashes, never wait for a key, no colours, no register or image dumps (memory near
  /// registers can hold what was typed), on standard error.
  static let backtraceSettings =
    "enable=yes,interactive=no,color=no,registers=none,images=none,output-to=stderr"

  /// `backtraceSettings` for this executable. A binary built with `--static-swift-stdlib` (what
  /// `make run` builds) has no `libswiftCore.so` beside which the runtime would find its
  /// backtracer: it is pointed at the toolchain's `swift-backtrace-static` (next to the
  /// executable, or in the `libexec` of the `swift` on `PATH`), and when there is none the
  /// runtime's backtracer stays off — instead of a "unable to locate swift-backtrace" line at
  /// every start — and the crash handler's raw frames in the log are the backtrace.
  static func backtraceSettings(environment: [String: String], executable: String) -> String {
    guard dlopen("libswiftCore.so", RTLD_LAZY | RTLD_NOLOAD) == nil else {
      return backtraceSettings
    }
    guard let backtracer = staticBacktracer(environment: environment, executable: executable)
    else { return "enable=no" }
    return backtraceSettings + ",swift-backtrace=" + backtracer
  }

  /// Where `swift-backtrace-static` is: beside `executable`, else in
  /// `<toolchain>/usr/libexec/swift/linux/` of the first `swift` on `PATH`; nil if nowhere.
  static func staticBacktracer(environment: [String: String], executable: String) -> String? {
    let name = "swift-backtrace-static"
    var candidates: [String] = []
    if let slash = executable.lastIndex(of: "/") {
      candidates.append(String(executable[..<slash]) + "/" + name)
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      guard let real = realpath(String(directory) + "/swift", nil) else { continue }
      let swift = String(cString: real)
      free(real)
      // <toolchain>/usr/bin/swift → <toolchain>/usr/libexec/swift/linux/
      var parts = swift.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count >= 3 else { continue }
      parts.removeLast(2)
      candidates.append(parts.joined(separator: "/") + "/libexec/swift/linux/" + name)
    }
    return candidates.first { access($0, X_OK) == 0 }
  }

  private let record: UnsafeMutablePointer<CrashRecord>
  private var alternateStack: UnsafeMutableRawPointer?

  /// Saves the terminal's termios (call before ncurses changes it) and installs the handler.
  ///
  /// `terminal` is the descriptor the screen is drawn on; `log` the `--log` file's, if any;
  /// `environment` tells whether the runtime's backtracer runs non-interactively.
  init(terminal: Int32, log: Int32?, environment: [String: String]) {
    var saved = termios()
    let hasTermios = tcgetattr(terminal, &saved) == 0
    let reset = Self.buffer(Self.resetSequence)
    let notes = UnsafeMutableBufferPointer<UnsafeMutableBufferPointer<UInt8>>.allocate(
      capacity: Self.signals.count)
    for (index, signal) in Self.signals.enumerated() {
      notes[index] = Self.buffer(
        "crash: signal \(signal) (\(Self.name(of: signal))); the terminal was restored; "
          + "backtrace (addresses; symbolicated on standard error when the runtime can):\n")
    }
    let previous = UnsafeMutableBufferPointer<sigaction>.allocate(capacity: Self.signals.count)
    previous.initialize(repeating: sigaction())
    let signals = UnsafeMutableBufferPointer<Int32>.allocate(capacity: Self.signals.count)
    _ = signals.initialize(from: Self.signals)
    let frames = UnsafeMutableBufferPointer<UnsafeMutableRawPointer?>.allocate(capacity: 64)
    frames.initialize(repeating: nil)
    let functions = Self.backtraceFunctions()
    if let backtrace = functions.backtrace, let base = frames.baseAddress {
      // The first call loads the unwinder (and allocates); a crash must not be the first.
      _ = backtrace(base, Int32(frames.count))
    }
    record = UnsafeMutablePointer<CrashRecord>.allocate(capacity: 1)
    record.initialize(
      to: CrashRecord(
        terminal: terminal, hasTermios: hasTermios, termios: saved, log: log ?? -1,
        chainsToRuntime: Self.runtimeBacktracerIsQuiet(environment: environment), reset: reset,
        notes: notes, previous: previous, signals: signals, frames: frames,
        backtrace: functions.backtrace,
        backtraceSymbols: functions.symbols))
    alternateStack = Self.ensureAlternateStack()
    for (index, signal) in Self.signals.enumerated() {
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_sigaction = crashHandlerEntry
      #else
        action.__sigaction_u.__sa_sigaction = crashHandlerEntry
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigaction(signal, &action, &previous[index])
    }
    installedRecord.store(UInt(bitPattern: record), ordering: .sequentiallyConsistent)
  }

  deinit {
    uninstall()
    let current = record.pointee
    current.reset.deallocate()
    for note in current.notes { note.deallocate() }
    current.notes.deallocate()
    current.previous.deallocate()
    current.signals.deallocate()
    current.frames.deallocate()
    record.deinitialize(count: 1)
    record.deallocate()
  }

  /// Puts the previous handlers back (the terminal has been restored the normal way).
  func uninstall() {
    let mine = UInt(bitPattern: record)
    guard
      installedRecord.compareExchange(expected: mine, desired: 0, ordering: .sequentiallyConsistent)
        .exchanged
    else { return }
    for (index, signal) in Self.signals.enumerated() {
      sigaction(signal, &record.pointee.previous[index], nil)
    }
    if let stack = alternateStack {
      var disable = stack_t()
      disable.ss_flags = Int32(SS_DISABLE)
      sigaltstack(&disable, nil)
      stack.deallocate()
      alternateStack = nil
    }
  }

  /// Whether `SWIFT_BACKTRACE`, as the runtime read it at process start, keeps the backtracer
  /// from waiting for a key: only then is the crash passed on to it.
  static func runtimeBacktracerIsQuiet(environment: [String: String]) -> Bool {
    guard let settings = environment["SWIFT_BACKTRACE"] else { return false }
    let pairs = settings.split(separator: ",").map { $0.split(separator: "=", maxSplits: 1) }
    let values = Dictionary(
      pairs.compactMap { $0.count == 2 ? (String($0[0]), String($0[1])) : nil },
      uniquingKeysWith: { _, last in last })
    return values["interactive"] == "no" && values["enable"] != "no"
  }

  /// The environment to restart the process with so the runtime's backtracer is
  /// non-interactive, or nil when `SWIFT_BACKTRACE` is already set (the user's choice stands).
  ///
  /// The runtime reads the variable once, at process start, so setting it later does nothing;
  /// `sykb run` and `sykb play` re-execute themselves with it (`execv` of `/proc/self/exe`,
  /// ≈ a few milliseconds) before the screen is taken.
  static func backtraceEnvironment(_ environment: [String: String]) -> [String: String]? {
    guard environment["SWIFT_BACKTRACE"] == nil else { return nil }
    var updated = environment
    updated["SWIFT_BACKTRACE"] = backtraceSettings
    return updated
  }

  /// Re-executes this program with `SWIFT_BACKTRACE` set (see `backtraceEnvironment`); returns
  /// only when it is set already or the exec failed, and then the program goes on as it is.
  ///
  /// The corresponding C functions are `setenv` and `execv`.
  public static func restartWithQuietBacktracer(environment: [String: String]) {
    #if os(Linux)
      guard backtraceEnvironment(environment) != nil else { return }
      var path = [CChar](repeating: 0, count: 4096)
      let length = readlink("/proc/self/exe", &path, path.count - 1)
      let executable =
        length > 0
        ? String(decoding: path[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
      let settings = backtraceSettings(environment: environment, executable: executable)
      setenv("SWIFT_BACKTRACE", settings, 0)
      execv("/proc/self/exe", CommandLine.unsafeArgv)
      unsetenv("SWIFT_BACKTRACE")
    #endif
  }

  /// `SIGSEGV` for 11.
  static func name(of signal: Int32) -> String {
    switch signal {
    case SIGSEGV: "SIGSEGV"
    case SIGBUS: "SIGBUS"
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGFPE: "SIGFPE"
    case SIGQUIT: "SIGQUIT"
    default: "signal \(signal)"
    }
  }

  private static func buffer(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
    let bytes = Array(text.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return buffer
  }

  /// glibc's `backtrace` and `backtrace_symbols_fd` (`<execinfo.h>`, which the Swift overlay
  /// does not import), looked up once.
  ///
  /// The corresponding C function is `dlsym`.
  private static func backtraceFunctions() -> (
    backtrace: BacktraceFunction?, symbols: BacktraceSymbolsFunction?
  ) {
    let backtrace = dlsym(nil, "backtrace").map {
      unsafeBitCast($0, to: BacktraceFunction.self)
    }
    let symbols = dlsym(nil, "backtrace_symbols_fd").map {
      unsafeBitCast($0, to: BacktraceSymbolsFunction.self)
    }
    return (backtrace, symbols)
  }

  /// A stack for the handler, so a crash from a stack overflow still restores the terminal;
  /// returns it when this handler set it (an existing one is kept).
  private static func ensureAlternateStack() -> UnsafeMutableRawPointer? {
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

  /// A debug build's hidden crash, for the crash-path test: `SYKB_DEBUG_CRASH=segv` (a real
  /// invalid write), `abort`, `bus`, `ill`, `trap`, `fpe` or `quit` (the signal raised).
  /// A release build has no such variable and does nothing.
  static func crashIfRequested(environment: [String: String]) {
    #if DEBUG
      guard let kind = environment["SYKB_DEBUG_CRASH"] else { return }
      switch kind {
      case "segv":
        if let invalid = UnsafeMutablePointer<Int>(bitPattern: 8) { invalid.pointee = 1 }
      case "abort": abort()
      case "bus": raise(SIGBUS)
      case "ill": raise(SIGILL)
      case "trap": raise(SIGTRAP)
      case "fpe": raise(SIGFPE)
      case "quit": raise(SIGQUIT)
      default: return
      }
    #endif
  }
}

/// The signal handler: async-signal-safe calls only (`write`, `tcsetattr`, `sigaction`,
/// `raise`, and the unwinder loaded at install time), on memory prepared at install time.
private func crashHandlerEntry(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  let address = installedRecord.exchange(0, ordering: .sequentiallyConsistent)
  guard let record = UnsafeMutablePointer<CrashHandler.CrashRecord>(bitPattern: address) else {
    // Another thread is restoring the terminal and will end the process.
    pause()
    return
  }
  let reset = record.pointee.reset
  let terminal = record.pointee.terminal
  _ = write(terminal, reset.baseAddress, reset.count)
  if record.pointee.hasTermios {
    _ = tcsetattr(terminal, TCSANOW, &record.pointee.termios)
  }
  let signals = record.pointee.signals
  var index = 0
  while index < signals.count && signals[index] != signal { index += 1 }
  let log = record.pointee.log
  if log >= 0, index < signals.count {
    let note = record.pointee.notes[index]
    _ = write(log, note.baseAddress, note.count)
    if let backtrace = record.pointee.backtrace, let symbols = record.pointee.backtraceSymbols,
      let frames = record.pointee.frames.baseAddress
    {
      let count = backtrace(frames, Int32(record.pointee.frames.count))
      symbols(frames, count, log)
    }
  }
  // The runtime's backtracer, called in place with the crash's own context, when it was
  // started non-interactive; it may return (it ignores a signal it did not see arise).
  if index < signals.count && record.pointee.chainsToRuntime {
    let previous = record.pointee.previous[index]
    #if os(Linux)
      let runtime = previous.__sigaction_handler.sa_sigaction
    #else
      let runtime = previous.__sigaction_u.__sa_sigaction
    #endif
    if previous.sa_flags & SA_SIGINFO != 0, let runtime { runtime(signal, info, context) }
  }
  restoreDefaultAction(signal)
  // Then the default action ends the process. A fault the kernel raised (a bad address, an
  // invalid instruction) repeats when the handler returns and its instruction runs again;
  // anything else (abort, kill, a trap that does not repeat) is raised again, delivered as
  // the handler returns.
  let isFault = signal == SIGSEGV || signal == SIGBUS || signal == SIGILL || signal == SIGFPE
  if !(isFault && (info?.pointee.si_code ?? 0) > 0) { raise(signal) }
}
