import Gestures
import KeyboardLayouts
import KeyboardSession
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// The switch key's ▲ (drag up or long-press: one-handed mode) shows on every keyboard, the
/// narrow switch key of the unified 한/A keyboard included.
@Suite("Switch key: the one-handed hint")
struct SwitchKeyHintTests {
  /// The screen row holding the switch key's caption `!#1`.
  static func switchRow(_ screen: String) -> Substring? {
    screen.split(separator: "\n").first { $0.contains("!#1") }
  }

  @Test(
    "▲ next to !#1 at 100×40",
    arguments: ["unified", "naratgeul", "dubeolsik", "qwerty", "cheonjiin"])
  func shown(_ keyboard: String) throws {
    let session = AppFixtures.session(keyboard)
    let keys = try #require(SessionPresenter.keyboard(session, isChevronPressed: false)).keys
    #expect(keys.first { $0.caption == "!#1" }?.topHint == "▲")
    let screen = AppFixtures.screen(session, columns: 100, rows: 40)
    let row = try #require(Self.switchRow(screen), "\(screen)")
    // The hint sits right of the caption inside the same key: `│ !#1 ▲ │`.
    let afterCaption = try #require(row.firstRange(of: "!#1")).upperBound
    let rest = row[afterCaption...]
    let keyEnd = rest.firstIndex(of: "│") ?? rest.endIndex
    #expect(rest[..<keyEnd].contains("▲"), "\(row)")
  }

  @Test("with one-handed mode off there is no ▲")
  func hiddenWhenOff() throws {
    let session = AppFixtures.session("unified") { $0.gestures.isOneHandedKeyboardEnabled = false }
    let screen = AppFixtures.screen(session, columns: 100, rows: 40)
    let row = try #require(Self.switchRow(screen), "\(screen)")
    #expect(!row.contains("▲"))
  }
}
