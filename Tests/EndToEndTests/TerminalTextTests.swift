import Foundation
import Testing

/// Digits and Latin letters from the user's input method typed into the real program: text
/// on every keyboard, whatever page shows; the keys by position only in grid-keys mode (Ctrl-G).
@Suite(
  "sykb run: text from the terminal is text", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TerminalTextEndToEndTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var typed: String
    var testDescription: String { arguments.joined(separator: " ") + ": " + typed }
  }

  static let cases: [Case] = [
    Case(arguments: ["--keyboard", "naratgeul"], typed: "2024년 3월"),
    Case(arguments: ["--keyboard", "cheonjiin"], typed: "2024년 3월 hi"),
    Case(arguments: ["--keyboard", "naratgeul", "--number-row"], typed: "2024년 3월"),
    Case(arguments: ["--keyboard", "unified"], typed: "안녕 hello 123 세상 world 2024년"),
    Case(arguments: ["--keyboard", "unified"], typed: "한 fine"),
    Case(arguments: ["--keyboard", "unified"], typed: "한 road"),
    Case(arguments: ["--keyboard", "unified"], typed: "한 zoo"),
    Case(arguments: ["--keyboard", "unified"], typed: "한 very"),
    Case(arguments: ["--keyboard", "unified"], typed: "한 42"),
  ]

  @Test("input-method text comes out exactly as sent", arguments: cases)
  func inputMethodText(_ test: Case) throws {
    let session = try TmuxSession(["run"] + test.arguments)
    try session.waitForKeyboard()
    try session.type(test.typed)
    let screen = try session.wait("the text as sent") { $0.firstLine == test.typed }
    #expect(screen.firstLine == test.typed)
  }

  @Test("grid-keys mode (Ctrl-G): sz321xq on 나랏글 is 한글, shown and remembered")
  func gridKeysMode() throws {
    let home = NSTemporaryDirectory() + "sykb-e2e-gridkeys-\(getpid())"
    try? FileManager.default.removeItem(atPath: home)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let session = try TmuxSession(["run", "--keyboard", "naratgeul"], home: home)
    try session.waitForKeyboard()
    // Text mode first: the letters are inserted as text and the note names the toggle.
    try session.type("sz")
    try session.wait("the letters as text, the toggle named") { screen in
      screen.firstLine == "sz" && screen.text.contains("Ctrl-G")
    }
    try session.press("C-g")
    try session.wait("the mode on the status line") {
      $0.lines.last?.contains("자판 키 모드") == true
    }
    try session.type("sz321xq")
    try session.wait("한글") { $0.firstLine == "sz한글" }
    try session.press("C-q")
    // The setting was saved: the next run starts in grid-keys mode.
    let again = try TmuxSession(["run", "--keyboard", "naratgeul"], home: home)
    let screen = try again.waitForKeyboard()
    #expect(screen.lines.last?.hasSuffix("기본 필드 · 자판 키 · F1 도움말") == true)
    try again.type("sz321xq")
    try again.wait("한글 again") { $0.firstLine == "한글" }
    // Ctrl-G again: text mode, the status line says nothing of grid keys.
    try again.press("C-g")
    try again.wait("text mode") { $0.lines.last?.contains("글자 모드") == true }
    try again.type(" 3월")
    try again.wait("한글 3월") { $0.firstLine == "한글 3월" }
  }
}
