import Foundation
import Testing

/// `sykb --print` as a picker (fzf, gum): the text ends with a newline when Ctrl-Q ends the
/// run; Ctrl-C cancels it — exit status 130 and nothing on standard output.
@Suite("--print ends like a picker", .serialized)
struct PrintEndingTests {
  /// Runs the keyboard with `--print > FILE` in a shell, types "hi there", ends with `key`;
  /// the exit status and what the file holds.
  static func run(ending key: String, name: String) throws -> (status: String, printed: String) {
    let home = CommandRun.home("print-\(name)")
    let out = home + "/printed.txt"
    let session = try TmuxSession(inShell: true, home: home)
    try session.wait("the shell prompt") { $0.text.contains("$") }
    try session.type(
      "\(TmuxSession.binary) run --keyboard qwerty --print > \(out); echo EXIT=$?")
    try session.press("Enter")
    try session.waitForKeyboard()
    try session.type("hi there")
    try session.wait("the text") { $0.firstLine == "Hi there" }
    try session.press(key)
    let end = try session.wait("sykb to exit") { screen in
      screen.text.range(of: "EXIT=[0-9]+", options: .regularExpression) != nil
    }
    let range = try #require(end.text.range(of: "EXIT=[0-9]+", options: .regularExpression))
    let printed = (try? String(contentsOfFile: out, encoding: .utf8)) ?? "(no file)"
    return (String(end.text[range]), printed)
  }

  @Test("Ctrl-Q: the text, ending with a newline, and exit status 0")
  func quitPrints() throws {
    let (status, printed) = try Self.run(ending: "C-q", name: "quit")
    #expect(status == "EXIT=0")
    #expect(printed == "Hi there\n")
  }

  @Test("Ctrl-C: cancelled, exit status 130, nothing printed")
  func controlCCancels() throws {
    let (status, printed) = try Self.run(ending: "C-c", name: "cancel")
    #expect(status == "EXIT=130")
    #expect(printed == "")
  }
}
