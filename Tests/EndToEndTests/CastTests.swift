import Foundation
import Testing

/// `sykb play SCRIPT --cast FILE` and `sykb run --cast FILE`: asciicast v2 recordings, read
/// back through a terminal emulator and compared with the screen the TUI showed.
@Suite(
  "sykb --cast: asciicast demos", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct CastTests {
  static let scripts = TmuxSession.repositoryRoot + "/Tests/QAScripts/"

  /// The screen's lines without the blank ones at the bottom.
  static func trimmed(_ lines: [String]) -> [String] {
    var lines = lines
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  /// A QA script played headless into a cast: what the cast's events, played through a
  /// terminal, end on is what `sykb play` showed in a real terminal at the script's end.
  @Test(
    "play --cast: a valid asciicast whose final screen is the TUI's",
    arguments: ["one-handed.replay", "long-press-number.replay", "cursor-drag.replay"])
  func playCast(script: String) throws {
    let home = CommandRun.home("cast-play")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let path = home + "/demo.cast"
    // The spell checker answers on its own time (a helper process): both runs without it, so
    // that the bar holds the same candidates whenever the screen is read.
    let spelling = CommandRun.sykb(["settings", "set", "spelling-dictionaries", "off"], home: home)
    #expect(spelling.status == 0, "\(spelling.standardError)")
    let run = CommandRun.sykb(
      ["play", Self.scripts + script, "--cast", path], home: home,
      environment: [
        "COLUMNS": "80", "LINES": "24", "TERM": "xterm-256color", "SHELL": "/bin/sh",
        // The language of the TUI it is compared with (TmuxSession's default).
        "LC_MESSAGES": "ko_KR.UTF-8",
      ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(CommandRun.mode(path) == 0o600)
    let cast = try Asciicast(path: path)
    #expect(cast.header["width"] as? Int == 80)
    #expect(cast.header["height"] as? Int == 24)
    #expect((cast.header["title"] as? String)?.hasSuffix(script) == true)
    let env = try #require(cast.header["env"] as? [String: String])
    #expect(env["SHELL"] == "/bin/sh")
    #expect(env["TERM"] == "xterm-256color")
    #expect((cast.header["timestamp"] as? Int ?? 0) > 1_600_000_000)
    #expect(cast.events.first?.code == "o")

    // A marker at each gesture: every `tap`/`press` of the script names its key.
    let markers = cast.events.filter { $0.code == "m" }.map(\.data)
    let lines = try String(contentsOfFile: Self.scripts + script, encoding: .utf8)
      .split(separator: "\n")
    for line in lines {
      let words = line.split(separator: " ")
      guard words.count >= 2, words[0] == "tap" || words[0] == "press" else { continue }
      let name = String(words[1])
      #expect(
        markers.contains { $0.hasSuffix(" " + name) }, "no marker for \(line) in \(markers)")
    }
    // The script's own timing: a cast of a script with a 600 ms press lasts at least that.
    #expect((cast.events.last?.time ?? 0) > 0.1)

    let session = try TmuxSession(["play", Self.scripts + script], home: home)
    try session.wait("the end of the script") { $0.lines.last?.contains("끝 · q 종료") == true }
    // A loaded machine can leave the field's row of the last frame stale on the real
    // terminal (the session's text is right: the script's expects pass); Ctrl-L repaints it.
    try session.press("C-l")
    let expected = Self.trimmed(cast.finalScreen().lines)
    let screen = try session.wait("the TUI's screen to equal the cast's") {
      Self.trimmed($0.lines) == expected
    }
    #expect(Self.trimmed(screen.lines) == expected)
  }

  /// A recorded session: frames as they were painted, markers at the taps, and the same
  /// final screen as the terminal's.
  @Test("run --cast records the live screen, a resize and the gestures")
  func runCast() throws {
    let home = CommandRun.home("cast-run")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let path = home + "/live.cast"
    let session = try TmuxSession(
      ["--keyboard", "qwerty", "--field", "autocapitalization=none", "--cast", path], home: home)
    try session.waitForKeyboard()
    try session.type("hi")
    try session.wait("the typed text") { $0.firstLine.contains("hi") }
    try session.resize(columns: 90, rows: 26)
    let last = try session.wait("the resized screen") {
      // The keyboard redrawn 90 columns wide (its bottom border spans the screen).
      $0.lines.contains { $0.hasPrefix("╰") && $0.count >= 88 }
        && $0.lines.last?.contains("F1 도움말") == true && $0.firstLine.contains("hi")
    }
    // Let the screen settle before it is compared (nothing is typed meanwhile).
    var settled = last
    _ = try session.wait("a steady screen") { screen in
      defer { settled = screen }
      return screen.text == settled.text && screen.text != ""
    }
    try session.press("C-q")
    _ = try session.wait("sykb quits") { _ in
      (try? String(contentsOfFile: path, encoding: .utf8))?.hasSuffix("\n") == true
        && CommandRun.mode(path) == 0o600 && !Self.isRunning(session)
    }
    let cast = try Asciicast(path: path)
    #expect(cast.header["width"] as? Int == 80)
    #expect(cast.events.contains { $0.code == "r" && $0.data == "90x26" })
    #expect(cast.events.contains { $0.code == "m" && $0.data.hasPrefix("tap h") })
    #expect(cast.events.contains { $0.code == "m" && $0.data.hasPrefix("tap i") })
    #expect(Self.trimmed(cast.finalScreen().lines) == Self.trimmed(settled.lines))
  }

  /// Whether the pane still runs sykb (after it quits, the pane sleeps).
  static func isRunning(_ session: TmuxSession) -> Bool {
    ((try? session.value("#{pane_current_command}")) ?? "") == "sykb"
  }
}
