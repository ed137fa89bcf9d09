import KeyboardSession
import Testing

@testable import KeyboardApp

/// F3's built-in keyboards are the registry's (`KeyboardChoice.all`), in its order, and the
/// one the session shows is marked.
@Suite("F3: the registry's keyboards")
struct LayoutPickerRegistryTests {
  @Test("F3 lists every registry entry, in order, with its title and name")
  func listsTheRegistry() {
    let session = AppFixtures.session("cheonjiin")
    let choices = LayoutChoice.all(session: session, userFiles: [])
    #expect(choices.map(\.name) == KeyboardChoice.all.map(\.name))
    for (choice, entry) in zip(choices, KeyboardChoice.all) {
      let title = entry.title(in: session.library, hangul: session.keyboard.hangulLayout)
      #expect(choice.title == "\(title)  \(entry.name)")
      #expect(choice.userFile == nil)
    }
  }

  @Test(
    "choosing an entry shows it and marks it alone",
    arguments: KeyboardChoice.all.map(\.name))
  func choosing(_ name: String) {
    var session = AppFixtures.session("cheonjiin")
    #expect(session.send(.keyboard(name), at: session.now).accepted)
    let current = LayoutChoice.all(session: session, userFiles: []).filter {
      $0.isCurrent(session)
    }
    #expect(current.map(\.name) == [name])
  }

  @Test("한/A's symbol page marks both 한/A and the symbol page")
  func unifiedOnAPage() {
    var session = AppFixtures.session("unified")
    let shown = session.send(.keyboard("symbol"), at: session.now).accepted
    #expect(shown)
    let current = LayoutChoice.all(session: session, userFiles: []).filter {
      $0.isCurrent(session)
    }
    #expect(current.map(\.name) == ["unified", "symbol"])
  }
}
