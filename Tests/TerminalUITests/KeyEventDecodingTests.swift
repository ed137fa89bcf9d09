import KeyboardScreen
import Testing

@testable import TerminalKit

/// The kitty keyboard protocol's bytes as ncurses hands them over (it knows none of them: an
/// ESC, then one character each) become key events and replies; what is not a whole sequence
/// stays what it was before (Alt-[ and the characters after it).
@Suite("Key events: the kitty keyboard protocol's sequences")
struct KeyEventDecodingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var bytes: String
    var input: TerminalInput?
    var testDescription: String { bytes.debugDescription }
  }

  static func key(
    _ key: KeyEvent.Key, _ modifiers: KeyModifiers = [], _ kind: KeyEvent.Kind = .press,
    _ text: String = ""
  ) -> TerminalInput {
    .keyEvent(KeyEvent(key: key, modifiers: modifiers, kind: kind, text: text, time: 5))
  }

  static let cases: [Case] = [
    // a: press with its text, the terminal's repeat, release (no text).
    Case(bytes: "\u{1B}[97;;97u", input: key(.character("a"), [], .press, "a")),
    Case(bytes: "\u{1B}[97;1;97u", input: key(.character("a"), [], .press, "a")),
    Case(bytes: "\u{1B}[97;1:2;97u", input: key(.character("a"), [], .repeated, "a")),
    Case(bytes: "\u{1B}[97;1:3u", input: key(.character("a"), [], .release)),
    // Without the text flag's field (a terminal that ignores flag 16).
    Case(bytes: "\u{1B}[97u", input: key(.character("a"))),
    // Shift-a: the key is `a`, the text `A`; Ctrl-a has no text; Alt and Ctrl with release.
    Case(bytes: "\u{1B}[97;2;65u", input: key(.character("a"), .shift, .press, "A")),
    Case(bytes: "\u{1B}[97;5u", input: key(.character("a"), .control)),
    Case(bytes: "\u{1B}[50;3:3u", input: key(.character("2"), .alt, .release)),
    Case(bytes: "\u{1B}[97;65;65u", input: key(.character("a"), .capsLock, .press, "A")),
    // Hangul from a keyboard layout (not an input method): its own code and text.
    Case(bytes: "\u{1B}[12593;;12593u", input: key(.character("ㄱ"), [], .press, "ㄱ")),
    // Named keys.
    Case(bytes: "\u{1B}[13u", input: key(.special(.enter))),
    Case(bytes: "\u{1B}[13;1:3u", input: key(.special(.enter), [], .release)),
    Case(bytes: "\u{1B}[127;1:2u", input: key(.special(.backspace), [], .repeated)),
    Case(bytes: "\u{1B}[27u", input: key(.special(.escape))),
    Case(bytes: "\u{1B}[9;2u", input: key(.special(.tab), .shift)),
    Case(bytes: "\u{1B}[1;1:3D", input: key(.special(.left), [], .release)),
    Case(bytes: "\u{1B}[1;5:2C", input: key(.special(.right), .control, .repeated)),
    Case(bytes: "\u{1B}[15;1:3~", input: key(.special(.function(5)), [], .release)),
    Case(bytes: "\u{1B}[3~", input: key(.special(.deleteForward))),
    Case(bytes: "\u{1B}[P", input: key(.special(.function(1)))),
    // The detection's answers.
    Case(bytes: "\u{1B}[?0u", input: .reply(.keyboardFlags(0))),
    Case(bytes: "\u{1B}[?27u", input: .reply(.keyboardFlags(27))),
    Case(bytes: "\u{1B}[?62;22c", input: .reply(.deviceAttributes)),
    Case(bytes: "\u{1B}[?1;2c", input: .reply(.deviceAttributes)),
    // Lone modifier keys (private-use codes) and what sykb never asked for: nothing.
    Case(bytes: "\u{1B}[57441;2u", input: nil),
    Case(bytes: "\u{1B}[>1u", input: nil),
    Case(bytes: "\u{1B}[97;1:9u", input: nil),
  ]

  @Test("a whole sequence decodes to its key event or reply", arguments: cases)
  func decodes(_ testCase: Case) {
    let body = testCase.bytes.unicodeScalars.dropFirst(2).dropLast()
    let final = testCase.bytes.unicodeScalars.last ?? "u"
    let decoded = ControlSequence.decode(
      String(String.UnicodeScalarView(body)), final: final, time: 5)
    #expect(decoded == testCase.input)
  }

  private func loop(_ text: String, then more: [RawInput] = []) -> EventLoop<ScriptedInput> {
    let clock = ManualClock()
    let script: [RawInput?] =
      text.unicodeScalars.map { RawInput.character($0.value) } + more.map { $0 }
    return EventLoop(
      source: ScriptedInput(script: script, clock: clock, signalAfterScript: nil),
      codes: .ncurses, maximumWait: 0.25, clock: clock.read)
  }

  @Test("the event loop reads a sequence ncurses hands over character by character")
  func eventLoop() {
    var loop = loop("\u{1B}[97;;97u\u{1B}[97;1:3ub")
    #expect(loop.next() == .input(Self.key(.character("a"), [], .press, "a").withTime(0)))
    #expect(loop.next() == .input(Self.key(.character("a"), [], .release).withTime(0)))
    #expect(loop.next() == .input(.character("b")))
  }

  @Test("the flags answer and the fence arrive as replies, in order")
  func replies() {
    var loop = loop("\u{1B}[?1u\u{1B}[?62;22c")
    #expect(loop.next() == .input(.reply(.keyboardFlags(1))))
    #expect(loop.next() == .input(.reply(.deviceAttributes)))
  }

  @Test("ESC [ that stops short is Alt-[ and the characters after it, none lost")
  func incomplete() {
    var loop = loop("\u{1B}[12", then: [.keyCode(0o404)])
    #expect(loop.next() == .input(.key(.altCharacter("["))))
    #expect(loop.next() == .input(.character("1")))
    #expect(loop.next() == .input(.character("2")))
    #expect(loop.next() == .input(.key(.left)))
  }

  @Test("a whole sequence sykb does not use is dropped, and the next input comes")
  func unknown() {
    var loop = loop("\u{1B}[57441;2u\u{1B}[>4;1mx")
    #expect(loop.next() == .input(.character("x")))
  }

  /// Without the protocol, an 8-bit character is text (xterm's Alt-2 without
  /// `metaSendsEscape` is `²`), and ESC 2 is Alt-2: sykb never guesses.
  @Test("8-bit characters are text; ESC and a key is Alt")
  func eightBit() {
    var loop = loop("²\u{1B}2é")
    #expect(loop.next() == .input(.character("²")))
    #expect(loop.next() == .input(.key(.altCharacter("2"))))
    #expect(loop.next() == .input(.character("é")))
  }

  struct Legacy: CustomTestStringConvertible, Sendable {
    var event: KeyEvent
    var input: TerminalInput?
    var testDescription: String { "\(event.key) \(event.modifiers.rawValue) \(event.text)" }
  }

  static let legacy: [Legacy] = [
    Legacy(event: KeyEvent(key: .character("a"), text: "a"), input: .character("a")),
    Legacy(
      event: KeyEvent(key: .character("a"), modifiers: .shift, text: "A"), input: .character("A")),
    Legacy(event: KeyEvent(key: .character("z"), modifiers: .control), input: .key(.control(26))),
    Legacy(
      event: KeyEvent(key: .character("2"), modifiers: .alt, text: "2"),
      input: .key(.altCharacter("2"))),
    Legacy(event: KeyEvent(key: .special(.left), modifiers: .alt), input: .key(.alt(.left))),
    Legacy(event: KeyEvent(key: .special(.left), modifiers: .control), input: .key(.controlLeft)),
    Legacy(event: KeyEvent(key: .special(.right), modifiers: .shift), input: .key(.shiftRight)),
    Legacy(event: KeyEvent(key: .special(.tab), modifiers: .shift), input: .key(.backTab)),
    Legacy(event: KeyEvent(key: .special(.enter)), input: .key(.enter)),
    Legacy(event: KeyEvent(key: .special(.function(6))), input: .key(.function(6))),
    Legacy(event: KeyEvent(key: .character("a"), modifiers: .super), input: nil),
  ]

  @Test("a press means what the terminal would have sent without the protocol", arguments: legacy)
  func legacyInput(_ testCase: Legacy) {
    #expect(testCase.event.legacyInput == testCase.input)
  }
}

extension TerminalInput {
  /// The same key event stamped at `time`.
  func withTime(_ time: Double) -> TerminalInput {
    guard case .keyEvent(var event) = self else { return self }
    event.time = time
    return .keyEvent(event)
  }
}
