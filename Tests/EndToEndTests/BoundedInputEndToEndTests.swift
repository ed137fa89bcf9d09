import Foundation
import Testing

/// Every bad input ends with a message naming the file (and line or byte) and a non-zero
/// status — never a crash, a 2 GB allocation, or a silent success.
@Suite("bad inputs: named, bounded, refused")
struct BoundedInputEndToEndTests {
  @Test("sykb replay DIRECTORY is an error (exit 2), not an empty passing script")
  func directoryScript() {
    let home = CommandRun.home("replay-dir")
    let run = CommandRun.sykb(["replay", home], home: home)
    #expect(run.status == 2)
    #expect(run.standardError.contains("\(home): is a directory, not a script file"))
    #expect(run.standardOutput.isEmpty)
  }

  @Test("a script that cannot be opened (missing, or a dangling link) is exit 2 naming it")
  func unreadableScript() throws {
    let home = CommandRun.home("replay-unreadable")
    let link = home + "/dangling.replay"
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: home + "/nowhere")
    for script in [home + "/missing.replay", link] {
      let run = CommandRun.sykb(["replay", script], home: home)
      #expect(run.status == 2)
      #expect(
        run.standardError.contains("sykb replay: cannot read \(script): No such file"),
        "\(run.standardError)")
      #expect(run.standardOutput.isEmpty)
    }
  }

  @Test("a script that is not UTF-8 stops at the bad byte, with its line and offset")
  func scriptNotUTF8() throws {
    let home = CommandRun.home("replay-utf8")
    let script = home + "/s.txt"
    try Data(Array("tap a\ntap ".utf8) + [0xB0, 0xA1] + Array("\n".utf8)).write(
      to: URL(fileURLWithPath: script))
    let run = CommandRun.sykb(["replay", "--keyboard", "qwerty", script], home: home)
    #expect(run.status == 2)
    #expect(
      run.standardError.contains("\(script):2: invalid UTF-8 at byte offset 10"),
      "\(run.standardError)")
  }

  @Test("an endless line (/dev/zero on standard input) stops at 1 MiB with exit 2")
  func endlessLine() {
    let home = CommandRun.home("replay-zero")
    let run = CommandRun.sykb(["replay", "-"], home: home, input: "/dev/zero")
    #expect(run.status == 2)
    #expect(run.standardError.contains("<stdin>:1: the line is longer than 1 MiB"))
  }

  @Test("a wait beyond a day is a script error on its line")
  func longWait() throws {
    let home = CommandRun.home("replay-wait")
    let script = home + "/s.txt"
    try "tap a\n# an odd \" in a comment\nwait 86400001\n".write(
      toFile: script, atomically: true, encoding: .utf8)
    let run = CommandRun.sykb(["replay", "--keyboard", "qwerty", script], home: home)
    #expect(run.status == 2)
    #expect(run.standardError.contains("\(script):3: wait must be at most a day"))
  }

  @Test("sykb layouts check /dev/zero names the file and exits 1 (it aborted with 134)")
  func layoutDevZero() {
    let home = CommandRun.home("layout-zero")
    let run = CommandRun.sykb(["layouts", "check", "/dev/zero", home], home: home)
    #expect(run.status == 1)
    #expect(run.standardError.contains("/dev/zero: cannot read the file: it is not a regular file"))
    #expect(run.standardError.contains("\(home): cannot read the file: it is a directory"))
  }

  /// A settings file never stops the keyboard: only a regular file is read, so a
  /// device is named and refused, and sykb goes on with the defaults — here to its next check,
  /// the terminal.
  @Test("a settings file linked to /dev/zero is named and refused, and sykb goes on without it")
  func settingsDevZero() throws {
    let home = CommandRun.home("settings-zero")
    let config = home + "/.config/sykb"
    try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: config + "/settings.conf", withDestinationPath: "/dev/zero")
    let run = CommandRun.sykb(["run"], home: home)
    #expect(run.standardError.contains("settings.conf"), "\(run.standardError)")
    #expect(run.standardError.contains("is not a regular file"), "\(run.standardError)")
    #expect(run.standardError.contains("needs a terminal"), "\(run.standardError)")
    #expect(run.status == 2)
  }
}
