import Foundation
import TestSupport
import Testing

/// hunspell in the real keyboard: a misspelled word gets the checker's guess in the
/// bar once its answer arrives, a picked word is taught and listed by `sykb learned list`, and
/// missing dictionaries are said on the status line while the word lists stand in.
@Suite(
  "sykb run: spell checking with hunspell", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct SpellCheckTests {
  /// A home (owner-only, so no "made private" note takes the status line) whose settings point
  /// `spelling-dictionaries` at `directory`.
  func home(_ name: String, dictionaries directory: String) throws -> String {
    let home = NSTemporaryDirectory() + "sykb-e2e-spell-\(name)-\(getpid())"
    try? FileManager.default.removeItem(atPath: home)
    let owner: [FileAttributeKey: Any] = [.posixPermissions: 0o700]
    for path in [home, home + "/.config", home + "/.config/sykb"] {
      try FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: true, attributes: owner)
    }
    let settings = home + "/.config/sykb/settings.conf"
    #expect(
      FileManager.default.createFile(
        atPath: settings, contents: Data("spelling-dictionaries = \(directory)\n".utf8),
        attributes: [.posixPermissions: 0o600]))
    return home
  }

  /// An `en_US` that knows `quokkaberry`, a word no base word list has, so its guess can only
  /// come from hunspell.
  func dictionaries(_ name: String) throws -> String {
    let directory = NSTemporaryDirectory() + "sykb-e2e-dict-\(name)-\(getpid())"
    try? FileManager.default.removeItem(atPath: directory)
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try "SET UTF-8\nTRY esianrtolcdugmphbyfvkwzq'\n".write(
      toFile: directory + "/en_US.aff", atomically: true, encoding: .utf8)
    try "3\nquokkaberry\nhello\nworld\n".write(
      toFile: directory + "/en_US.dic", atomically: true, encoding: .utf8)
    return directory
  }

  /// Runs `sykb ARGUMENTS` outside tmux with `HOME` set; its exit status and output.
  func sykb(_ arguments: [String], home: String) -> (status: Int32, output: String) {
    let run = CommandRun.sykb(arguments, home: home)
    return (run.status, run.standardOutput + run.standardError)
  }

  @Test("a misspelled word shows hunspell's guess in the bar")
  func guessInBar() throws {
    let directory = try dictionaries("guess")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "autocapitalization=none"],
      home: try home("guess", dictionaries: directory))
    // The status line shows the spelling note, not the usual hint `waitForKeyboard` looks for.
    try session.wait("the keyboard") { $0.showsKeyboard }
    try session.type("quokkabery")
    try session.wait("the typed word") { $0.firstLine == "quokkabery" }
    // The bar (the row above the keys) gets the guess when the checker answers.
    let screen = try session.wait("hunspell's guess in the bar") { screen in
      screen.lines.contains { $0.contains("\"quokkabery\"") && $0.contains("quokkaberry") }
    }
    #expect(screen.firstLine == "quokkabery")
    // Only the Korean dictionary is missing from the directory, and the status line says so.
    #expect(screen.lines.last?.contains("\(directory)에 hunspell ko_KR 사전이 없습니다") == true)
    // Picking the guess replaces the word.
    let cell = try #require(screen.cell(of: "quokkaberry"), "no guess cell:\n\(screen.text)")
    try session.click(column: cell.column, row: cell.row)
    try session.wait("the guess picked") { $0.firstLine.hasPrefix("quokkaberry") }
    try session.press("C-q")
  }

  @Test("picking the quoted word teaches it: no guesses for it, listed and forgotten by learned")
  func taughtWord() throws {
    let directory = try dictionaries("teach")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let home = try home("teach", dictionaries: directory)
    let log = home + "/sykb.log"
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "autocapitalization=none", "--log", log],
      home: home)
    // The status line shows the spelling note, not the usual hint `waitForKeyboard` looks for.
    try session.wait("the keyboard") { $0.showsKeyboard }
    try session.type("quokkabery")
    let screen = try session.wait("hunspell's guess") { screen in
      screen.lines.contains { $0.contains("\"quokkabery\"") && $0.contains("quokkaberry") }
    }
    let cell = try #require(screen.cell(of: "\"quokkabery\""), "no quoted cell:\n\(screen.text)")
    try session.click(column: cell.column, row: cell.row)
    // Taught: typed again after a space, hunspell now calls it correct, so no guess follows.
    // Teaching empties the checker's cache, so the answer comes back later; the log (the
    // word as its length) says when it reached the bar.
    let answered = "spelling \"‹10›\" "
    let taughtAt = try String(contentsOfFile: log, encoding: .utf8).components(
      separatedBy: answered
    ).count
    try session.press("Space")
    try session.type("quokkabery")
    try session.wait("the word typed again") { $0.firstLine == "quokkabery quokkabery" }
    let verdict = try Patience.poll("the checker's answer for the word typed again") {
      let parts = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").components(
        separatedBy: answered)
      return parts.count > taughtAt ? parts[taughtAt].prefix { $0 != "\n" } : nil
    }
    #expect(verdict == "correct")
    let again = try session.screen()
    #expect(
      again.lines.contains { $0.contains("\"quokkabery\"") }
        && !again.lines.contains { $0.contains("quokkaberry") }, "\(again.text)")
    try session.press("C-q")
    // Gone, and its last save made: what follows is about the store, not a keyboard quitting.
    try session.waitForExit()

    let listed = sykb(["learned", "list"], home: home).output
    #expect(listed.contains("spelling\tquokkabery\n"), "\(listed)")
    let forgotten = sykb(["learned", "forget", "quokkabery"], home: home)
    #expect(forgotten.status == 0, "\(forgotten.output)")
    #expect(!sykb(["learned", "list"], home: home).output.contains("quokkabery"))
  }

  @Test("missing dictionaries: the status line says the word lists stand in")
  func missingDictionaries() throws {
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "autocapitalization=none"],
      home: try home("missing", dictionaries: "/nonexistent"))
    try session.wait("the note") { screen in
      screen.lines.last?.contains("/nonexistent에 hunspell ko_KR, en_US 사전이 없습니다") == true
    }
    // `wrold` has no completion: its guess is the word list's one-edit neighbour.
    try session.type("wrold")
    try session.wait("the word list's guess") { screen in
      screen.lines.contains { $0.contains("\"wrold\"") && $0.contains("world") }
    }
    try session.press("C-q")
  }
}
