import Foundation
import Testing

/// `sykb run --record` on the real program under tmux: mouse drags and a long press, key
/// bindings, input-method text and a bracketed paste are recorded; `sykb replay` of the file
/// ends in the text the session wrote with `--output`, and `sykb play` of it does too.
@Suite(
  "sykb run --record: a session recorded, replayed and played", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct RecordingEndToEndTests {
  @Test("record under tmux, replay headless, play on screen: the same text, file mode 0600")
  func roundTrip() throws {
    let home = CommandRun.home("record")
    let recording = home + "/session.replay"
    let output = home + "/text.txt"
    let played = home + "/played.txt"
    let session = try TmuxSession(
      [
        "run", "--keyboard", "naratgeul", "--field", "text=가나다라마바사 아자차카",
        "--record", recording, "--output", output,
      ], home: home)
    let screen = try session.waitForKeyboard()
    let space = try #require(screen.cell(of: "␣"))
    let delete = try #require(screen.cell(of: "⌫"))
    // A drag on space: the cursor moves left.
    var reports: [(kind: TmuxSession.MouseKind, column: Int, row: Int)] = [
      (.press, space.column, space.row)
    ]
    for step in 1...10 { reports.append((.drag, space.column - step, space.row)) }
    reports.append((.release, space.column - 10, space.row))
    try session.mouse(reports)
    try session.wait("the cursor moved") { _ in
      (Int(try session.value("#{cursor_x}")) ?? 0) < 23
    }
    // A long press on delete: held until it has repeated, then the button comes up.
    let before = try session.screen().firstLine.count
    try session.mouse(.press, column: delete.column, row: delete.row)
    try session.wait("the delete repeating") { $0.firstLine.count <= before - 3 }
    try session.mouse(.release, column: delete.column, row: delete.row)
    // Input-method syllables, a binding (← is a space drag), a paste and a checkpoint.
    try session.type("안녕")
    try session.press("Left")
    try session.paste("복사")
    try session.press("F12")
    try session.wait("the checkpoint message") { $0.text.contains("체크포인트 1") }
    try session.type("ㅋ")
    try session.press("C-q")
    try session.waitForExit()
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.contains("안"))
    #expect(text.contains("복사ㅋ"))
    #expect(text.count <= "가나다라마바사 아자차카안녕복사ㅋ".count - 3)
    #expect(CommandRun.mode(recording) == 0o600)
    let file = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(file.contains("\ndown "))
    #expect(file.contains("\nmove "))
    #expect(file.contains("\npaste \"복사\""))
    #expect(file.contains("# checkpoint 1"))
    #expect(file.contains("# end"))

    let replay = CommandRun.sykb(["replay", "--json", recording], home: home)
    #expect(replay.status == 0, "\(replay.standardError)")
    let data = Data(replay.standardOutput.utf8)
    let summary = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(summary["text"] as? String == text)

    // Played on screen (four times as fast): every expect passes, the same text comes out.
    let shell = try TmuxSession(inShell: true, home: home)
    try shell.wait("the shell prompt") { $0.text.contains("$") }
    let command = [
      TmuxSession.binary, "play", recording, "--speed", "4", "--exit", "--output", played,
    ]
    .map(TmuxSession.shellQuoted).joined(separator: " ")
    try shell.type(command + "; echo EXIT=$?")
    try shell.press("Enter")
    // The command line itself says `EXIT=$?`: wait for a digit after it.
    let end = try shell.wait("the play to end") { screen in
      ["EXIT=0", "EXIT=1", "EXIT=2"].contains { screen.text.contains($0) }
    }
    #expect(end.text.contains("EXIT=0"))
    #expect(try String(contentsOfFile: played, encoding: .utf8) == text)
  }

  /// A secure field's keys never reach the recording: its touches are moved to the neutral
  /// point (-50000, -50000), the header says so, and neither `replay` nor `replay --trace`
  /// of the file gives the password back.
  @Test("a secure field's recording keeps the gestures' shape, not the password")
  func secureFieldRecording() throws {
    let home = CommandRun.home("record-secure")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let recording = home + "/secure.replay"
    let output = home + "/secret.txt"
    let password = "hunter2swordfish"
    let session = try TmuxSession(
      [
        "run", "--keyboard", "qwerty", "--field", "secure=yes", "--record", recording,
        "--output", output,
      ], home: home)
    let screen = try session.waitForKeyboard()
    try session.type(password)
    // A mouse tap on a key too (the touches of the screen, not only the bindings').
    let key = try #require(screen.cell(of: "q"), "no q key in\n\(screen.text)")
    try session.mouse(.press, column: key.column, row: key.row)
    try session.mouse(.release, column: key.column, row: key.row)
    try session.press("C-q")
    try session.waitForExit()
    let typed = try String(contentsOfFile: output, encoding: .utf8)
    #expect(typed.hasPrefix(password), "the session itself typed the password: \(typed)")

    let file = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(file.contains("# secure field: its touches are kept"), "\(file)")
    #expect(file.contains("\ndown -50000 -50000"), "\(file)")
    for line in file.split(separator: "\n") where line.hasPrefix("down") {
      #expect(line.hasPrefix("down -5"), "a touch at a key: \(line)")
    }
    #expect(!file.contains("\nexpect length"), "the checks are comments:\n\(file)")
    #expect(file.contains("\n# expect length"), "\(file)")
    let replay = CommandRun.sykb(["replay", "--json", recording], home: home)
    #expect(replay.status == 0, "\(replay.standardError)")
    #expect(!replay.standardOutput.contains("hunter"), "\(replay.standardOutput)")
    #expect(replay.standardOutput.contains("\"text\":\"\""), "\(replay.standardOutput)")
    let trace = CommandRun.sykb(["replay", "--trace", recording], home: home)
    #expect(trace.status == 0, "\(trace.standardError)")
    let traced = trace.standardOutput + trace.standardError
    #expect(!traced.contains("hunter"))
    #expect(!traced.contains("\"h\""), "a key of the password in the trace")
  }

  /// `set reply-command sed -n 1p` (a value with spaces) is written quoted, so `replay` reads
  /// its own recording.
  @Test("a setting with spaces is recorded quoted and the recording replays")
  func quotedSettingRoundTrip() throws {
    let home = CommandRun.home("record-quoted")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let config = home + "/.config/sykb"
    try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
    ReplyEndToEndTests.writePrivate(
      "reply-provider = command\nreply-command = sed -n 1p\n", to: config + "/settings.conf")
    let recording = home + "/quoted.replay"
    let output = home + "/out.txt"
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--record", recording, "--output", output], home: home)
    try session.waitForKeyboard()
    try session.type("ok")
    try session.press("C-q")
    try session.waitForExit()
    let file = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(file.contains("\nset reply-command \"sed -n 1p\"\n"), "\(file)")
    let replay = CommandRun.sykb(["replay", "--json", recording], home: home)
    #expect(replay.status == 0, "\(replay.standardError)")
    let typed = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      replay.standardOutput.contains("\"text\":\"\(typed)\""), "\(replay.standardOutput)")
  }
}
