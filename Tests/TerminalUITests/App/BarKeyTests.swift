import SessionScripts
import Suggestions
import TestSupport
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// The suggestion bar with keys only, through the real app loop: Alt-1 … Alt-9 pick the cell
/// of that number, Alt-← / Alt-→ move a highlight that Alt-Enter picks and Alt-Backspace
/// offers to remove (y removes), Alt-, / Alt-. scroll; an unbound Alt key does nothing and
/// the key after it still types.
@Suite("TerminalApp: the bar from the keyboard")
struct BarKeyTests {
  static let english = Lexicon(entries: [
    .init(word: "hello", frequency: 900), .init(word: "help", frequency: 800),
    .init(word: "helmet", frequency: 700), .init(word: "helix", frequency: 600),
    .init(word: "world", frequency: 500),
  ])
  static var services: SuggestionServices {
    SuggestionServices(englishLexicon: english)
  }

  static func runner(_ script: String, settings: KeyboardSettings = KeyboardSettings()) throws
    -> ReplayRunner
  {
    try TestFixtures.run(script, keyboard: "qwerty", settings: settings, services: services)
  }

  static func alt(_ character: Unicode.Scalar) -> TerminalInput { .key(.altCharacter(character)) }

  @Test("Alt-N picks cell N as the bar numbers it, scrolled into view first", arguments: [2, 3, 4])
  func pickByNumber(_ number: Int) throws {
    let runner = try Self.runner("tap h\ntap e\ntap l")
    let cells = runner.session.barCells
    try #require(cells.count >= 4, "\(runner.session.candidateSummary)")
    #expect(cells.map(\.number) == Array(1...cells.count))
    #expect(cells[0].kind == .currentWord)
    let word = cells[number - 1].display
    let digit = Unicode.Scalar(UInt8(0x30 + number))
    let result = AppRunner.run(runner.session, inputs: [Self.alt(digit)])
    #expect(result.outcome.session.document.text.hasPrefix(word))
    #expect(!result.outcome.session.document.text.hasPrefix("hel "))
  }

  @Test("Alt-1 confirms the word as typed; a number past the bar changes nothing")
  func currentWordAndMissingCell() throws {
    let runner = try Self.runner("tap h\ntap e\ntap l")
    let count = runner.session.barCells.count
    let picked = AppRunner.run(runner.session, inputs: [Self.alt("1")])
    #expect(picked.outcome.session.document.text == "hel")
    #expect(picked.outcome.session.barCells.first?.display != "\"hel\"")
    try #require(count < 9)
    let missing = AppRunner.run(runner.session, inputs: [Self.alt("9")])
    #expect(missing.outcome.session.document.text == "hel")
    #expect(missing.outcome.session.candidateSummary == runner.session.candidateSummary)
  }

  @Test("a math result's second cell (Alt-3) replaces the expression by the result")
  func mathSecondCell() throws {
    let runner = try Self.runner(
      "tap switch\ntap 6\ntap page\ntap *\ntap page\ntap 7\ntap page\ntap =")
    let cells = runner.session.barCells
    #expect(cells.map(\.display) == ["\"6*7=\"", "6*7=42", "42"])
    #expect(cells.dropFirst().allSatisfy { $0.kind == .mathResult })
    let result = AppRunner.run(runner.session, inputs: [Self.alt("3")])
    #expect(result.outcome.session.document.text == "42")
  }

  @Test("Alt-→ → highlights cell 2, Alt-Enter picks it; the highlight shows on the bar")
  func highlightAndPick() throws {
    let runner = try Self.runner("tap h\ntap e\ntap l")
    let second = runner.session.barCells[1].display
    let moved = AppRunner.run(runner.session, inputs: [.key(.alt(.right)), .key(.alt(.right))])
    #expect(moved.outcome.session.barFocus == 1)
    let bar = SessionPresenter.toolbar(moved.outcome.session, pressedRegion: nil)
    #expect(bar?.candidates.map(\.isHighlighted) == bar?.candidates.indices.map { $0 == 1 })
    let picked = AppRunner.run(moved.outcome.session, inputs: [.key(.alt(.enter))])
    #expect(picked.outcome.session.document.text.hasPrefix(second))
  }

  @Test("Alt-→ past the third cell scrolls the bar; Alt-, and Alt-. scroll it back and on")
  func scrolling() throws {
    let runner = try Self.runner("tap h\ntap e\ntap l")
    try #require(runner.session.barCells.count >= 4)
    let moved = AppRunner.run(
      runner.session, inputs: Array(repeating: .key(.alt(.right)), count: 4))
    #expect(moved.outcome.session.barFocus == 3)
    #expect(moved.outcome.session.toolbar.scrollOffset == 1)
    #expect(moved.outcome.session.barCells[3].isVisible)
    let back = AppRunner.run(moved.outcome.session, inputs: [Self.alt(",")])
    #expect(back.outcome.session.toolbar.scrollOffset == 0)
    let on = AppRunner.run(back.outcome.session, inputs: [Self.alt(".")])
    #expect(on.outcome.session.toolbar.scrollOffset == 1)
  }

  @Test("a reply candidate Ctrl-R fetched is picked with Alt-2")
  func replyCandidate() throws {
    var settings = KeyboardSettings()
    settings.isFullAccessAllowed = true
    settings.replies.provider = .command
    settings.replies.command = "fake-provider"
    var runner = try Self.runner("tap o\ntap k", settings: settings)
    let message = ReplyMessage(
      text: "내일 봐?", source: .pasteboard, candidates: ["좋아요", "내일 봐요"], stamp: 1)
    runner.session.installProviderService(ManualReplyService(message: message))
    let shown = AppRunner.run(runner.session, inputs: [.key(.control(18))])
    #expect(shown.outcome.session.barCells.map(\.display) == ["좋아요", "내일 봐요"])
    #expect(shown.outcome.session.barCells.allSatisfy { $0.kind == .reply })
    let picked = AppRunner.run(shown.outcome.session, inputs: [Self.alt("2")])
    #expect(picked.outcome.session.document.text == "ok내일 봐요")
  }

  @Test("Alt-Backspace on a learned word asks; y removes it, n keeps it; not on other cells")
  func removal() throws {
    let runner = try Self.runner(
      "tap h\ntap i\ntap space\ntap y\ntap o\ntap space\ntap return\ntap h\ntap i\ntap space")
    let cells = runner.session.barCells
    try #require(cells.first?.display == "yo", "\(runner.session.candidateSummary)")
    #expect(cells.first?.kind == .learned)
    let asked = AppRunner.run(runner.session, inputs: [.key(.alt(.right)), .key(.alt(.backspace))])
    #expect(asked.outcome.session.removalCandidate == "yo")
    let kept = AppRunner.run(asked.outcome.session, inputs: [.character("n")])
    #expect(kept.outcome.session.removalCandidate == nil)
    #expect(kept.outcome.session.bar.suggestions.models[.english]?.isRemovable("yo") == true)
    let removed = AppRunner.run(asked.outcome.session, inputs: [.character("y")])
    #expect(removed.outcome.session.bar.suggestions.models[.english]?.isRemovable("yo") == false)
    #expect(!removed.outcome.session.candidateSummary.contains("yo"))
    #expect(removed.outcome.session.document.text == runner.session.document.text)
    // A cell that is not learned is not offered for removal.
    let typed = try Self.runner("tap h\ntap e\ntap l")
    let refused = AppRunner.run(
      typed.session, inputs: [.key(.alt(.right)), .key(.alt(.backspace))])
    #expect(refused.outcome.session.removalCandidate == nil)
  }

  @Test(
    "an unbound Alt key does nothing harmful and the key after it types",
    arguments: [
      TerminalInput.key(.altCharacter("x")), .key(.alt(.up)), .key(.alt(.tab)),
      .key(.alt(.control(2))),
    ])
  func unboundAlt(_ input: TerminalInput) throws {
    let runner = try Self.runner("tap h\ntap e\ntap l")
    let result = AppRunner.run(runner.session, inputs: [input, .character("p")])
    #expect(result.outcome.session.document.text == "help")
  }

  @Test("Alt-Backspace without a highlight keeps the keyboard up and the next key types")
  func altBackspaceAlone() throws {
    let runner = try Self.runner("tap h\ntap e\ntap l")
    let result = AppRunner.run(runner.session, inputs: [.key(.alt(.backspace)), .character("p")])
    #expect(result.outcome.session.document.text == "help")
    #expect(result.outcome.session.removalCandidate == nil)
  }
}

/// ← → Shift-← Shift-→ on a selection, as in every editor; Ctrl-← Ctrl-→ the five-character
/// space drag.
@Suite("TerminalApp: arrows on a selection")
struct SelectionArrowTests {
  static func selected() -> KeyboardSession {
    var session = AppFixtures.session("qwerty", field: ["text": "hello world"])
    session.hostMovedCursor(to: 8, selecting: 2..<8)
    return session
  }

  @Test("← collapses a selection to its start, → to its end; the text stays")
  func collapse() {
    let left = AppRunner.run(Self.selected(), inputs: [.key(.left)]).outcome.session
    #expect(left.document.selection == nil)
    #expect(left.document.cursor == 2)
    let right = AppRunner.run(Self.selected(), inputs: [.key(.right)]).outcome.session
    #expect(right.document.selection == nil)
    #expect(right.document.cursor == 8)
    #expect(right.document.text == "hello world")
    // Without a selection ← is the space drag again.
    let moved = AppRunner.run(right, inputs: [.key(.left)]).outcome.session
    #expect(moved.document.cursor == 7)
  }

  @Test("Shift-← / Shift-→ move the selection's free end; the other end stays")
  func extend() {
    let session = AppFixtures.session("qwerty", field: ["text": "hello world", "cursor": "5"])
    let grown = AppRunner.run(session, inputs: [.key(.shiftLeft), .key(.shiftLeft)])
    #expect(grown.outcome.session.document.selection == 3..<5)
    let shrunk = AppRunner.run(grown.outcome.session, inputs: [.key(.shiftRight)])
    #expect(shrunk.outcome.session.document.selection == 4..<5)
    let across = AppRunner.run(
      shrunk.outcome.session, inputs: [.key(.shiftRight), .key(.shiftRight), .key(.shiftRight)])
    #expect(across.outcome.session.document.selection == 5..<7)
    // A selection made otherwise (Ctrl-A) keeps its start: Shift-← shortens it at the end.
    let all = AppRunner.run(session, inputs: [.key(.control(1)), .key(.shiftLeft)])
    #expect(all.outcome.session.document.selection == 0..<10)
  }
}
