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
    #expect(lines.count == 45)
    #expect(
      lines.contains {
        $0.hasPrefix("keyboard-height = 200 ")
          && $0.hasSuffix("# file · keyboard height (pt, 190–290)")
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

  @Test("edit refuses to install over a set made while the editor was open, keeping both")
  func editRace() throws {
    let home = CommandRun.home("settings-edit-race")
    _ = CommandRun.sykb(["settings", "set", "keyboard-height", "250"], home: home)
    let editor =
      TmuxSession.shellQuoted(TmuxSession.binary)
      + " settings set number-row on > /dev/null; sed -i s/250/260/"
    let edit = CommandRun.sykb(["settings", "edit"], home: home, environment: ["EDITOR": editor])
    #expect(edit.status == 2)
    #expect(edit.standardError.contains("\(path(home)): changed by another process"))
    #expect(edit.standardError.contains("your edit is kept in"))
    let text = try String(contentsOfFile: path(home), encoding: .utf8)
    #expect(text.contains("keyboard-height = 250\n") && text.contains("number-row = on\n"))
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

  @Test("the first set writes only that setting; reset NAME removes its line, comments kept")
  func onlyWhatWasSet() throws {
    let home = CommandRun.home("settings-minimal")
    #expect(CommandRun.sykb(["settings", "set", "period-shortcut", "off"], home: home).status == 0)
    let text = try String(contentsOfFile: path(home), encoding: .utf8)
    let entries = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(entries == ["period-shortcut = off"])
    // A value equal to the default is kept when the user sets it.
    #expect(CommandRun.sykb(["settings", "set", "sound-feedback", "on"], home: home).status == 0)
    try (String(contentsOfFile: path(home), encoding: .utf8) + "# 내 메모\n").write(
      toFile: path(home), atomically: true, encoding: .utf8)
    let reset = CommandRun.sykb(["settings", "reset", "period-shortcut"], home: home)
    #expect(reset.status == 0, "\(reset.standardError)")
    #expect(reset.standardOutput == "period-shortcut = on  # default\n")
    let after = try String(contentsOfFile: path(home), encoding: .utf8)
    #expect(!after.contains("period-shortcut"))
    #expect(after.hasSuffix("sound-feedback = on\n# 내 메모\n"))
    let help = CommandRun.sykb(["settings", "--help"], home: home)
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("removes those lines, as git config --unset does"))
  }

  @Test("ten sykb settings set processes at once keep all ten settings", arguments: 0..<3)
  func concurrentSets(round: Int) throws {
    let home = CommandRun.home("settings-concurrent-\(round)")
    let changes = [
      ("sound-feedback", "off"), ("haptic-feedback", "off"), ("long-press-action", "number"),
      ("long-press-duration", "0.3"), ("keyboard-height", "200"), ("number-row", "on"),
      ("bottom-space", "on"), ("period-shortcut", "off"), ("hangul-keyboard", "dubeolsik"),
      ("one-handed-mode", "left"),
    ]
    let runs = CommandRun.together(changes.map { ["settings", "set", $0.0, $0.1] }, home: home)
    for (run, change) in zip(runs, changes) {
      #expect(run.status == 0, "\(change.0): \(run.standardError)")
      #expect(run.standardOutput == "\(change.0) = \(change.1)\n")
    }
    let text = try String(contentsOfFile: path(home), encoding: .utf8)
    for (name, value) in changes {
      #expect(text.contains("\n\(name) = \(value)\n"), "round \(round): \(name) lost")
    }
    #expect(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.count == changes.count)
    #expect(CommandRun.mode(path(home) + ".lock") == 0o600)
  }

  /// What sits at settings.conf instead of a file.
  enum OddFile: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case fifo, deviceSymlink, directory
    var testDescription: String {
      switch self {
      case .fifo: "a FIFO at settings.conf is refused at once, not waited on"
      case .deviceSymlink: "settings.conf → a device (/dev/null) is refused and the device stays"
      case .directory: "a directory at settings.conf is refused"
      }
    }
  }

  @Test(arguments: OddFile.allCases)
  func oddSettingsFile(_ odd: OddFile) throws {
    let home = CommandRun.home("settings-odd-\(odd.rawValue)")
    let directory = home + "/.config/sykb"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var device: String?
    switch odd {
    case .fifo: #expect(mkfifo(path(home), 0o600) == 0)
    case .deviceSymlink:
      device = Self.nullDevice(in: home)
      guard let device else { return }
      try FileManager.default.createSymbolicLink(atPath: path(home), withDestinationPath: device)
    case .directory:
      try FileManager.default.createDirectory(
        atPath: path(home), withIntermediateDirectories: false)
    }
    let message = "\(path(home)) is not a regular file"
    for arguments in [
      ["settings", "list"], ["settings", "get", "number-row"],
      ["settings", "set", "number-row", "on"], ["settings", "reset", "number-row"],
      ["settings", "edit"], ["run"],
    ] {
      let run = CommandRun.bounded(arguments, home: home, environment: ["EDITOR": "true"])
      #expect(run.status != 0 && run.status != 124, "\(arguments) exited \(run.status)")
      #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
    }
    var info = stat()
    #expect(lstat(path(home), &info) == 0)
    let expected: mode_t =
      switch odd {
      case .fifo: S_IFIFO
      case .deviceSymlink: S_IFLNK
      case .directory: S_IFDIR
      }
    #expect(info.st_mode & S_IFMT == expected, "the node is left as it was")
    if let device {
      #expect(stat(device, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "still a device")
    }
  }

  /// The device settings.conf links to: `/dev/null` for a user, who may not replace it; for
  /// root, who may, a node of its own (the same device, 1:3) in `directory`, so that a
  /// regression renames over that copy and never over the system's `/dev/null`. Nil when root
  /// cannot make one (no `CAP_MKNOD`): the case is then not tried.
  static func nullDevice(in directory: String) -> String? {
    guard geteuid() == 0 else { return "/dev/null" }
    let path = directory + "/null-device"
    return mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 ? path : nil
  }

  @Test("a write that fails exits non-zero, naming the file: set, reset and edit")
  func failedWrites() throws {
    let home = CommandRun.home("settings-readonly")
    #expect(CommandRun.sykb(["settings", "set", "number-row", "on"], home: home).status == 0)
    #expect(chmod(path(home), 0o400) == 0)
    defer { chmod(path(home), 0o600) }
    let before = try String(contentsOfFile: path(home), encoding: .utf8)
    for arguments in [
      ["settings", "set", "keyboard-height", "200"], ["settings", "reset", "number-row"],
      ["settings", "reset", "--yes"], ["settings", "edit"],
    ] {
      let run = CommandRun.sykb(
        arguments, home: home,
        environment: ["EDITOR": "sed -i s/number-row\\ =\\ on/number-row\\ =\\ off/"])
      #expect(run.status == 2, "\(arguments): \(run.standardError)")
      #expect(
        run.standardError.contains("\(path(home)) is read-only"),
        "\(arguments): \(run.standardError)")
    }
    #expect(try String(contentsOfFile: path(home), encoding: .utf8) == before)
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
