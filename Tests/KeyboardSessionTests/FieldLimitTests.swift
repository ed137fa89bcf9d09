import SessionScripts
import TestSupport
import Testing

@testable import KeyboardSession

@Suite("Length-limited host fields: the field cuts, the keyboard follows")
struct FieldLimitTests {
  struct DocumentCase: CustomTestStringConvertible, Sendable {
    var limit: Int
    var start: String
    var deleting: Int
    var insert: String
    var result: String
    var refused: Bool
    var testDescription: String { "\(limit): \(start) −\(deleting) +\(insert) → \(result)" }
  }

  /// UTF-16 units, as HTML's maxlength counts; whole scalars only.
  static let documentCases = [
    DocumentCase(
      limit: 5, start: "abcd", deleting: 0, insert: "xyz", result: "abcdx", refused: true),
    DocumentCase(
      limit: 5, start: "abcd", deleting: 1, insert: "xyz", result: "abcxy", refused: true),
    DocumentCase(
      limit: 5, start: "abc", deleting: 0, insert: "de", result: "abcde", refused: false),
    DocumentCase(limit: 3, start: "가나", deleting: 0, insert: "😀", result: "가나", refused: true),
    DocumentCase(limit: 4, start: "가나", deleting: 0, insert: "😀다", result: "가나😀", refused: true),
    DocumentCase(limit: 2, start: "ab", deleting: 2, insert: "", result: "", refused: false),
    DocumentCase(limit: 0, start: "", deleting: 0, insert: "a", result: "", refused: true),
  ]

  @Test("a write is cut to the whole scalars that fit", arguments: documentCases)
  func documentCuts(_ c: DocumentCase) {
    var document = TextDocument(c.start)
    document.maxLength = c.limit
    document.replaceBeforeCursor(deleting: c.deleting, with: c.insert.unicodeScalars.map(\.value))
    #expect(document.text == c.result)
    #expect(document.utf16Count == c.result.utf16.count)
    #expect(document.takeRefusal() == c.refused)
    #expect(document.takeRefusal() == false)
  }

  @Test("a text longer than a limit set later stays; nothing more is accepted until it is shorter")
  func overlongKept() {
    var document = TextDocument("hello")
    document.maxLength = 3
    document.insert("!")
    #expect(document.text == "hello")
    document.deleteBackward(scalars: 3)
    document.insert("p!")
    #expect(document.text == "hep")
  }

  struct TypingCase: CustomTestStringConvertible, Sendable {
    var keyboard: String
    var limit: Int
    var script: String
    var text: String
    var composing: String
    var testDescription: String { "\(keyboard) max-length=\(limit): \(text)" }
  }

  static let typingCases = [
    // 가난 + ㅏ wants 가나나: the new syllable does not fit; nothing composes; ⌫ takes 나 whole.
    TypingCase(
      keyboard: "dubeolsik", limit: 2, script: "tap ㄱ\ntap ㅏ\ntap ㄴ\ntap ㅏ\ntap ㄴ\ntap ㅏ",
      text: "가나", composing: ""),
    TypingCase(
      keyboard: "dubeolsik", limit: 2,
      script: "tap ㄱ\ntap ㅏ\ntap ㄴ\ntap ㅏ\ntap ㄴ\ntap ㅏ\ntap delete", text: "가", composing: ""),
    // Below the limit the composition goes on as usual.
    TypingCase(
      keyboard: "dubeolsik", limit: 2, script: "tap ㄱ\ntap ㅏ\ntap ㄴ", text: "간", composing: "간"),
    TypingCase(
      keyboard: "qwerty", limit: 3, script: "tap h\ntap e\ntap l\ntap l\ntap o", text: "hel",
      composing: ""),
    TypingCase(
      keyboard: "naratgeul", limit: 1, script: "tap ㄱ\ntap ㅏ\ntap ㄴ\ntap ㅏ", text: "가",
      composing: ""),
  ]

  @Test("typing into a full field", arguments: typingCases)
  func typing(_ c: TypingCase) throws {
    let runner = try TestFixtures.run(
      "field max-length=\(c.limit)\n" + c.script, keyboard: c.keyboard)
    #expect(runner.session.document.text == c.text)
    #expect(runner.session.composingText == c.composing)
    #expect(runner.session.document.text.hasSuffix(runner.session.composingText))
  }

  @Test("undo after a cut write restores what the field held, in one step")
  func undoAfterCut() throws {
    var settings = KeyboardSettings()
    settings.isUndoRedoEnabled = true
    var session = TestFixtures.session("qwerty", text: "ab", settings: settings)
    var traits = session.traits
    traits.maxLength = 4
    session.setTraits(traits)
    session.paste("xyz", at: 1)
    #expect(session.document.text == "abxy")
    session.perform(.undo, at: 2, gesture: "undo button")
    #expect(session.document.text == "ab")
    session.perform(.redo, at: 3, gesture: "redo button")
    #expect(session.document.text == "abxy")
  }

  struct BadCase: Sendable {
    var line: String
    var message: String
  }

  @Test(
    "bad max-length values and texts that do not fit are refused with a message",
    arguments: [
      BadCase(line: "max-length=-1", message: "max-length must be a whole number"),
      BadCase(line: "max-length=x", message: "max-length must be a whole number"),
      BadCase(line: "text=hello max-length=3", message: "longer than max-length 3"),
    ])
  func badValues(_ c: BadCase) {
    var session = TestFixtures.session("qwerty")
    let pairs = c.line.split(separator: " ").compactMap { FieldAssignment(parsing: String($0)) }
    do throws(FieldSpecError) {
      try FieldChange.apply(to: &session, pairs)
      Issue.record("\(c.line) was accepted")
    } catch {
      #expect(error.message.contains(c.message), "\(error.message)")
    }
    #expect(session.traits.maxLength == nil)
  }

  @Test("a limit set below the text already there leaves the text; only deletions are taken")
  func limitBelowText() throws {
    var session = TestFixtures.session("qwerty")
    try FieldChange.apply(to: &session, [FieldAssignment(key: "text", value: "abcdef")])
    // Before, this was refused as "the text is 6 UTF-16 units long, longer than max-length 3".
    try FieldChange.apply(to: &session, [FieldAssignment(key: "max-length", value: "3")])
    #expect(session.traits.maxLength == 3)
    #expect(session.document.text == "abcdef")
    session.paste("x", at: 1)
    #expect(session.document.text == "abcdef")
  }

  @Test("max-length=none lifts the limit")
  func none() throws {
    var session = TestFixtures.session("qwerty")
    try FieldChange.apply(to: &session, [FieldAssignment(key: "max-length", value: "2")])
    #expect(session.traits.maxLength == 2)
    try FieldChange.apply(to: &session, [FieldAssignment(key: "max-length", value: "none")])
    #expect(session.traits.maxLength == nil)
    #expect(session.document.maxLength == nil)
  }
}
