import Localization
import TestSupport
import Testing

@testable import KeyboardSession

/// The grammar pass through the real session with a provider the test answers by hand: the
/// gates (secure field, Full Access, provider), the word-by-word proposal, applying it as one
/// undo unit, dismissing it, and an answer for a text that changed meanwhile.
@Suite("Grammar pass in the bar")
struct GrammarBarTests {
  static func settings(fullAccess: Bool = true, provider: ReplySettings.Provider = .command)
    -> KeyboardSettings
  {
    var settings = KeyboardSettings()
    settings.isFullAccessAllowed = fullAccess
    settings.isUndoRedoEnabled = true
    settings.replies.provider = provider
    settings.replies.command = "fake-provider"
    settings.replies.timeout = 10
    return settings
  }

  static func session(
    _ text: String = "I recieve teh letter.", settings: KeyboardSettings = Self.settings(),
    secure: Bool = false
  ) -> (KeyboardSession, ManualGrammarService) {
    var session = TestFixtures.session("qwerty", text: text, settings: settings)
    if secure {
      var traits = session.traits
      traits.isSecureTextEntry = true
      session.setTraits(traits)
    }
    let service = ManualGrammarService()
    session.installProviderService(service)
    return (session, service)
  }

  @Test("the text goes out, the correction comes back word by word, applying is one undo unit")
  func roundTrip() throws {
    var (session, service) = Self.session()
    #expect(session.showsGrammarButton)
    let r1 = session.send(.provider(.requestGrammar), at: 1).accepted
    #expect(r1)
    #expect(service.requests.map(\.text) == ["I recieve teh letter."])
    #expect(session.candidateSummary == GrammarPass.text(.progress, Words(.korean)))
    service.deliver(.corrected("I receive the letter.\n", changed: true))
    let r2 = session.send(.provider(.receiveGrammar), at: 2).changed
    #expect(r2)
    #expect(
      session.candidateSummary
        == "✓ 고치기 | ✕ 그대로 | I | −recieve | −teh | +receive | +the | letter.")
    #expect(session.document.text == "I recieve teh letter.")
    let r3 = session.pickCandidate(0, at: 3)
    #expect(r3)
    #expect(session.document.text == "I receive the letter.")
    #expect(session.document.cursor == session.document.count)
    #expect(session.providerBar[.grammar]?.isActive == false)
    session.perform(.undo, at: 4, gesture: "undo button")
    #expect(session.document.text == "I recieve teh letter.")
    session.perform(.redo, at: 5, gesture: "redo button")
    #expect(session.document.text == "I receive the letter.")
  }

  @Test("dismissing (cell 1) or typing leaves the text as it was")
  func dismiss() throws {
    var (session, service) = Self.session()
    let r4 = session.send(.provider(.requestGrammar), at: 1).accepted
    #expect(r4)
    service.deliver(.corrected("I receive the letter.", changed: true))
    session.send(.provider(.receiveGrammar), at: 2)
    let r5 = session.pickCandidate(1, at: 3)
    #expect(r5)
    #expect(session.document.text == "I recieve teh letter.")
    #expect(session.providerBar[.grammar]?.isActive == false)
    let r6 = session.send(.provider(.requestGrammar), at: 4).accepted
    #expect(r6)
    service.deliver(.corrected("I receive the letter.", changed: true))
    session.send(.provider(.receiveGrammar), at: 5)
    _ = session.tapKey(named: "a", at: 6, holding: 0.05)
    #expect(session.document.text == "I recieve teh letter.a")
    #expect(session.providerBar[.grammar]?.isActive == false)
    #expect(!session.undoHistory.undoStack.contains { $0.kind == .unit })
  }

  @Test("nothing changed: a notice, no proposal")
  func unchanged() throws {
    var (session, service) = Self.session("All good.")
    let r7 = session.send(.provider(.requestGrammar), at: 1).accepted
    #expect(r7)
    service.deliver(.corrected("All good.", changed: false))
    session.send(.provider(.receiveGrammar), at: 2)
    #expect(session.providerBar[.grammar]?.isActive == false)
    let r8 = session.takeProviderNotices().map(\.text)
    #expect(r8 == [GrammarPass.unchangedNotice(Words(.korean))])
  }

  @Test("an answer for a text that changed while it was on its way is dropped")
  func staleAnswer() throws {
    var (session, service) = Self.session()
    let r9 = session.send(.provider(.requestGrammar), at: 1).accepted
    #expect(r9)
    _ = session.tapKey(named: "a", at: 1.5, holding: 0.05)
    service.deliver(.corrected("I receive the letter.", changed: true))
    session.send(.provider(.receiveGrammar), at: 2)
    #expect(session.providerBar[.grammar]?.isActive == false)
    #expect(session.document.text == "I recieve teh letter.a")
  }

  @Test("the cursor keeps its place around the corrected part")
  func cursorKept() throws {
    var (session, service) = Self.session("teh cat sat here")
    session.hostMovedCursor(to: 7)  // after "teh cat"
    let r10 = session.send(.provider(.requestGrammar), at: 1).accepted
    #expect(r10)
    service.deliver(.corrected("the cat sat here", changed: true))
    session.send(.provider(.receiveGrammar), at: 2)
    let r11 = session.pickCandidate(0, at: 3)
    #expect(r11)
    #expect(session.document.text == "the cat sat here")
    #expect(session.document.cursor == 7)
  }

  struct Gate: CustomTestStringConvertible, Sendable {
    var name: String
    var fullAccess: Bool
    var provider: ReplySettings.Provider
    var secure: Bool
    var notice: String
    var testDescription: String { name }
  }

  @Test(
    "refused in a secure field, without Full Access and without a provider: nothing is sent",
    arguments: [
      Gate(name: "secure", fullAccess: true, provider: .command, secure: true, notice: "보안 필드"),
      Gate(
        name: "no Full Access", fullAccess: false, provider: .command, secure: false,
        notice: "전체 접근"),
      Gate(
        name: "no provider", fullAccess: true, provider: .off, secure: false,
        notice: ProviderBars.setupNotice(Words(.korean))),
    ])
  func gates(_ gate: Gate) throws {
    var (session, service) = Self.session(
      settings: Self.settings(fullAccess: gate.fullAccess, provider: gate.provider),
      secure: gate.secure)
    #expect(!session.showsGrammarButton)
    let r12 = session.send(.provider(.requestGrammar), at: 1).accepted
    #expect(!r12)
    #expect(service.requests.isEmpty)
    let r13 = session.takeProviderNotices().map(\.text)
    #expect(r13.contains { $0.contains(gate.notice) })
    #expect(session.providerBar[.grammar]?.isActive == false)
  }

  @Test(
    "word differences",
    arguments: [
      ("teh cat", "the cat", "−teh +the cat"),
      ("a b c", "a b c", "a b c"),
      ("아버지가방에", "아버지가 방에", "−아버지가방에 +아버지가 +방에"),
      ("one two", "one", "one −two"),
      ("", "new", "+new"),
    ])
  func differences(_ original: String, _ corrected: String, _ shown: String) {
    let words = GrammarWord.difference(from: original, to: corrected)
    #expect(words.map(\.display).joined(separator: " ") == shown)
  }
}
