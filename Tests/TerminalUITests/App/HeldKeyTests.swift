import KeyboardLayouts
import Localization
import SessionScripts
import TestSupport
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// Physical keys held for as long as they are held, through the real app loop on the bytes a
/// terminal speaking the kitty keyboard protocol sends: the app asks, the terminal's answer
/// (or its absence) decides, and then a held key is a finger held on its key — a long press
/// when held past `long-press-duration`, a tap when not, a roll-over with another key.
@Suite("TerminalApp: held physical keys (kitty keyboard protocol)")
struct HeldKeyTests {
  typealias Step = RecordingTests.Step

  /// A sink that keeps the key-event requests the app makes of the terminal.
  struct RequestSink: PaintSink {
    var requests: [KeyEventsRequest] = []
    mutating func begin(theme: Theme, isFullRepaint: Bool) {}
    mutating func move(column: Int, row: Int) {}
    mutating func put(_ cell: Cell) {}
    mutating func finish(cursor: CellPosition?) {}
    mutating func keyEvents(_ request: KeyEventsRequest) { requests.append(request) }
  }

  /// Runs the app over `steps` (seconds after the start); returns the app and its requests.
  static func run(_ session: KeyboardSession, _ steps: [Step], tail: Double = 2)
    -> (app: TerminalApp, requests: [KeyEventsRequest])
  {
    let start = 100.0
    let timed = steps.flatMap { step in
      AppRunner.raws(step.input).map { (time: start + step.time, raw: $0) }
    }
    let clock = ManualClock(times: [start])
    let source = TimedInput(timed, clock: clock, start: start, tail: tail)
    var sink = RequestSink()
    var app = TerminalApp(session: session)
    _ = app.run(
      source: source, codes: .ncurses, sink: &sink, size: TerminalSize(columns: 80, rows: 24),
      width: .standard, clock: clock.read)
    return (app, sink.requests)
  }

  static let supported: Step = (0.05, .reply(.keyboardFlags(0)))
  static let fence: Step = (0.06, .reply(.deviceAttributes))

  static func key(_ time: Double, _ character: Unicode.Scalar, _ kind: KeyEvent.Kind) -> Step {
    (time, .keyEvent(KittyKeys.key(character, kind)))
  }

  static func qwerty(_ configure: (inout KeyboardSettings) -> Void = { _ in }) -> KeyboardSession {
    AppFixtures.session("qwerty", field: ["autocapitalization": "none"], configure: configure)
  }

  @Test("the flags answer before the fence: the reports are pushed; the fence alone: never")
  func detection() {
    var yes = Self.run(Self.qwerty(), [Self.supported, Self.fence])
    #expect(yes.requests == [.query, .enable])
    #expect(yes.app.keyEvents.support == .supported)
    #expect(yes.app.inputModel == .heldKeys)
    #expect(yes.app.makePresentation().inputModel == yes.app.session.words(StatusText.modeHeldKeys))
    var no = Self.run(Self.qwerty(), [(0.05, .reply(.deviceAttributes))])
    #expect(no.requests == [.query])
    #expect(no.app.keyEvents.support == .unsupported)
    #expect(no.app.inputModel == .pressesOnly)
    #expect(no.app.makePresentation().inputModel == nil)
    // A flags answer after the fence (a confused terminal) changes nothing.
    let late = Self.run(Self.qwerty(), [Self.fence, (0.1, .reply(.keyboardFlags(0)))])
    #expect(late.requests == [.query])
    // No answer at all: asked, and keys are taps as ever.
    let silent = Self.run(Self.qwerty(), [(0.3, .character("a"))])
    #expect(silent.requests == [.query])
    #expect(silent.app.session.document.text == "a")
    #expect(silent.app.inputModel == .pressesOnly)
  }

  @Test("the key-events setting off: the terminal could, the reports stay off, F1 says so")
  func settingOff() {
    let session = Self.qwerty { $0.isKeyEventsEnabled = false }
    let run = Self.run(
      session, [Self.supported, Self.key(0.3, "a", .press), Self.key(1.3, "a", .release)])
    #expect(run.requests == [.query])
    #expect(run.app.inputModel == .heldKeysOff)
    #expect(run.app.session.document.text == "a", "a press types once; the hold means nothing")
    let rows = PanelState.helpRows(first: 0, words: run.app.session.words, inputModel: .heldKeysOff)
    #expect(rows[1].text == run.app.session.words(HelpText.inputModelHeldOff))
  }

  @Test("a key held 0.8 s on 나랏글 gives its long-press result, held 0.2 s a tap")
  func longPressOnNaratgeul() throws {
    let session = AppFixtures.session("naratgeul") { $0.isGridKeysEnabled = true }
    var probe = session
    let position = try #require(
      "1234qwerasdfzxcv".unicodeScalars.first { probe.heldKeyName(forTerminal: $0) == "ㄱ" })
    let long = Self.run(
      session,
      [Self.supported, Self.key(0.3, position, .press), Self.key(1.1, position, .release)])
    let short = Self.run(
      session,
      [Self.supported, Self.key(0.3, position, .press), Self.key(0.5, position, .release)])
    let expected = try TestFixtures.run("press ㄱ 800").session.document.text
    #expect(long.app.session.document.text == expected)
    #expect(short.app.session.document.text == "ㄱ")
    #expect(expected != "ㄱ", "the long press did something a tap does not")
  }

  @Test("two keys held together roll over; recorded as fingers 3 and 4, replayed the same")
  func rollOver() throws {
    let steps = [
      Self.supported, Self.key(0.3, "a", .press), Self.key(0.4, "s", .press),
      Self.key(0.45, "a", .release), Self.key(0.55, "s", .release),
    ]
    let recorded = RecordingTests.record(Self.qwerty(), steps)
    #expect(recorded.outcome.session.document.text == "as")
    let touches = recorded.lines.filter { $0.hasPrefix("down") || $0.hasPrefix("up") }
    #expect(touches.map { $0.split(separator: " ")[0] } == ["down#3", "down#4", "up#3", "up#4"])
    let replayed = try RecordingTests.replay(recorded.lines, keyboard: "qwerty")
    #expect(replayed.document.text == "as")
  }

  @Test("while held, the key is drawn pressed; the terminal's own repeats change nothing")
  func terminalRepeatsIgnored() {
    var steps = [Self.supported, Self.key(0.3, "a", .press)]
    for index in 1...4 { steps.append(Self.key(0.3 + 0.03 * Double(index), "a", .repeated)) }
    steps.append(Self.key(0.45, "a", .release))
    #expect(Self.run(Self.qwerty(), steps).app.session.document.text == "a")
    let held = Self.run(Self.qwerty(), [Self.supported, Self.key(0.3, "a", .press)], tail: 0.1)
    #expect(held.app.session.pressedKeyName == "a")
    #expect(held.app.keyEvents.held[.character("a")] == HeldKey(finger: 2, name: "a"))
  }

  @Test("Backspace held repeats the delete key; Shift-a types A; Ctrl-z undoes")
  func namedKeysAndModifiers() {
    let backspace = KeyEvent(key: .special(.backspace))
    var release = backspace
    release.kind = .release
    let deleted = Self.run(
      Self.qwerty(),
      AppRunner.typing("abcdefgh").enumerated().map { (0.1 + 0.02 * Double($0.offset), $0.element) }
        + [Self.supported, (0.4, .keyEvent(backspace)), (1.6, .keyEvent(release))])
    #expect(deleted.app.session.document.text.count < 7, "\(deleted.app.session.document.text)")
    let shifted = KeyEvent(key: .character("a"), modifiers: .shift, text: "A")
    let capital = Self.run(Self.qwerty(), [Self.supported, (0.3, .keyEvent(shifted))])
    #expect(capital.app.session.document.text == "A")
    let undo = KeyEvent(key: .character("z"), modifiers: .control)
    let undone = Self.run(
      Self.qwerty(),
      [
        Self.supported, Self.key(0.3, "a", .press), Self.key(0.35, "a", .release),
        (0.6, .keyEvent(undo)),
      ])
    #expect(undone.app.session.document.text == "")
  }

  @Test("an input method's text still arrives as text while the reports are on")
  func inputMethodText() {
    let run = Self.run(
      AppFixtures.session("naratgeul"),
      [Self.supported, (0.3, .character("한")), (0.35, .character("글"))])
    #expect(run.app.keyEvents.isEnabled)
    #expect(run.app.session.document.text == "한글")
  }
}
