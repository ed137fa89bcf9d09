import Foundation
import Testing

/// The screen follows the terminal, and the terminal is given back intact.
@Suite(
  "sykb run: the terminal", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TerminalTests {
  @Test("a resize re-lays out the keys and keeps the text")
  func resizeKeepsText() throws {
    let session = try TmuxSession(["run", "--keyboard", "dubeolsik"])
    try session.waitForKeyboard()
    try session.type("안녕")
    try session.wait("안녕") { $0.firstLine == "안녕" }
    try session.resize(columns: 50, rows: 20)
    let small = try session.wait("the smaller grid") { screen in
      screen.lines.count == 20 && screen.lines.allSatisfy { $0.count <= 50 }
        && screen.firstLine == "안녕" && screen.cell(of: "ㅂ") != nil
        && screen.lines.last?.contains("두벌식") == true
    }
    #expect(small.lines.last?.contains("두벌식") == true)
    try session.resize(columns: 20, rows: 8)
    try session.wait("the too-small message") {
      $0.text.contains("터미널이 너무") && $0.text.contains("현재 20×8")
    }
    try session.resize(columns: 90, rows: 30)
    // Keys do not type while the terminal is too small: wait for the keyboard to be back.
    try session.wait("the keyboard at 90×30") { $0.lines.count == 30 && $0.cell(of: "ㅂ") != nil }
    try session.type("하세요")
    try session.wait("안녕하세요 after the resizes") { $0.firstLine == "안녕하세요" }
  }

  /// Runs sykb in a shell pane and waits until it has the screen.
  func startInShell(_ session: TmuxSession) throws {
    try session.wait("the shell prompt") { $0.text.contains("$") }
    try session.type("\(TmuxSession.binary) run; echo EXIT=$?")
    try session.press("Enter")
    try session.waitForKeyboard()
    #expect(try session.value("#{alternate_on}") == "1")
  }

  /// What must hold once sykb is gone: normal screen, no mouse reporting, cursor shown,
  /// and the tty back in cooked mode with echo.
  func expectRestored(_ session: TmuxSession, exit: String) throws {
    try session.wait("the shell again") { $0.text.contains(exit) }
    #expect(try session.value("#{alternate_on}") == "0")
    #expect(try session.value("#{mouse_any_flag}#{mouse_button_flag}#{mouse_all_flag}") == "000")
    #expect(try session.value("#{cursor_flag}") == "1")
    try session.type("stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | tr '\\n' ' '; echo STTY")
    try session.press("Enter")
    let screen = try session.wait("stty output") { $0.text.contains("icanon echo STTY") }
    #expect(screen.text.contains("icanon echo STTY"))
  }

  @Test("Home and End work in whichever form the terminal sends them")
  func homeAndEnd() throws {
    let session = try TmuxSession([
      "run", "--keyboard", "qwerty", "--field", "text=hello world", "--field", "cursor=5",
    ])
    try session.waitForKeyboard()
    // tmux's own End (ESC [ 4 ~ here, which xterm's terminfo lacks), then the other forms.
    let steps: [(send: () throws -> Void, column: String)] = [
      ({ try session.press("End") }, "11"), ({ try session.press("Home") }, "0"),
      ({ try session.type("\u{1B}[F") }, "11"), ({ try session.type("\u{1B}[1~") }, "0"),
      ({ try session.type("\u{1B}OF") }, "11"), ({ try session.type("\u{1B}[7~") }, "0"),
    ]
    for (index, step) in steps.enumerated() {
      try step.send()
      try session.wait("cursor at \(step.column) after step \(index)") { _ in
        try session.value("#{cursor_x}") == step.column
      }
    }
    // Nothing of the sequences was typed as text.
    #expect(try session.screen().firstLine == "hello world")
  }

  @Test("quitting with Ctrl-Q restores the terminal")
  func quitRestores() throws {
    let session = try TmuxSession(inShell: true)
    try startInShell(session)
    try session.press("C-q")
    try expectRestored(session, exit: "EXIT=0")
  }

  @Test("SIGTERM restores the terminal before the process ends")
  func sigtermRestores() throws {
    let session = try TmuxSession(inShell: true)
    try startInShell(session)
    let shell = try session.value("#{pane_pid}")
    let child = try #require(
      TmuxSession.processes(under: shell).first, "no sykb process under the shell \(shell)")
    kill(child, SIGTERM)
    try expectRestored(session, exit: "EXIT=143")
  }
}
