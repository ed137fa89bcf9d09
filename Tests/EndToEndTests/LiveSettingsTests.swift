import Foundation
import TestSupport
import Testing

/// The container app's half, two processes at once: a keyboard running in tmux and
/// `sykb settings` / `sykb shortcuts` / `sykb learned` from another process. A change reaches
/// the running keyboard without a restart; a malformed file is reported and the keyboard keeps
/// running on its old values.
@Suite(
  "two processes: settings, shortcuts and learned data shared live", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct LiveSettingsTests {
  /// The screen row of the key grid's top border.
  static func gridTop(_ screen: Screen) -> Int? {
    screen.lines.firstIndex { $0.hasPrefix("╭") }
  }

  /// Waits for the whole first frame (a loaded machine starts sykb slowly).
  @discardableResult
  static func started(_ session: TmuxSession) throws -> Screen {
    try session.waitForKeyboard()
  }

  func settingsPath(_ home: String) -> String { home + "/.config/sykb/settings.conf" }

  /// The file's `name = value` lines, comments and blank lines left out.
  static func entries(_ text: String) -> [String] {
    text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
  }

  @Test("sykb settings set keyboard-height 200 from another process redraws the grid")
  func heightFromAnotherProcess() throws {
    let home = CommandRun.home("live-height")
    #expect(CommandRun.sykb(["settings", "set", "keyboard-height", "290"], home: home).status == 0)
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty"], columns: 80, rows: 50, home: home)
    let before = try Self.started(session)
    let tallTop = try #require(Self.gridTop(before))
    let set = CommandRun.sykb(["settings", "set", "keyboard-height", "200"], home: home)
    #expect(set.status == 0, "\(set.standardError)")
    #expect(set.standardOutput == "keyboard-height = 200\n")
    let after = try session.wait("the grid at the new height") {
      (Self.gridTop($0) ?? 0) > tallTop
    }
    #expect(after.text.contains("설정을 다시 읽었습니다"))
    // 90 pt less is several rows less.
    #expect((Self.gridTop(after) ?? 0) - tallTop >= 3)
  }

  @Test("sykb shortcuts add while a keyboard runs: the shortcut works at once")
  func shortcutAtOnce() throws {
    let home = CommandRun.home("live-shortcut")
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "autocapitalization=none"], home: home)
    try Self.started(session)
    let added = CommandRun.sykb(["shortcuts", "add", "zq", "zebra quilt"], home: home)
    #expect(added.status == 0, "\(added.standardError)")
    try session.wait("the keyboard told") { $0.text.contains("텍스트 대치") }
    try session.type("zq ")
    try session.wait("the expansion") { $0.firstLine == "zebra quilt" }
  }

  @Test("a malformed edit is reported and the keyboard keeps running on the old values")
  func malformedEdit() throws {
    let home = CommandRun.home("live-malformed")
    #expect(CommandRun.sykb(["settings", "set", "keyboard-height", "290"], home: home).status == 0)
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "autocapitalization=none"], columns: 100,
      rows: 50, home: home)
    let before = try Self.started(session)
    let path = settingsPath(home)
    let original = try String(contentsOfFile: path, encoding: .utf8)
    let lines = original.split(separator: "\n", omittingEmptySubsequences: false).count
    let broken = original + "keyboard-height = 999\nfoo = 1\n"
    try broken.write(toFile: path, atomically: true, encoding: .utf8)
    let reported = try session.wait("the bad lines in the status line") {
      $0.lines.last?.contains("settings.conf:\(lines):") == true
    }
    #expect(reported.lines.last?.contains("(외 1개)") == true)
    #expect(Self.gridTop(reported) == Self.gridTop(before), "the keys stay where they were")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == broken, "the file is untouched")
    try session.type("ok")
    try session.wait("typing goes on") { $0.firstLine == "ok" }
  }

  @Test("sykb learned forget and reset reach the running keyboard instead of being refused")
  func learnedWhileRunning() throws {
    let home = CommandRun.home("live-learned")
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "autocapitalization=none"], home: home)
    try Self.started(session)
    try session.type("zebra ")
    try session.wait("the word typed") { $0.firstLine == "zebra" }
    let forgot = CommandRun.sykb(["learned", "forget", "zebra"], home: home)
    #expect(forgot.status == 0, "\(forgot.standardError)")
    #expect(forgot.standardOutput == "the running keyboard forgets \"zebra\"\n")
    // On the status line: the field says "zebra" already.
    try session.wait("the keyboard's note") { $0.lines.last?.contains("zebra") == true }
    let refused = CommandRun.sykb(["learned", "reset"], home: home)
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("add --yes"))
    let reset = CommandRun.sykb(["learned", "reset", "--yes"], home: home)
    #expect(reset.status == 0, "\(reset.standardError)")
    try session.wait("the reset said") { $0.text.contains("학습 데이터를 초기화했습니다") }
  }

  @Test("command-line options are overrides for one run and never written back")
  func overridesNotSaved() throws {
    let home = CommandRun.home("live-overrides")
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--height", "200", "--number-row"], home: home)
    try Self.started(session)
    // F2, down to sound-feedback's neighbour and change haptic-feedback.
    try session.press("F2")
    try session.wait("the settings panel") { $0.text.contains("haptic-feedback") }
    try session.press("Down")
    try session.press("Enter")
    try session.press("Escape")
    // Esc and the next key in one read are Alt + that key: the panel closes first.
    try session.wait("the settings panel closed") { !$0.text.contains("haptic-feedback") }
    try session.press("C-q")
    try session.waitForExit()
    let text = Patience.last({
      (try? String(contentsOfFile: settingsPath(home), encoding: .utf8)) ?? ""
    }) { $0.contains("haptic-feedback = off") }
    #expect(text.contains("haptic-feedback = off"))
    #expect(!text.contains("keyboard-height = 200"))
    #expect(!text.contains("number-row = on"))
  }

  @Test("--keyboard dubeolsik survives a settings change from another process: rk, reload, sk → 가나")
  func keyboardOptionSurvivesReload() throws {
    let home = CommandRun.home("live-keyboard-option")
    // `rk` are 두벌식 key positions: grid-keys mode (text mode would type the letters).
    let gridKeys = CommandRun.sykb(["settings", "set", "grid-keys", "on"], home: home)
    #expect(gridKeys.status == 0, "\(gridKeys.standardError)")
    let session = try TmuxSession(["--keyboard", "dubeolsik"], columns: 80, rows: 40, home: home)
    try Self.started(session)
    try session.type("rk")
    try session.wait("가 typed on 두벌식") { $0.firstLine == "가" }
    let set = CommandRun.sykb(["settings", "set", "period-shortcut", "off"], home: home)
    #expect(set.status == 0, "\(set.standardError)")
    try session.wait("the reload said") { $0.text.contains("설정을 다시 읽었습니다") }
    try session.type("sk")
    try session.wait("나 typed on 두벌식 still") { $0.firstLine == "가나" }
    let text = try String(contentsOfFile: settingsPath(home), encoding: .utf8)
    #expect(
      Self.entries(text) == ["grid-keys = on", "period-shortcut = off"],
      "an option is never written")
  }

  @Test("an F2 change keeps --keyboard cheonjiin --one-handed right --height 200 --number-row")
  func optionsSurviveF2Change() throws {
    let home = CommandRun.home("live-f2-options")
    let session = try TmuxSession(
      ["--keyboard", "cheonjiin", "--one-handed", "right", "--height", "200", "--number-row"],
      columns: 80, rows: 50, home: home)
    let before = try Self.started(session)
    let top = try #require(before.lines.firstIndex { $0.contains("╭") })
    let grid = Array(before.lines[top..<(before.lines.count - 1)])
    // F2's first row is sound-feedback: Enter turns it off, which is written to the file.
    try session.press("F2")
    try session.wait("the settings panel") { $0.text.contains("sound-feedback") }
    try session.press("Enter")
    try session.press("Escape")
    var text =
      (try? Patience.poll("sound-feedback = off in the file") { () -> String? in
        let text = (try? String(contentsOfFile: settingsPath(home), encoding: .utf8)) ?? ""
        return text.contains("sound-feedback = off") ? text : nil
      }) ?? ""
    #expect(text.contains("sound-feedback = off"))
    // The keyboard's own save and another process's change are both read back in.
    let set = CommandRun.sykb(["settings", "set", "period-shortcut", "off"], home: home)
    #expect(set.status == 0, "\(set.standardError)")
    let after = try session.wait("the reload said") {
      $0.text.contains("설정을 다시 읽었습니다")
    }
    #expect(Array(after.lines[top..<(after.lines.count - 1)]) == grid, "천지인, right, 200, 숫자 줄")
    text = try String(contentsOfFile: settingsPath(home), encoding: .utf8)
    #expect(Self.entries(text) == ["sound-feedback = off", "period-shortcut = off"])
  }
}
