import KeyboardApp
import KeyboardScreen
import TerminalKit
import Testing

/// Alt (Meta) arrives as ESC and then the key: an ESC with a key already waiting is Alt with
/// that key; an ESC alone, or before what cannot take Alt, is Esc and what follows is still
/// read — nothing is dropped.
@Suite("EventLoop: ESC + key is Alt")
struct AltKeyDecodingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var script: [RawInput?]
    var events: [TerminalInput]
    var testDescription: String { name }
  }

  static let left = CursesCodes.ncurses.keys.first { $0.value == .left }?.key ?? 0
  static let altLeft = CursesCodes.ncurses.keys.first { $0.value == .alt(.left) }?.key ?? 0
  static let pasteBegin = CursesCodes.ncurses.keys.first { $0.value == .pasteBegin }?.key ?? 0
  static let pasteEnd = CursesCodes.ncurses.keys.first { $0.value == .pasteEnd }?.key ?? 0

  static let cases: [Case] = [
    Case(
      name: "ESC 1 → Alt-1", script: [.character(27), .character(0x31)],
      events: [.key(.altCharacter("1"))]),
    Case(
      name: "ESC DEL → Alt-Backspace, then a",
      script: [.character(27), .character(127), .character(0x61)],
      events: [.key(.alt(.backspace)), .character("a")]),
    Case(
      name: "ESC CR → Alt-Enter", script: [.character(27), .character(13)],
      events: [.key(.alt(.enter))]),
    Case(
      name: "ESC KEY_LEFT → Alt-←", script: [.character(27), .keyCode(left)],
      events: [.key(.alt(.left))]),
    Case(
      name: "ESC [ 1 ; 3 D (one code) → Alt-←", script: [.keyCode(altLeft)],
      events: [.key(.alt(.left))]),
    Case(
      name: "ESC then a timeout → Esc, then x types",
      script: [.character(27), nil, .character(0x78)],
      events: [.key(.escape), .character("x")]),
    Case(
      name: "ESC ESC x → Esc, then Alt-x",
      script: [.character(27), .character(27), .character(0x78)],
      events: [.key(.escape), .key(.altCharacter("x"))]),
    Case(
      name: "ESC before a paste → Esc, then the paste whole",
      script: [
        .character(27), .keyCode(pasteBegin), .character(0x68), .character(0x69),
        .keyCode(pasteEnd),
      ],
      events: [.key(.escape), .paste("hi")]),
    Case(
      name: "ESC before a mouse press → Esc, then the press",
      script: [
        .character(27),
        .mouse(RawMouse(column: 2, row: 3, buttonState: CursesCodes.ncurses.buttonPressed)),
      ],
      events: [.key(.escape), .mouse(MouseEvent(kind: .press, column: 2, row: 3, time: 0))]),
  ]

  @Test("the readings and the events they give", arguments: cases)
  func decode(_ test: Case) {
    let clock = ManualClock()
    var loop = EventLoop(
      source: ScriptedInput(script: test.script, clock: clock, signalAfterScript: 15),
      codes: .ncurses, maximumWait: 0.25, clock: clock.read)
    var events: [TerminalInput] = []
    while case .input(let input) = loop.next() { events.append(input) }
    #expect(events == test.events)
  }

  @Test("poll (input already waiting) decodes Alt the same way")
  func poll() {
    let clock = ManualClock()
    var loop = EventLoop(
      source: ScriptedInput(script: [.character(27), .character(0x32)], clock: clock),
      codes: .ncurses, maximumWait: 0.25, clock: clock.read)
    #expect(loop.poll() == .key(.altCharacter("2")))
    #expect(loop.poll() == nil)
  }

  @Test(
    "what takes Alt",
    arguments: [
      (TerminalInput.character("a"), TerminalInput?.some(.key(.altCharacter("a")))),
      (.key(.backspace), .key(.alt(.backspace))),
      (.key(.escape), nil), (.key(.pasteBegin), nil), (.key(.alt(.left)), nil),
    ])
  func alt(_ next: TerminalInput, _ expected: TerminalInput?) {
    #expect(InputDecoder.alt(next) == expected)
  }
}
