import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// A secure field (`--field secure=yes`): bullets on screen, no capitals, no copies.
@Suite("Secure fields")
struct SecureFieldTests {
  @Test("the text is drawn as bullets, one per character")
  func bullets() {
    let session = AppFixtures.session(
      "qwerty", taps: ["a", "b", "c"], field: ["secure": "yes", "text": "pw", "cursor": "2"])
    let screen = AppFixtures.screen(session)
    #expect(screen.split(separator: "\n").first.map(String.init)?.hasPrefix("•••••") == true)
    #expect(!screen.contains("pwabc"))
  }

  @Test("copy and cut are refused; the field and the clipboard stay as they were")
  func noCopies() {
    let session = AppFixtures.session("qwerty", field: ["secure": "yes", "text": "secret"])
    let inputs: [TerminalInput] = [
      .key(.control(1)), .key(.control(3)), .key(.control(24)), .key(.control(22)),
    ]
    let (outcome, _) = AppRunner.run(session, inputs: inputs, settle: 0.2)
    #expect(outcome.session.document.text == "secret")
  }

  @Test("no automatic capital at the start of a secure field")
  func noAutoCapital() {
    var session = AppFixtures.session("qwerty", field: ["secure": "yes"])
    var traits = session.traits
    traits.autocapitalization = .sentences
    session.setTraits(traits)
    #expect(session.keyboard.shift == .off)
  }
}
