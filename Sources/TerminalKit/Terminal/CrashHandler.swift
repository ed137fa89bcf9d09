import Platform
import Synchronization

// The second piece of global state in TerminalKit, for the same reason as `SignalTrap`'s: a
// signal handler is a C function pointer and cannot capture a context. It holds the address of
// the one `CrashRecord` of the running screen, prepared before any crash in memory that the
// handler only reads; the handler takes it with one atomic exchange, so it runs once.
private let installedRecord = Atomic<UInt>(0)

/// Gives the terminal back when the program crashes, then lets the crash go on.
///
/// On SIGSEGV, SIGBUS, SIGILL, SIGTRAP (a Swift trap), SIGABRT, SIGFPE or SIGQUIT the handler
/// does only async-signal-safe work on memory prepared at start: it writes reset bytes
/// (mouse modes 1000/1002/1003/1006 off, bracketed paste off, keypad mode off, xterm's
/// meta-sends-escape mode restored, the kitty keyboard mode popped — a no-op where nothing
/// was pushed, ignored where the protocol is unknown —, attributes off,
/// cursor visible, alternate screen left), puts back the termios saved before ncurses made the
/// terminal raw, writes a note and the raw frames (`backtrace_symbols_fd`) to the log, and
/// hands the crash to the Swift runtime's backtracer when that was started non-interactive
/// (`SWIFT_BACKTRACE` with `interactive=no`, see `backtraceEnvironment`), which prints a
/// symbolicated backtrace on the restored terminal, and ends with the signal's default action.
/// The runtime's interactive prompt never runs over a raw screen.
public final class CrashHandler {
  /// The signals that end the program with a crash.
  static let signals: [Int32] = [
    Signals.segmentationFault, Signals.busError, Signals.illegalInstruction, Signals.trap,
    Signals.abort, Signals.floatingPointError, Signals.quit,
  ]

  /// Everything the handler touches, in memory allocated once and never moved.
  struct CrashRecord {
    var terminal: Int32
    var hasTermios: Bool
    var termios: TerminalAttributes
    var log: Int32
    var chainsToRuntime: Bool
    var reset: UnsafeMutableBufferPointer<UInt8>
    /// One note per entry of `signals`, ready to write.
    var notes: UnsafeMutableBufferPointer<UnsafeMutableBufferPointer<UInt8>>
    /// The actions that were there before, one per entry of `signals`.
    var previous: UnsafeMutableBufferPointer<SignalAction>
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
    + "\u{1B}[?1036r\u{1B}[<u\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

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
    guard !DynamicLibrary.isLoaded("libswiftCore.so") else {
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
      guard let swift = Files.resolvingSymlinks(String(directory) + "/swift") else { continue }
      // <toolchain>/usr/bin/swift → <toolchain>/usr/libexec/swift/linux/
      var parts = swift.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count >= 3 else { continue }
      parts.removeLast(2)
      candidates.append(parts.joined(separator: "/") + "/libexec/swift/linux/" + name)
    }
    return candidates.first { Files.isExecutable($0) }
  }

  private let record: UnsafeMutablePointer<CrashRecord>
  private var alternateStack: UnsafeMutableRawPointer?

  /// Saves the terminal's termios (call before ncurses changes it) and installs the handler.
  ///
  /// `terminal` is the descriptor the screen is drawn on; `log` the `--log` file's, if any;
  /// `environment` tells whether the runtime's backtracer runs non-interactively.
  init(terminal: Int32, log: Int32?, environment: [String: String]) {
    let attributes = TerminalAttributes(of: terminal)
    let hasTermios = attributes != nil
    let saved = attributes ?? TerminalAttributes()
    let reset = Self.buffer(Self.resetSequence)
    let notes = UnsafeMutableBufferPointer<UnsafeMutableBufferPointer<UInt8>>.allocate(
      capacity: Self.signals.count)
    for (index, signal) in Self.signals.enumerated() {
      notes[index] = Self.buffer(
        "crash: signal \(signal) (\(Self.name(of: signal))); the terminal was restored; "
          + "backtrace (addresses; symbolicated on standard error when the runtime can):\n")
    }
    let previous = UnsafeMutableBufferPointer<SignalAction>.allocate(
      capacity: Self.signals.count)
    previous.initialize(repeating: SignalAction())
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
    alternateStack = Signals.ensureAlternateStack()
    for (index, signal) in Self.signals.enumerated() {
      if let slot = previous.baseAddress {
        Signals.install(signal, infoHandler: crashHandlerEntry, previous: slot + index)
      }
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
      Signals.restore(signal, to: record.pointee.previous[index])
    }
    if let stack = alternateStack {
      Signals.removeAlternateStack(stack)
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
      let executable = Processes.executablePath() ?? ""
      let settings = backtraceSettings(environment: environment, executable: executable)
      Processes.setEnvironment("SWIFT_BACKTRACE", to: settings, overwrite: false)
      Processes.replaceImage("/proc/self/exe", arguments: CommandLine.unsafeArgv)
      Processes.unsetEnvironment("SWIFT_BACKTRACE")
    #endif
  }

  /// `SIGSEGV` for 11.
  static func name(of signal: Int32) -> String {
    switch signal {
    case Signals.segmentationFault: "SIGSEGV"
    case Signals.busError: "SIGBUS"
    case Signals.illegalInstruction: "SIGILL"
    case Signals.trap: "SIGTRAP"
    case Signals.abort: "SIGABRT"
    case Signals.floatingPointError: "SIGFPE"
    case Signals.quit: "SIGQUIT"
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
    let backtrace = DynamicLibrary.globalSymbol("backtrace").map {
      unsafeBitCast($0, to: BacktraceFunction.self)
    }
    let symbols = DynamicLibrary.globalSymbol("backtrace_symbols_fd").map {
      unsafeBitCast($0, to: BacktraceSymbolsFunction.self)
    }
    return (backtrace, symbols)
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
      case "abort": Processes.abort()
      case "bus": Signals.raise(Signals.busError)
      case "ill": Signals.raise(Signals.illegalInstruction)
      case "trap": Signals.raise(Signals.trap)
      case "fpe": Signals.raise(Signals.floatingPointError)
      case "quit": Signals.raise(Signals.quit)
      default: return
      }
    #endif
  }
}

/// The signal handler: async-signal-safe calls only (`write`, `tcsetattr`, `sigaction`,
/// `raise`, and the unwinder loaded at install time), on memory prepared at install time.
private func crashHandlerEntry(
  _ signal: Int32, _ info: UnsafeMutableRawPointer?, _ context: UnsafeMutableRawPointer?
) {
  let address = installedRecord.exchange(0, ordering: .sequentiallyConsistent)
  guard let record = UnsafeMutablePointer<CrashHandler.CrashRecord>(bitPattern: address) else {
    // Another thread is restoring the terminal and will end the process.
    Signals.pause()
    return
  }
  let reset = record.pointee.reset
  let terminal = record.pointee.terminal
  Signals.write(terminal, reset.baseAddress, count: reset.count)
  if record.pointee.hasTermios {
    record.pointee.termios.apply(to: terminal)
  }
  let signals = record.pointee.signals
  var index = 0
  while index < signals.count && signals[index] != signal { index += 1 }
  let log = record.pointee.log
  if log >= 0, index < signals.count {
    let note = record.pointee.notes[index]
    Signals.write(log, note.baseAddress, count: note.count)
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
    record.pointee.previous[index].passOn(signal, info: info, context: context)
  }
  Signals.restoreDefaultAction(signal)
  // Then the default action ends the process. A fault the kernel raised (a bad address, an
  // invalid instruction) repeats when the handler returns and its instruction runs again;
  // anything else (abort, kill, a trap that does not repeat) is raised again, delivered as
  // the handler returns.
  let isFault =
    signal == Signals.segmentationFault || signal == Signals.busError
    || signal == Signals.illegalInstruction || signal == Signals.floatingPointError
  if !(isFault && Signals.code(ofInfo: info) > 0) { Signals.raise(signal) }
}
