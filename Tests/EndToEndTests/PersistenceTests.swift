import Foundation
import TestSupport
import Testing

/// What the user makes survives the program: words learned in `sykb run` are in the store
/// afterwards, and a bad settings file stops sykb with file, line and problem instead of being
/// overwritten.
@Suite(
  "sykb run: learned words and settings", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PersistenceTests {
  /// Runs sykb outside tmux with `HOME` set, returning the exit status and what it printed.
  func sykb(_ arguments: [String], home: String) -> (status: Int32, output: String) {
    let run = CommandRun.sykb(arguments, home: home)
    return (run.status, run.standardOutput + run.standardError)
  }

  /// `sykb learned list en` once it lists `word` (the keyboard saves as it exits), or at the
  /// safety timeout.
  func learnedEnglish(home: String, waitingFor word: String) -> String {
    Patience.last({ sykb(["learned", "list", "en"], home: home).output }) {
      $0.contains("\t\(word)\t")
    }
  }

  func temporaryHome(_ name: String) -> String {
    let home = NSTemporaryDirectory() + "sykb-e2e-\(name)-\(getpid())"
    try? FileManager.default.removeItem(atPath: home)
    try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    return home
  }

  @Test("words typed and ended with return are in the store after quitting")
  func learnedWords() throws {
    let home = temporaryHome("learned")
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "autocapitalization=none"], home: home)
    try session.waitForKeyboard()
    try session.type("zebra yak")
    try session.wait("the text typed") { $0.firstLine == "zebra yak" }
    try session.press("Enter")
    // Return took effect when the cursor is on the field's second line.
    try session.wait("the return") { _ in try session.value("#{cursor_y}") == "1" }
    try session.press("C-q")
    // Gone, its last save made: the forget below is not raced by a keyboard quitting.
    try session.waitForExit()
    let listed = learnedEnglish(home: home, waitingFor: "yak")
    #expect(listed.contains("en-US\tzebra\t"))
    #expect(listed.contains("en-US\tyak\t"))
    let forgotten = sykb(["learned", "forget", "yak"], home: home)
    #expect(forgotten.status == 0)
    #expect(!sykb(["learned", "list", "en"], home: home).output.contains("\tyak\t"))
  }

  @Test(
    "closing the terminal (SIGHUP) or SIGTERM still saves what was learned",
    arguments: [SIGHUP, SIGTERM])
  func learnedBeforeSignal(_ signal: Int32) throws {
    let home = temporaryHome("signal-\(signal)")
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "autocapitalization=none"], home: home)
    try session.waitForKeyboard()
    // Words are recorded at each space; no return, so only quitting saves them.
    try session.type("quokka newt ")
    try session.wait("the text typed") { $0.firstLine == "quokka newt" }
    let shell = try session.value("#{pane_pid}")
    let child = try #require(TmuxSession.processes(under: shell).first, "no sykb under \(shell)")
    kill(child, signal)
    try session.waitForExit()
    let listed = learnedEnglish(home: home, waitingFor: "newt")
    #expect(listed.contains("en-US\tquokka\t"))
    #expect(listed.contains("en-US\tnewt\t"))
  }

  @Test("a second keyboard on the same store reads but does not save; forget goes to the first")
  func secondKeyboard() throws {
    let home = temporaryHome("two")
    let first = try TmuxSession(["run", "--keyboard", "qwerty"], home: home)
    try first.waitForKeyboard()
    let second = try TmuxSession(["run", "--keyboard", "qwerty"], home: home)
    // Its status line starts with the warning instead of the usual "F1 도움말".
    try second.wait("the warning in the status line") {
      $0.text.contains("다른 sykb가 실행 중")
    }
    // The keyboard that saves learned words takes the request (LiveSettingsTests).
    let handed = sykb(["learned", "forget", "zebra"], home: home)
    #expect(handed.status == 0)
    #expect(handed.output.contains("the running keyboard forgets \"zebra\""))
    try first.press("C-q")
    try second.press("C-q")
    let allowed = Patience.last({ sykb(["learned", "forget", "zebra"], home: home) }) {
      $0.output.contains("was not learned")
    }
    #expect(allowed.status == 0)
    #expect(allowed.output.contains("was not learned"))
  }

  @Test("a bad settings file is reported line by line, left untouched, and the keyboard runs")
  func badSettings() throws {
    let home = temporaryHome("settings")
    let directory = home + "/.config/sykb"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/settings.conf"
    let content = "# mine\nlong-press-duration = 0.3\nrepeat-rate = 7\nfoo = 1\n"
    try content.write(toFile: path, atomically: true, encoding: .utf8)
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "autocapitalization=none"], home: home)
    try session.wait("the problem in the status line") {
      $0.lines.last?.contains("settings.conf:3:") == true
    }
    try session.type("ok")
    try session.wait("the keyboard types") { $0.firstLine == "ok" }
    try session.press("C-q")
    try session.waitForExit()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == content)
  }
}
