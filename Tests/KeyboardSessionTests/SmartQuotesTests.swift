import TestSupport
import Testing

@testable import KeyboardSession

/// Smart punctuation through the session (§8.5): the setting, the host's smart-quotes trait and
/// the keyboard decide what a tapped quote key types; the Korean double quotes keep their own
/// state, which a delete does not rewind and a cursor move starts again.
@Suite("Smart quotes: setting, host trait and keyboard (§8.5)")
struct SmartQuotesTests {
  static func session(_ keyboard: String, smartQuotes: String = "default", on: Bool = true)
    -> KeyboardSession
  {
    var settings = KeyboardSettings()
    settings.isSmartPunctuationEnabled = on
    settings.isAutoCapitalizationEnabled = false
    var session = TestFixtures.session(keyboard, settings: settings)
    session.send(.field([FieldAssignment(key: "smart-quotes", value: smartQuotes)]), at: 0.5)
    return session
  }

  /// Types `text` one character at a time: a quote by tapping the symbols' quote key (`”`,
  /// `’`), anything else as text from the terminal.
  static func type(_ text: String, into session: inout KeyboardSession) {
    var time = session.now + 1
    for character in text {
      let key: Unicode.Scalar? =
        switch character {
        case "\"": "\u{201D}"
        case "'": "\u{2019}"
        default: nil
        }
      if let key, let plan = session.plannedTaps(for: key) {
        session.send(.keys(plan, holding: nil), at: time)
      } else {
        session.send(.text(String(character)), at: time)
      }
      time += 1
    }
  }

  @Test(
    "the trait default: the quote keys type as they are (”), on every keyboard",
    arguments: ["dubeolsik", "naratgeul", "qwerty", "unified"])
  func defaultAsTyped(_ keyboard: String) {
    var session = Self.session(keyboard)
    Self.type("\"\"", into: &session)
    #expect(session.document.text == "””")
  }

  @Test("the trait yes on English: the English system; no: straight; the setting off: straight")
  func traitsAndSetting() {
    var yes = Self.session("qwerty", smartQuotes: "yes")
    Self.type("say \"hi\" don't", into: &yes)
    #expect(yes.document.text == "say “hi” don’t")
    var no = Self.session("dubeolsik", smartQuotes: "no")
    Self.type("\"\"", into: &no)
    #expect(no.document.text == "\"\"")
    var off = Self.session("dubeolsik", smartQuotes: "yes", on: false)
    Self.type("\"'", into: &off)
    #expect(off.document.text == "\"'")
  }

  @Test("Korean double quotes: a delete does not rewind them, a cursor move starts them again")
  func koreanDoubleQuoteState() {
    var session = Self.session("dubeolsik", smartQuotes: "yes")
    Self.type("\"", into: &session)
    #expect(session.document.text == "“")
    session.send(.keys(["delete"], holding: nil), at: session.now + 1)
    #expect(session.document.text == "")
    Self.type("\"", into: &session)
    #expect(session.document.text == "”")
    session.send(.host(.moveCursor(to: 0, selecting: nil)), at: session.now + 1)
    Self.type("\"", into: &session)
    #expect(session.document.text == "“”")
  }

  @Test("the unified keyboard with the trait yes: the Korean system in Hangul, English in English")
  func unified() {
    var session = Self.session("unified", smartQuotes: "yes")
    #expect(session.keyboard.language == .hangul)
    Self.type("\"", into: &session)
    session.send(.keys(["lang"], holding: nil), at: session.now + 1)
    Self.type("a\"", into: &session)
    #expect(session.document.text == "“a”")
  }
}
