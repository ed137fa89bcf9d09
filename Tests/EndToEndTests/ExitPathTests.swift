import Foundation
import TestSupport
import Testing

/// Nothing typed is lost on the way out, and no write fails silently: `--output` is written
/// on every exit that restores the terminal (signals included), and a file that cannot be
/// written (`/dev/full`, a size limit) is named on standard error with a non-zero status while
/// the text is kept under `unsaved/`.
@Suite(
  "sykb run: every exit writes the text, every failed write is said",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct ExitPathTests {
  /// The file's text once it exists and is not empty, or nil after the safety timeout.
  static func contents(of path: String) -> String? {
    try? Patience.poll("\(path) written") { () -> String? in
      guard let text = try? String(contentsOfFile: path, encoding: .utf8), !text.isEmpty
      else { return nil }
      return text
    }
  }

  /// The screen's text without blanks: a message wraps at the pane's width, and tmux trims the
  /// blank a line ends with.
  static func unwrapped(_ screen: Screen) -> String { unwrapped(screen.lines.joined()) }

  static func unwrapped(_ text: String) -> String { text.filter { !$0.isWhitespace } }

  @Test(
    "--output is written when the terminal closes (SIGHUP), on SIGTERM and on SIGINT",
    arguments: [SIGHUP, SIGTERM, SIGINT])
  func outputOnSignal(_ signal: Int32) throws {
    let home = CommandRun.home("exit-signal-\(signal)")
    let output = home + "/typed.txt"
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "autocapitalization=none", "--output", output],
      home: home)
    try session.waitForKeyboard()
    try session.type("kept on exit")
    try session.wait("the text typed") { $0.firstLine == "kept on exit" }
    let shell = try session.value("#{pane_pid}")
    let child = try #require(TmuxSession.processes(under: shell).first, "no sykb under \(shell)")
    kill(child, signal)
    #expect(Self.contents(of: output) == "kept on exit")
    #expect(CommandRun.mode(output) == 0o600)
  }

  /// What each failing target prints and where its text is kept.
  static let fullDevices: [(option: String, names: String, kept: String)] = [
    ("--output /dev/full", "--output /dev/full: cannot write the text", "output-"),
    ("--print > /dev/full", "standard output: cannot write the text", "print-"),
    ("--record /dev/full", "--record /dev/full: cannot write it", "record-"),
    ("--log /dev/full", "--log /dev/full: cannot write it", "log-"),
  ]

  @Test(
    "a write to /dev/full exits non-zero, naming the file and where the text is kept",
    arguments: fullDevices.indices)
  func fullDevice(_ index: Int) throws {
    let (option, names, kept) = Self.fullDevices[index]
    let home = CommandRun.home("exit-full-\(index)")
    let session = try TmuxSession(inShell: true, home: home)
    try session.wait("the shell prompt") { $0.text.contains("$") }
    try session.type(
      "\(TmuxSession.binary) run --keyboard qwerty --field autocapitalization=none \(option);"
        + " echo EXIT=$?")
    try session.press("Enter")
    try session.wait("the keyboard") { $0.lines.contains { $0.hasPrefix("╰") } }
    try session.type("full disk")
    try session.wait("the text typed") { $0.firstLine == "full disk" }
    try session.press("C-q")
    // The command line itself says `EXIT=$?`: wait for a digit after it.
    let end = try session.wait("sykb to exit") { screen in
      screen.text.range(of: "EXIT=[0-9]", options: .regularExpression) != nil
    }
    let text = Self.unwrapped(end)
    #expect(text.contains("EXIT=1"), "\(end.text)")
    #expect(text.contains(Self.unwrapped("sykb run: " + names)), "\(end.text)")
    let directory = home + "/.local/share/sykb/unsaved"
    let files = try FileManager.default.contentsOfDirectory(atPath: directory)
    let file = try #require(files.first { $0.hasPrefix(kept) }, "kept: \(files)")
    #expect(text.contains(file), "\(end.text)")
    #expect(CommandRun.mode(directory + "/" + file) == 0o600)
    if kept == "output-" || kept == "print-" {
      #expect(try String(contentsOfFile: directory + "/" + file, encoding: .utf8) == "full disk")
    }
  }

  @Test("a recording over the size limit stops at its last whole line and is said at once")
  func recordingWholeLines() throws {
    let home = CommandRun.home("exit-record-limit")
    let recording = home + "/session.replay"
    let session = try TmuxSession(inShell: true, home: home)
    try session.wait("the shell prompt") { $0.text.contains("$") }
    // 8 blocks of 512 bytes: the recording outgrows it after a few hundred keys.
    let command = "exec \(TmuxSession.binary) run --keyboard qwerty --record \(recording)"
    try session.type("sh -c 'ulimit -f 8; \(command)'; echo EXIT=$?")
    try session.press("Enter")
    try session.wait("the keyboard") { $0.lines.contains { $0.hasPrefix("╰") } }
    let sentence = "the quick brown fox jumps over the lazy dog "
    var typed = 0
    // Typed in pieces until the status line says the recording failed.
    try session.wait("the failure in the status line") { screen in
      if screen.lines.last?.contains("--record \(recording): cannot write") == true { return true }
      if typed < 40 {
        try session.type(sentence)
        typed += 1
      }
      return false
    }
    try session.press("C-q")
    let end = try session.wait("sykb to exit") { screen in
      screen.text.range(of: "EXIT=[0-9]", options: .regularExpression) != nil
    }
    let text = Self.unwrapped(end)
    #expect(text.contains("EXIT=1"), "\(end.text)")
    #expect(text.contains(Self.unwrapped("--record \(recording): cannot write it")), "\(end.text)")
    let bytes = try #require(FileManager.default.contents(atPath: recording))
    #expect(!bytes.isEmpty && bytes.count <= 8 * 512)
    #expect(bytes.last == UInt8(ascii: "\n"), "the recording ends mid-line")
    // What is there still replays: every line is a whole command.
    let replay = CommandRun.sykb(["replay", recording], home: home)
    #expect(replay.status == 0, "\(replay.standardError)")
  }
}
