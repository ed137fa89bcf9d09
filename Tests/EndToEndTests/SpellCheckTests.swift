import Foundation
import Testing

/// hunspell in the real keyboard (issue 13): a misspelled word gets the checker's guess in the
/// bar once its answer arrives, and missing dictionaries are said on the status line.
@Suite(
  "sykb run: spell checking with hunspell", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct SpellCheckTests {
  /// A home whose settings point `spelling-dictionaries` at `directory`.
  func home(_ name: String, dictionaries directory: String) throws -> String {
    let home = NSTemporaryDirectory() + "sykb-e2e-spell-\(name)-\(getpid())"
    try? FileManager.default.removeItem(atPath: home)
    let config = home + "/.config/sykb"
    try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
    try "spelling-dictionaries = \(directory)\n".write(
      toFile: config + "/settings.conf", atomically: true, encoding: .utf8)
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

  @Test(
    "a misspelled word shows hunspell's guess in the bar",
    .disabled("unfinished: the keyboard does not start with the test's dictionary directory"))
  func guessInBar() throws {
    let directory = try dictionaries("guess")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "autocapitalization=none"],
      home: try home("guess", dictionaries: directory))
    try session.waitForKeyboard()
    try session.type("quokkabery")
    try session.wait("the typed word") { $0.firstLine == "quokkabery" }
    // The bar (the row above the keys) gets the guess when the checker answers.
    let screen = try session.wait("hunspell's guess in the bar", timeout: 10) { screen in
      screen.lines.contains { $0.contains("\"quokkabery\"") && $0.contains("quokkaberry") }
    }
    #expect(screen.firstLine == "quokkabery")
    try session.press("C-q")
  }

  @Test(
    "missing dictionaries: the status line says the word lists stand in",
    .disabled("unfinished: the status line does not say it yet"))
  func missingDictionaries() throws {
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty"], home: try home("missing", dictionaries: "/nonexistent"))
    try session.wait("the note") { screen in
      screen.lines.last?.contains("no hunspell ko_KR, en_US in /nonexistent") == true
    }
    try session.type("helo")
    try session.wait("the word list's guess") { screen in
      screen.lines.contains { $0.contains("\"helo\"") && $0.contains("hello") }
    }
    try session.press("C-q")
  }
}
