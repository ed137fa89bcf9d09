import Gestures
import KeyboardLayouts
import SessionScripts
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// The mouse's second finger: the right button (or Alt with the left) puts finger 2 down on
/// the keys; it follows the pointer while its button is held and stays pinned when it comes
/// up, until the next right press lifts it. Roll-over and the selecting cursor drag can be
/// made by hand, are recorded as `down#2`/`up#2`, and replay to the same text.
@Suite("TerminalApp: a second finger from the mouse")
struct SecondFingerTests {
  typealias Step = RecordingTests.Step

  static func mouse(_ kind: MouseEventKind, _ cell: (column: Int, row: Int)) -> TerminalInput {
    RecordingTests.mouse(kind, cell)
  }

  @Test("ncurses' right button and Alt with the left decode as the second finger")
  func decoding() {
    let codes = CursesCodes.ncurses
    var decoder = InputDecoder(codes: codes, clock: { 1 })
    func kind(_ state: UInt) -> MouseEventKind? {
      guard
        case .mouse(let event) = decoder.decode(
          .mouse(RawMouse(column: 3, row: 4, buttonState: state)))
      else { return nil }
      return event.kind
    }
    #expect(kind(codes.secondPressed) == .secondPress)
    // Motion with only the right button held moves (it is not a swallowed left press).
    #expect(kind(codes.motion) == .drag)
    #expect(kind(codes.secondReleased) == .secondRelease)
    // Alt with the left button: the second finger, and its release too, Alt still held or not.
    #expect(kind(codes.buttonPressed | codes.altModifier) == .secondPress)
    #expect(kind(codes.buttonReleased) == .secondRelease)
    #expect(kind(codes.buttonPressed) == .press)
    #expect(kind(codes.buttonReleased | codes.altModifier) == .release)
    // Motion with no button known to be down is still a press whose report ncurses swallowed.
    #expect(kind(codes.motion) == .press)
  }

  /// Right-click `a` (finger 2 pinned there), press `s`, right-click (finger 2 lifts), release.
  static func rollOver(_ session: KeyboardSession) -> [Step] {
    let a = RecordingTests.cell(of: "a", in: session)
    let s = RecordingTests.cell(of: "s", in: session)
    return [
      (0.2, mouse(.secondPress, a)), (0.25, mouse(.secondRelease, a)),
      (0.4, mouse(.press, s)),
      (0.5, mouse(.secondPress, s)), (0.55, mouse(.secondRelease, s)),
      (0.6, mouse(.release, s)),
    ]
  }

  @Test("a roll-over by hand types both keys in order, records down#2 and replays the same")
  func rollOverRecorded() throws {
    let session = AppFixtures.session("qwerty", field: ["autocapitalization": "none"])
    let recorded = RecordingTests.record(session, Self.rollOver(session))
    #expect(recorded.outcome.session.document.text == "as")
    let lines = recorded.lines
    let down2 = try #require(lines.firstIndex { $0.hasPrefix("down#2 ") }, "\(lines)")
    let down1 = try #require(lines.firstIndex { $0.hasPrefix("down ") })
    let up2 = try #require(lines.firstIndex { $0.hasPrefix("up#2") })
    let up1 = try #require(lines.firstIndex { $0 == "up" || $0.hasPrefix("up ") })
    #expect(down2 < down1 && down1 < up2 && up2 < up1, "\(lines)")
    let replayed = try RecordingTests.replay(lines, keyboard: "qwerty")
    #expect(replayed.document.text == "as")
  }

  @Test("the pinned finger's key is drawn pressed and the inspector lists both fingers")
  func shownOnScreen() throws {
    let session = AppFixtures.session("qwerty")
    let a = RecordingTests.cell(of: "a", in: session)
    let s = RecordingTests.cell(of: "s", in: session)
    var app = TerminalApp(session: session)
    app.size = TerminalSize(columns: 80, rows: 24)
    app.layout = app.makeLayout()
    app.handleMouse(MouseEvent(kind: .secondPress, column: a.column, row: a.row, time: 1), at: 1)
    app.handleMouse(
      MouseEvent(kind: .secondRelease, column: a.column, row: a.row, time: 1.1), at: 1.1)
    #expect(app.pointer.second == SecondFinger(followsPointer: false))
    #expect(app.fingerKeys == ["a"])
    app.handleMouse(MouseEvent(kind: .press, column: s.column, row: s.row, time: 1.2), at: 1.2)
    #expect(app.makePresentation().fingerKeys == ["a"])
    let lines = app.session.gestureInspectorLines
    let first = try #require(lines.first)
    #expect(first.hasPrefix("fingers: #1 s ("), "\(lines)")
    #expect(first.contains(" · #2 a ("), "\(lines)")
    // Esc lifts nothing while the left button holds; a right press lifts the pinned finger.
    app.handleMouse(
      MouseEvent(kind: .secondPress, column: s.column, row: s.row, time: 1.3), at: 1.3)
    #expect(app.pointer.second == nil)
    #expect(app.session.lastTouchPoint[PointerState.secondFinger] == nil)
    app.handleMouse(
      MouseEvent(kind: .secondRelease, column: s.column, row: s.row, time: 1.35), at: 1.35)
    #expect(app.pointer.second == nil, "the lifting click's release pins nothing")
  }

  @Test("a second finger during a cursor drag selects as cursor-drag-selection says")
  func selectingDrag() throws {
    let session = AppFixtures.session("qwerty", field: ["autocapitalization": "none"]) {
      $0.gestures.cursorDragSelection = .anchor
    }
    let space = RecordingTests.cell(of: "space", in: session)
    var steps: [Step] = AppRunner.typing("abcdefgh").enumerated().map {
      (0.1 + 0.05 * Double($0.offset), $0.element)
    }
    // Three columns (about 15 pt) a report: past cursor-active-distance by the third.
    func at(_ step: Int) -> (column: Int, row: Int) { (space.column - 3 * step, space.row) }
    steps.append((1.0, Self.mouse(.press, space)))
    for step in 1...4 {
      steps.append((1.0 + 0.03 * Double(step), Self.mouse(.drag, at(step))))
    }
    // The right button comes down while the left still drags: the selection starts.
    steps.append((1.2, Self.mouse(.secondPress, at(4))))
    for step in 5...7 {
      steps.append((1.2 + 0.03 * Double(step - 4), Self.mouse(.drag, at(step))))
    }
    steps.append((1.6, Self.mouse(.release, at(7))))
    steps.append((1.7, Self.mouse(.secondRelease, at(7))))
    steps.append((1.8, Self.mouse(.secondPress, at(7))))
    steps.append((1.85, Self.mouse(.secondRelease, at(7))))
    let recorded = RecordingTests.record(session, steps)
    let outcome = recorded.outcome.session
    #expect(outcome.document.text == "abcdefgh")
    let selection = try #require(outcome.document.selection, "\(recorded.lines)")
    #expect(!selection.isEmpty)
    #expect(selection.upperBound < 8, "the drag went left from the end")
    #expect(recorded.lines.contains { $0.hasPrefix("down#2 ") })
    let replayed = try RecordingTests.replay(
      ["set cursor-drag-selection anchor"] + recorded.lines, keyboard: "qwerty")
    #expect(replayed.document.selection == outcome.document.selection)
  }
}
