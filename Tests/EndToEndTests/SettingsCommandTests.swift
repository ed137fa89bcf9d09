import Foundation
import Testing

/// `sykb settings` and `sykb licenses` as a user runs them (no keyboard running).
@Suite("sykb settings and sykb licenses")
struct SettingsCommandTests {
  func path(_ home: String) -> String { home + "/.config/sykb/settings.conf" }

  @Test("set, get, list, path; a bad value is refused with set's message")
  func setAndGet() throws {
    let home = CommandRun.home("settings-cli")
    let set = CommandRun.sykb(["settings", "set", "keyboard-height", "200"], home: home)
    #expect(set.status == 0)
    #expect(
      CommandRun.sykb(["settings", "get", "keyboard-height"], home: home).standardOutput == "200\n")
    #expect(CommandRun.mode(path(home)) == 0o600)
    #expect(CommandRun.mode(home + "/.config/sykb") == 0o700)
    let bad = CommandRun.sykb(["settings", "set", "keyboard-height", "999"], home: home)
    #expect(bad.status == 2)
    #expect(bad.standardError == "sykb settings set: keyboard-height must be between 190 and 290\n")
    let unknown = CommandRun.sykb(["settings", "get", "long_press_duration"], home: home)
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("did you mean \"long-press-duration\"?"))
    let list = CommandRun.sykb(["settings", "list"], home: home)
    let lines = list.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 39)
    #expect(
      lines.contains {
        $0.hasPrefix("keyboard-height = 200 ") && $0.hasSuffix("# file · 키보드 높이 (pt, 190–290)")
      })
    #expect(lines.contains { $0.hasPrefix("number-row = off ") && $0.contains("# default · ") })
    let json = CommandRun.sykb(["settings", "list", "--json"], home: home).standardOutput
    #expect(json.contains(#"{"name":"keyboard-height","value":"200","source":"file"}"#))
    #expect(json.contains(#"{"name":"number-row","value":"off","source":"default"}"#))
    #expect(
      CommandRun.sykb(["settings", "get", "keyboard-height", "--origin"], home: home)
        .standardOutput == "200  # file\n")
    #expect(
      CommandRun.sykb(["settings", "get", "number-row", "--origin"], home: home).standardOutput
        == "off  # default\n")
    #expect(
      CommandRun.sykb(["settings", "path"], home: home).standardOutput == path(home) + "\n")
  }

  @Test("reset asks first: refused without --yes from a script, done with it")
  func resetAsks() throws {
    let home = CommandRun.home("settings-reset")
    _ = CommandRun.sykb(["settings", "set", "number-row", "on"], home: home)
    let refused = CommandRun.sykb(["settings", "reset"], home: home)
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("add --yes"))
    #expect(
      CommandRun.sykb(["settings", "get", "number-row"], home: home).standardOutput == "on\n")
    #expect(CommandRun.sykb(["settings", "reset", "--yes"], home: home).status == 0)
    #expect(
      CommandRun.sykb(["settings", "get", "number-row"], home: home).standardOutput == "off\n")
  }

  @Test("edit installs a good edit and refuses a bad one, keeping the old file")
  func edit() throws {
    let home = CommandRun.home("settings-edit")
    _ = CommandRun.sykb(["settings", "set", "keyboard-height", "250"], home: home)
    let good = CommandRun.sykb(
      ["settings", "edit"], home: home,
      environment: ["EDITOR": "sed -i s/keyboard-height\\ =\\ 250/keyboard-height\\ =\\ 260/"])
    #expect(good.status == 0, "\(good.standardError)")
    #expect(
      CommandRun.sykb(["settings", "get", "keyboard-height"], home: home).standardOutput == "260\n")
    let before = try String(contentsOfFile: path(home), encoding: .utf8)
    let bad = CommandRun.sykb(
      ["settings", "edit"], home: home,
      environment: ["EDITOR": "sed -i s/keyboard-height\\ =\\ 260/keyboard-height\\ =\\ 999/"])
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("keyboard-height must be between 190 and 290"))
    #expect(bad.standardError.contains("is not changed; your edit is kept in"))
    #expect(try String(contentsOfFile: path(home), encoding: .utf8) == before)
  }

  @Test("a bad settings file does not stop the keyboard's start: every line is reported")
  func badFileReported() throws {
    let home = CommandRun.home("settings-bad")
    let directory = home + "/.config/sykb"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let content = "# mine\nlong-press-duration = 0.3\nrepeat-rate = 7\nfoo = 1\n"
    try content.write(toFile: path(home), atomically: true, encoding: .utf8)
    let list = CommandRun.sykb(["settings", "list"], home: home)
    #expect(list.standardOutput.contains("long-press-duration = 0.3"))
    #expect(list.standardError.contains("settings.conf:3: repeat-rate"))
    #expect(list.standardError.contains("settings.conf:4: unknown setting \"foo\""))
    #expect(try String(contentsOfFile: path(home), encoding: .utf8) == content)
  }

  @Test("sykb licenses prints the full notice of every component, from any directory")
  func licenses() throws {
    let home = CommandRun.home("licenses")
    let run = CommandRun.sykb(["licenses"], home: home)
    #expect(run.status == 0, "\(run.standardError)")
    for needle in [
      "ncurses", "SQLite", "Hunspell", "hunspell-ko", "Mozilla Public License", "chafa", "libpng",
      "libjpeg-turbo", "Tesseract", "Leptonica", "CC BY-SA 4.0", "libhangul", "GNU LESSER GENERAL",
      "Apache License",
    ] {
      #expect(run.standardOutput.contains(needle), "no \(needle)")
    }
    #expect(run.standardOutput.utf8.count > 200_000, "full texts, not a summary")
  }
}
