import Localization
import SessionScripts
import Suggestions
import TestSupport
import Testing

@testable import KeyboardApp
@testable import KeyboardSession
@testable import TerminalKit

/// Alt where Alt does not arrive: Ctrl-W then a key is that key with Alt, so every Alt
/// binding has a twin without Alt; and an 8-bit character (what a stock xterm sends for
/// Alt-2 without `metaSendsEscape`) is text, never guessed to be Alt.
@Suite("TerminalApp: Ctrl-W is Alt, 8-bit characters are text")
struct AltPrefixTests {
  static var services: SuggestionServices {
    SuggestionServices(englishLexicon: BarKeyTests.english)
  }

  static func typedHel() throws -> KeyboardSession {
    try TestFixtures.run("tap h\ntap e\ntap l", keyboard: "qwerty", services: services).session
  }

  /// Every Alt binding, as the key that follows Ctrl-W.
  static let altKeys: [TerminalInput] = [
    .character("2"), .character("3"), .character(","), .character("."), .key(.right),
    .key(.left), .key(.enter), .key(.backspace),
  ]

  @Test("Ctrl-W then the key does what Alt with the key does", arguments: altKeys.indices)
  func prefixIsAlt(_ index: Int) throws {
    let key = Self.altKeys[index]
    let alt = try #require(InputDecoder.alt(key))
    var session = try Self.typedHel()
    // Move the highlight first so Alt-Enter and Alt-Backspace have a cell to act on.
    session = AppRunner.run(session, inputs: [.key(.alt(.right))]).outcome.session
    let withAlt = AppRunner.run(session, inputs: [alt]).outcome.session
    let withPrefix = AppRunner.run(session, inputs: [.key(.control(23)), key]).outcome.session
    #expect(withPrefix.document.text == withAlt.document.text)
    #expect(withPrefix.barFocus == withAlt.barFocus)
    #expect(withPrefix.toolbar.scrollOffset == withAlt.toolbar.scrollOffset)
    #expect(withPrefix.removalCandidate == withAlt.removalCandidate)
    #expect(withPrefix.candidateSummary == withAlt.candidateSummary)
  }

  @Test("Ctrl-W 2 picks the second cell, as Alt-2 does; Ctrl-W Esc does nothing")
  func prefixPicks() throws {
    let session = try Self.typedHel()
    let second = session.barCells[1].display
    let picked = AppRunner.run(session, inputs: [.key(.control(23)), .character("2")])
    #expect(picked.outcome.session.document.text.hasPrefix(second))
    let cancelled = AppRunner.run(
      session, inputs: [.key(.control(23)), .key(.escape), .character("2")])
    #expect(cancelled.outcome.session.document.text == "hel2")
  }

  @Test("the prompt says Ctrl-W waits for a key")
  func prompt() throws {
    var app = TerminalApp(session: try Self.typedHel(), configuration: AppConfiguration())
    app.perform(.prefix(.alt), at: 0)
    #expect(app.statusMessage == app.session.words(StatusText.promptAlt))
    #expect(
      Words(.english)(StatusText.promptAlt) == "Ctrl-W: the key to use with Alt? (Esc cancels)")
  }

  /// xterm without `metaSendsEscape` sends Alt-2 as `²` (0xB2, in UTF-8 `C2 B2`), Alt-i as
  /// `é`: the decoder and the bindings keep them text.
  @Test("8-bit meta characters are typed, not taken for Alt", arguments: ["²", "é", "±"])
  func eightBitIsText(_ text: String) throws {
    let scalar = try #require(text.unicodeScalars.first)
    #expect(InputDecoder.input(forCharacter: scalar.value) == .character(scalar))
    #expect(KeyBindings.command(for: .character(scalar)) == .type(scalar))
    let session = try Self.typedHel()
    let typed = AppRunner.run(session, inputs: [.character(scalar)]).outcome.session
    #expect(typed.document.text == "hel" + text)
  }

  @Test("the help lists Ctrl-W beside every Alt binding, and what to set for Alt")
  func helpRows() {
    let rows = KeyBindings.help
    let altRows = rows.filter { $0.keys.hasPrefix("Alt-") }
    #expect(altRows.count == 5)
    #expect(altRows.allSatisfy { $0.keys.contains("Ctrl-W") })
    #expect(rows.contains { $0.action.contains("metaSendsEscape") })
  }
}
