import TestSupport
import Testing

@testable import KeyboardSession

/// Characters from the terminal (`typeFromTerminal`): text by default — a digit is that digit,
/// a Latin letter that letter — whatever page shows; the keys at their positions only in
/// grid-keys mode.
@Suite("Terminal text")
struct TerminalTextTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var keyboard: String
    var typed: String
    var text: String
    var numberRow = false
    var gridKeys = false
    /// What the host inserted because no key types it.
    var inserted = ""
    var testDescription: String {
      "\(keyboard)\(numberRow ? " number row" : "")\(gridKeys ? " grid keys" : ""): \(typed)"
    }
  }

  /// Types `text` one character at a time, as the terminal delivers it.
  static func type(_ test: Case) -> (session: KeyboardSession, inserted: String) {
    var settings = KeyboardSettings()
    settings.isPredictiveTextEnabled = false
    settings.showsNumberRow = test.numberRow
    settings.isGridKeysEnabled = test.gridKeys
    var session = TestFixtures.session(test.keyboard, settings: settings)
    var time = 1.0
    var inserted = ""
    for scalar in test.typed.unicodeScalars {
      let typed = PlannedTyping.typeFromTerminal(scalar, at: time, in: &session)
      inserted += typed.inserted
      time = typed.end + 0.2
    }
    return (session, inserted)
  }

  @Test(
    "text mode: digits and Latin letters are text on every keyboard",
    arguments: [
      Case(keyboard: "naratgeul", typed: "2024년 3월", text: "2024년 3월"),
      Case(keyboard: "naratgeul", typed: "2024년 3월", text: "2024년 3월", numberRow: true),
      Case(keyboard: "cheonjiin", typed: "2024년 3월 hi", text: "2024년 3월 hi", inserted: "hi"),
      Case(keyboard: "cheonjiin", typed: "2024년 3월", text: "2024년 3월", numberRow: true),
      Case(keyboard: "dubeolsik", typed: "2024년 3월", text: "2024년 3월"),
      Case(keyboard: "dubeolsik", typed: "ok 좋아", text: "ok 좋아", inserted: "ok"),
      Case(keyboard: "naratgeul", typed: "sz321xq", text: "sz321xq", inserted: "szxq"),
      Case(
        keyboard: "unified", typed: "안녕 hello 123 세상 world 2024년",
        text: "안녕 hello 123 세상 world 2024년"),
      Case(keyboard: "unified", typed: "한 fine", text: "한 fine"),
      Case(keyboard: "unified", typed: "한 road", text: "한 road"),
      Case(keyboard: "unified", typed: "한 zoo", text: "한 zoo"),
      Case(keyboard: "unified", typed: "한 very", text: "한 very"),
      Case(keyboard: "unified", typed: "한 42", text: "한 42"),
      Case(keyboard: "unified", typed: "한 Seoul 3월", text: "한 Seoul 3월"),
      Case(keyboard: "qwerty", typed: "Hello 42 World", text: "Hello 42 World"),
    ])
  func textMode(_ test: Case) {
    let (session, inserted) = Self.type(test)
    #expect(session.document.text == test.text)
    #expect(inserted == test.inserted)
  }

  @Test(
    "grid-keys mode: digits and letters are the keys at their positions",
    arguments: [
      Case(keyboard: "naratgeul", typed: "sz321xq", text: "한글", gridKeys: true),
      Case(keyboard: "cheonjiin", typed: "zZcC", text: ".,?!", gridKeys: true),
      Case(keyboard: "dubeolsik", typed: "gksrmf", text: "한글", gridKeys: true),
      Case(keyboard: "dubeolsik", typed: "Rkqt", text: "깞", gridKeys: true),
      Case(keyboard: "unified", typed: "sz321xq", text: "한글", gridKeys: true),
      // A letter typed on the symbols: back to the letters, where it sits by position.
      Case(keyboard: "naratgeul", typed: "%s", text: "%ㅇ", gridKeys: true),
      // Input-method Hangul is text in both modes.
      Case(keyboard: "naratgeul", typed: "안녕 s32233zs", text: "안녕 안녕", gridKeys: true),
    ])
  func gridKeysMode(_ test: Case) {
    let (session, inserted) = Self.type(test)
    #expect(session.document.text == test.text)
    #expect(inserted == test.inserted)
  }

  @Test(
    "a Latin letter is the letter key of the letters that have it",
    arguments: [
      ("unified", "w", ["lang", "w"] as [String]?),
      ("unified", "W", ["lang", "shift", "w"]),
      ("qwerty", "w", ["w"]),
      ("qwerty", "W", ["shift", "w"]),
      ("naratgeul", "w", nil),
      ("cheonjiin", "f", nil),
      ("dubeolsik", "r", nil),
    ])
  func letterTaps(keyboard: String, letter: String, taps: [String]?) throws {
    var session = TestFixtures.session(keyboard)
    let scalar = try #require(letter.unicodeScalars.first)
    #expect(session.letterTaps(for: scalar) == taps)
  }

  @Test("a letter while shift is on is typed as the phone's key types it: a capital")
  func shiftedLetter() {
    var session = TestFixtures.session("qwerty")
    _ = session.tapKey(named: "shift", at: 1, holding: 0.05)
    #expect(session.letterTaps(for: "h") == ["h"])
    _ = PlannedTyping.typeFromTerminal("h", at: 2, in: &session)
    _ = PlannedTyping.typeFromTerminal("i", at: 3, in: &session)
    #expect(session.document.text == "Hi")
  }

  @Test(
    "with auto-capitalisation a sentence's first letter is a capital, as the phone's key types it",
    arguments: [
      ("qwerty", "hi. Hi. ok", "Hi. Hi. Ok"),
      ("unified", "한. Seoul", "한. Seoul"),
      ("unified", "한. seoul 한. OK", "한. Seoul 한. OK"),
    ])
  func autoCapitalisation(keyboard: String, typed: String, text: String) {
    var session = TestFixtures.session(keyboard)
    var traits = session.traits
    traits.autocapitalization = .sentences
    session.setTraits(traits)
    var time = 1.0
    for scalar in typed.unicodeScalars {
      time = PlannedTyping.typeFromTerminal(scalar, at: time, in: &session).end + 0.2
    }
    #expect(session.document.text == text)
  }

  @Test(
    "a digit is typed from the number row when it shows, else from the symbol page",
    arguments: [
      ("naratgeul", false, ["switch", "2"]),
      ("naratgeul", true, ["2"]),
      ("cheonjiin", false, ["switch", "2"]),
      ("unified", false, ["switch", "2"]),
    ])
  func digitPlans(keyboard: String, numberRow: Bool, taps: [String]) {
    var settings = KeyboardSettings()
    settings.showsNumberRow = numberRow
    var session = TestFixtures.session(keyboard, settings: settings)
    #expect(session.plannedTaps(for: "2") == taps)
  }

  @Test("after the digits the symbol page returns to the letters as the auto-return rules say")
  func autoReturn() {
    let (session, _) = Self.type(Case(keyboard: "naratgeul", typed: "3월 ", text: ""))
    #expect(session.document.text == "3월 ")
    #expect(session.keyboard.page == .primary)
  }

  @Test(
    "the key a prefix names: the key at its position in grid-keys mode, else the one key that types it",
    arguments: [
      ("naratgeul", false, "ㄱ", "ㄱ"),
      ("naratgeul", true, "s", "ㅇ"),
      ("naratgeul", false, "4", "delete"),
      ("qwerty", false, "a", "a"),
      ("unified", false, "a", "ㅅ"),
    ])
  func prefixKeyName(keyboard: String, gridKeys: Bool, typed: String, key: String) throws {
    var settings = KeyboardSettings()
    settings.isGridKeysEnabled = gridKeys
    var session = TestFixtures.session(keyboard, settings: settings)
    let scalar = try #require(typed.unicodeScalars.first)
    #expect(session.keyName(forTerminal: scalar) == key)
  }
}
