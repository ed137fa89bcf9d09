import KeyboardSession
import SessionScripts
import TestSupport
import Testing

@Suite("Undo: a trailing space goes with its word (§4.11)")
struct TrailingSpaceUndoTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let keyboard: String
    let script: String
    /// The text after each undo, in order; the last undo finds nothing more.
    let afterUndos: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "hello, a pause, space: one undo removes `hello `", keyboard: "qwerty",
      script: "tap h\ntap e\ntap l\ntap l\ntap o\nwait 2000\ntap space",
      afterUndos: [""]),
    Case(
      name: "안녕 then space (the composition ends first): one undo removes `안녕 `",
      keyboard: "dubeolsik",
      script: "tap ㅇ\ntap ㅏ\ntap ㄴ\ntap ㄴ\ntap ㅕ\ntap ㅇ\ntap space",
      afterUndos: [""]),
    Case(
      name: "two words, each with its space: two undos", keyboard: "qwerty",
      script: "tap a\ntap b\nwait 2000\ntap space\ntap c\ntap d\nwait 2000\ntap space",
      afterUndos: ["ab ", ""]),
    Case(
      name: "a word, a pause, two spaces: the spaces go with the word", keyboard: "qwerty",
      script: "tap a\ntap b\nwait 2000\ntap space\nwait 2000\ntap space",
      afterUndos: [""]),
    Case(
      name: "a space after a delete run is its own step (the delete stays undoable)",
      keyboard: "qwerty",
      script: "tap a\ntap b\ntap c\nwait 2000\ntap delete\nwait 2000\ntap space",
      afterUndos: ["ab", "abc", ""]),
    Case(
      name: "a space typed alone into an empty field is a step", keyboard: "qwerty",
      script: "tap space", afterUndos: [""]),
  ]

  @Test(arguments: cases)
  func undoSteps(_ example: Case) throws {
    var runner = try TestFixtures.run(example.script, keyboard: example.keyboard)
    for expected in example.afterUndos {
      try TestFixtures.continueRunning(&runner, "undo")
      #expect(runner.session.document.text == expected, "\(example.name)")
    }
    #expect(!runner.session.undoHistory.canUndo, "\(example.name)")
  }

  @Test("redo after undoing `hello ` brings back the word and its space")
  func redo() throws {
    var runner = try TestFixtures.run(
      "tap h\ntap i\nwait 2000\ntap space\nundo\nredo", keyboard: "qwerty")
    #expect(runner.session.document.text == "hi ")
    try TestFixtures.continueRunning(&runner, "undo")
    #expect(runner.session.document.text == "")
  }
}
