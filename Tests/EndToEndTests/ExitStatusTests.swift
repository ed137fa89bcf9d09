import Foundation
import Testing

/// One exit-status rule for every tool: 0 done, 1 the command ran and the answer is no (a
/// failed `expect` or check, nothing to give), 2 bad arguments or input (and nothing ran).
@Suite("sykb: exit statuses", .serialized)
struct ExitStatusTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    /// Files to write into HOME first (name → contents); `$HOME` in arguments is replaced.
    var files: [String: String] = [:]
    var environment: [String: String] = [:]
    var testDescription: String { "sykb \(arguments.joined(separator: " ")) → \(status)" }
  }

  static let cases: [Case] = [
    // 0: done.
    Case(arguments: ["version"], status: 0),
    Case(arguments: ["layouts", "list"], status: 0),
    Case(
      arguments: ["replay", "--keyboard", "qwerty", "$HOME/ok.txt"], status: 0,
      files: ["ok.txt": "tap h\ntap i\nexpect text \"Hi\"\n"]),
    // 1: ran, and the answer is no.
    Case(
      arguments: ["replay", "--keyboard", "qwerty", "$HOME/fails.txt"], status: 1,
      files: ["fails.txt": "tap h\nexpect text \"x\"\n"]),
    Case(
      arguments: ["layouts", "check", "$HOME/bad.json"], status: 1,
      files: ["bad.json": "{\"id\": \"bad\", \"rows\": 3}\n"]),
    Case(arguments: ["clipboard", "paste"], status: 1),
    // 2: bad arguments or input.
    Case(arguments: ["frobnicate"], status: 2),
    Case(arguments: ["run", "--bogus"], status: 2),
    Case(arguments: ["replay", "$HOME/missing.txt"], status: 2),
    Case(
      arguments: ["replay", "--keyboard", "qwerty", "$HOME/badline.txt"], status: 2,
      files: ["badline.txt": "tap h\nfly away\n"]),
    Case(arguments: ["replay", "--keyboard", "nokeyboard", "-"], status: 2),
    Case(arguments: ["settings", "set", "keyboard-height", "tall"], status: 2),
    Case(arguments: ["settings", "get", "no-such-setting"], status: 2),
    Case(arguments: ["shortcuts", "remove", "nothing-here"], status: 2),
    Case(arguments: ["learned", "list", "xx"], status: 2),
    Case(arguments: ["clipboard", "pin", "7"], status: 2),
    Case(arguments: ["bench", "nothing"], status: 2),
    Case(
      arguments: ["stats", "--keyboard", "nope", "$HOME/ok.txt"], status: 2,
      files: ["ok.txt": "안녕"]),
    // A terminal sykb cannot draw on: refused before anything is drawn.
    Case(arguments: ["run"], status: 2),
  ]

  @Test("status by kind of failure", arguments: cases)
  func status(_ test: Case) throws {
    let home = CommandRun.home("exit-status")
    for (name, contents) in test.files {
      try contents.write(toFile: home + "/" + name, atomically: true, encoding: .utf8)
    }
    let arguments = test.arguments.map { $0.replacingOccurrences(of: "$HOME", with: home) }
    let run = CommandRun.sykb(arguments, home: home, environment: test.environment)
    #expect(run.status == test.status, "\(run.standardError)")
    if test.status != 0 { #expect(!run.standardError.isEmpty) }
  }
}
