import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A crash gives the terminal back before anything else: the reset sequences reach the
/// terminal, the termios saved at start is back (canonical input, echo), and only then does
/// the Swift runtime print its backtrace — non-interactively, never "Press space to interact"
/// over a raw screen. The log gets a note with the raw frames.
///
/// The crash comes from the debug build's hidden trigger, `SYKB_DEBUG_CRASH`, read right after
/// the screen is taken; the test runs `sykb run` on a pseudo-terminal and reads its bytes.
@Suite("crash path: the terminal is restored", .serialized)
struct CrashTests {
  struct Crash: CustomTestStringConvertible, Sendable {
    var trigger: String
    var signal: Int32
    var name: String
    var testDescription: String { "\(name) (SYKB_DEBUG_CRASH=\(trigger))" }
  }

  static let crashes = [
    Crash(trigger: "segv", signal: SIGSEGV, name: "SIGSEGV"),
    Crash(trigger: "abort", signal: SIGABRT, name: "SIGABRT"),
    Crash(trigger: "bus", signal: SIGBUS, name: "SIGBUS"),
    Crash(trigger: "ill", signal: SIGILL, name: "SIGILL"),
    Crash(trigger: "fpe", signal: SIGFPE, name: "SIGFPE"),
    Crash(trigger: "trap", signal: SIGTRAP, name: "SIGTRAP"),
    Crash(trigger: "quit", signal: SIGQUIT, name: "SIGQUIT"),
  ]

  /// What `Terminal` turns on and a crash must turn off, in the form it writes them.
  static let resets = [
    "\u{1B}[?1000l", "\u{1B}[?1002l", "\u{1B}[?1006l", "\u{1B}[?2004l", "\u{1B}[?25h",
    "\u{1B}[?1049l", "\u{1B}[?1036r", "\u{1B}[<u",
  ]

  @Test("a crash restores the terminal, then reports", arguments: crashes)
  func crashRestoresTerminal(crash: Crash) throws {
    let binary = TmuxSession.binary
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw PseudoTerminal.Failure("the sykb binary is missing at \(binary)")
    }
    let home = NSTemporaryDirectory() + "sykb-e2e-crash-\(getpid())-\(crash.trigger)"
    try? FileManager.default.removeItem(atPath: home)
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let log = home + "/sykb.log"

    let terminal = try PseudoTerminal()
    let before = try terminal.modes()
    #expect(before.c_lflag & tcflag_t(ICANON) != 0 && before.c_lflag & tcflag_t(ECHO) != 0)
    // The environment a user's shell gives, without SWIFT_BACKTRACE: sykb sets it itself.
    var environment = ["HOME": home, "TERM": "xterm-256color", "LANG": "C.UTF-8"]
    environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
    environment["SYKB_DEBUG_CRASH"] = crash.trigger
    try terminal.spawn(binary, ["run", "--log", log], environment: environment)

    let status = try #require(terminal.waitForExit(timeout: Patience.seconds), "sykb did not end")
    let output = terminal.output
    // It died of the signal (the default action after the report), not of a kill by the test.
    #expect(status & 0x7F == crash.signal, "wait status \(status)")

    // The screen was taken (alternate screen, mouse, bracketed paste) …
    let entered = try #require(output.lastRange(of: "\u{1B}[?1049h"), "no alternate screen")
    #expect(output.firstRange(of: "\u{1B}[?2004h", from: entered.upperBound) != nil)
    #expect(output.firstRange(of: "\u{1B}[?1036s\u{1B}[?1036h", from: entered.upperBound) != nil)
    // … and every mode was turned off after that, before the runtime's report.
    let report = output.firstRange(of: "Program crashed")
    for reset in Self.resets {
      let found = output.firstRange(of: reset, from: entered.upperBound)
      #expect(found != nil, "missing \(reset.debugDescription)")
      if let found, let report { #expect(found.upperBound <= report.lowerBound) }
    }
    // The runtime does not always print a backtrace for SIGQUIT; the restore is what matters.
    if crash.signal != SIGQUIT {
      #expect(report != nil, "the runtime's backtrace, printed after the restore")
    }
    #expect(output.firstRange(of: "Press space to interact") == nil)

    // The terminal's modes are the ones it had before sykb started.
    let after = try terminal.modes()
    #expect(after.c_lflag & tcflag_t(ICANON) != 0, "canonical input is back")
    #expect(after.c_lflag & tcflag_t(ECHO) != 0, "echo is back")
    #expect(after.c_lflag == before.c_lflag)
    #expect(after.c_iflag == before.c_iflag)
    #expect(after.c_oflag == before.c_oflag)

    // The log has the note and the raw frames, and is the user's alone.
    let logged = try String(contentsOfFile: log, encoding: .utf8)
    #expect(
      logged.contains("crash: signal \(crash.signal) (\(crash.name)); the terminal was restored"))
    #expect(logged.split(separator: "\n").count > 3, "frames follow the note:\n\(logged)")
    let mode = try FileManager.default.attributesOfItem(atPath: log)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
  }

  /// A trap on a thread the keyboard started (the reply request's), not the main thread: the
  /// same restore and note. The debug build's `SYKB_DEBUG_CRASH=reply-worker` makes the reply
  /// thread overflow an integer (a real Swift trap) instead of asking the provider.
  @Test("a trap on the reply thread restores the terminal too")
  func workerCrashRestoresTerminal() throws {
    let binary = TmuxSession.binary
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw PseudoTerminal.Failure("the sykb binary is missing at \(binary)")
    }
    let home = CommandRun.home("crash-worker")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let config = home + "/.config/sykb"
    try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
    ReplyEndToEndTests.writePrivate(
      "full-access = on\nreply-provider = command\nreply-command = cat\nreply-timeout = 5\n",
      to: config + "/settings.conf")
    let copied = CommandRun.sykb(["clipboard", "copy", "Dinner at 7?"], home: home)
    #expect(copied.status == 0, "\(copied.standardError)")
    let log = home + "/sykb.log"

    let terminal = try PseudoTerminal()
    let before = try terminal.modes()
    var environment = ["HOME": home, "TERM": "xterm-256color", "LANG": "C.UTF-8"]
    environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
    environment["SYKB_DEBUG_CRASH"] = "reply-worker"
    try terminal.spawn(
      binary, ["run", "--keyboard", "qwerty", "--log", log], environment: environment)
    // The keyboard is up (raw mode, its bar drawn) before Ctrl-R is typed: in canonical mode
    // the line discipline would take it as "reprint".
    let ready = terminal.read(
      until: { $0.firstRange(of: "F1 help") != nil }, timeout: 30)
    try #require(ready, "the keyboard did not start")
    #expect(try terminal.modes().c_lflag & tcflag_t(ICANON) == 0)
    var controlR: UInt8 = 0x12
    #expect(write(terminal.master, &controlR, 1) == 1)

    let status = try #require(terminal.waitForExit(timeout: 60), "sykb did not end")
    let output = terminal.output
    // A Swift trap is SIGILL on x86-64 (ud2) and SIGTRAP on arm64 (brk).
    #expect([SIGILL, SIGTRAP].contains(status & 0x7F), "wait status \(status)")
    let entered = try #require(output.lastRange(of: "\u{1B}[?1049h"), "no alternate screen")
    for reset in Self.resets {
      #expect(
        output.firstRange(of: reset, from: entered.upperBound) != nil,
        "missing \(reset.debugDescription)")
    }
    let after = try terminal.modes()
    #expect(after.c_lflag == before.c_lflag, "the termios saved at start is back")
    #expect(after.c_iflag == before.c_iflag)
    let logged = try String(contentsOfFile: log, encoding: .utf8)
    #expect(logged.contains("; the terminal was restored"), "\(logged)")
  }
}
