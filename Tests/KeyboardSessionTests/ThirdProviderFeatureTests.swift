import Localization
import TestSupport
import Testing

@testable import KeyboardSession

/// A third provider feature is one type: `Shout` (TestSupport), installed in a real session,
/// goes through the same door and the same bar as replies and the grammar pass — requested,
/// answered, shown, picked as one undo unit, ended by the next key — with no session code of
/// its own.
@Suite("A third provider feature through the session")
struct ThirdProviderFeatureTests {
  static let shout = ProviderFeatureID(Shout.name)

  static func session(_ text: String = "hello") -> (KeyboardSession, ManualShoutService) {
    var settings = KeyboardSettings()
    settings.isFullAccessAllowed = true
    settings.isUndoRedoEnabled = true
    settings.replies.provider = .command
    settings.replies.command = "shout"
    settings.replies.timeout = 10
    var session = TestFixtures.session("qwerty", text: text, settings: settings)
    session.installProviderFeature(Shout())
    let service = ManualShoutService()
    session.installProviderService(service)
    return (session, service)
  }

  @Test("request, answer, cells, a pick applied as one undo unit")
  func roundTrip() {
    var (session, service) = Self.session()
    let sent = session.send(.provider(.request(Self.shout, text: nil)), at: 1).accepted
    #expect(sent)
    #expect(service.requests.map(\.text) == ["hello"])
    #expect(session.candidateSummary == "shouting…")
    #expect(session.providerBar.isAwaiting)
    service.deliver("HELLO", to: 1)
    let changed = session.send(.provider(.receive(Self.shout)), at: 2).changed
    #expect(changed)
    #expect(session.candidateSummary == "✓ | ✕ | HELLO")
    let picked = session.send(.bar(.pick(0)), at: 3).accepted
    #expect(picked)
    #expect(session.document.text == "HELLO")
    #expect(session.providerBar[Self.shout]?.isActive == false)
    session.send(.undo(source: .button), at: 4)
    #expect(session.document.text == "hello")
  }

  @Test("a stale answer is dropped once a key ends the feature's mode")
  func staleAnswerDropped() {
    var (session, service) = Self.session()
    session.send(.provider(.request(Self.shout, text: nil)), at: 1)
    session.send(.keys(["o"], holding: nil), at: 2)
    #expect(session.providerBar[Self.shout]?.isActive == false)
    service.deliver("HELLO", to: 1)
    let changed = session.send(.provider(.receive(Self.shout)), at: 3).changed
    #expect(!changed)
    #expect(session.document.text == "helloo")
    #expect(!session.candidateSummary.contains("HELLO"))
  }

  @Test("a feature the session does not have is refused")
  func unknownFeatureRefused() {
    var (session, _) = Self.session()
    let report = session.send(
      .provider(.request(ProviderFeatureID("translate"), text: "hi")), at: 1)
    #expect(!report.accepted)
    #expect(session.document.text == "hello")
  }
}
