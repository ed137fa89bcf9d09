import Foundation
import Testing

/// `--log FILE` records gestures and actions, never what was typed into a secure field, nor
/// pasted text, and the file is the user's alone.
@Suite(
  "the log keeps no text", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct LogPrivacyTests {
  @Test("a secure field's keys and text never reach the log; the log is 0600")
  func secureField() throws {
    let home = CommandRun.home("log-secure")
    let log = home + "/sykb.log"
    // An existing world-readable log is made private too.
    try Data().write(to: URL(fileURLWithPath: log))
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: log)
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "secure=yes", "--log", log], home: home)
    try session.waitForKeyboard()
    try session.type("hunter7q")
    try session.wait("the secret typed") { !$0.firstLine.isEmpty }
    try session.press("C-q")
    try session.waitForExit()
    let text = try String(contentsOfFile: log, encoding: .utf8)
    #expect(text.contains("trace lines of a secure field withheld"))
    for secret in ["hunter", "tap h", "type", "\"h\"", "insert"] {
      #expect(!text.contains(secret), "the log has \(secret):\n\(text)")
    }
    #expect(CommandRun.mode(log) == 0o600)
  }

  @Test("pasted text and the field's text appear only as their lengths")
  func pastedText() throws {
    let home = CommandRun.home("log-paste")
    let log = home + "/sykb.log"
    let session = try TmuxSession(["run", "--keyboard", "qwerty", "--log", log], home: home)
    try session.waitForKeyboard()
    try session.paste("sk-live-4242SECRET")
    try session.wait("the paste") { $0.firstLine.contains("SECRET") }
    try session.type("ab")
    try session.press("C-q")
    try session.waitForExit()
    let text = try String(contentsOfFile: log, encoding: .utf8)
    #expect(!text.contains("SECRET"), "\(text)")
    #expect(!text.contains("sk-live"), "\(text)")
    #expect(text.contains("\"‹18›\""), "the paste is logged by its length:\n\(text)")
    #expect(CommandRun.mode(log) == 0o600)
  }
}
