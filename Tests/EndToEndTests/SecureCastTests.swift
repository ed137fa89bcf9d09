import Foundation
import Testing

/// A cast of a secure field shows no key: two passwords of the same length typed in a secure
/// field give casts whose events are the same, byte for byte (no key drawn pressed, no popup,
/// no marker naming a gesture) — only the header's title, which names the script, differs.
@Suite("Secure fields leak nowhere, casts included")
struct SecureCastTests {
  /// The events of `sykb play` of a secure field typing `letters`, after the header.
  static func events(typing letters: [String], in home: String) throws -> [String] {
    // The same path each time: the status line shows it.
    let directory = home
    let script =
      "keyboard qwerty\nfield secure=yes autocapitalization=none\n"
      + letters.map { "tap \($0)\n" }.joined() + "wait 1\n"
    try script.write(toFile: directory + "/password.replay", atomically: true, encoding: .utf8)
    let cast = directory + "/password.cast"
    let run = CommandRun.sykb(
      ["play", directory + "/password.replay", "--cast", cast], home: home,
      environment: ["COLUMNS": "80", "LINES": "24"])
    #expect(run.status == 0, "\(run.standardError)")
    let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
    // Each event without its time: what the screen showed, in order.
    return lines.dropFirst().map { line in
      let event = String(line)
      return String(event[(event.firstIndex(of: ",") ?? event.startIndex)...])
    }
  }

  @Test("two passwords of one length: the same cast events; another field shows its keys")
  func noKeyInCast() throws {
    let home = CommandRun.home("secure-cast")
    defer { try? FileManager.default.removeItem(atPath: home) }
    // The spell checker answers on its own time (a helper process): off, so that the frames
    // depend on the keys alone.
    let spelling = CommandRun.sykb(["settings", "set", "spelling-dictionaries", "off"], home: home)
    #expect(spelling.status == 0, "\(spelling.standardError)")
    let first = try Self.events(typing: ["a", "b", "c"], in: home)
    let second = try Self.events(typing: ["x", "y", "z"], in: home)
    #expect(first.count > 3)
    #expect(first == second)
    // The check can fail: the same keys typed in an ordinary field are told apart.
    let plain = { (letters: [String]) throws -> [String] in
      let directory = home
      let script =
        "keyboard qwerty\nfield autocapitalization=none\n"
        + letters.map { "tap \($0)\n" }.joined() + "wait 1\n"
      try script.write(toFile: directory + "/plain.replay", atomically: true, encoding: .utf8)
      let run = CommandRun.sykb(
        ["play", directory + "/plain.replay", "--cast", directory + "/plain.cast"], home: home,
        environment: ["COLUMNS": "80", "LINES": "24"])
      #expect(run.status == 0, "\(run.standardError)")
      return try String(contentsOfFile: directory + "/plain.cast", encoding: .utf8)
        .split(separator: "\n").dropFirst().map(String.init)
    }
    let abc = try plain(["a", "b", "c"])
    let xyz = try plain(["x", "y", "z"])
    #expect(abc != xyz)
  }
}
