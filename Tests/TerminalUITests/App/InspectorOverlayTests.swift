import Gestures
import KeyboardLayouts
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// The gesture inspector drawn in the trace panel (F4): the rendered screen names the
/// threshold (by its setting) and the decision, just under and just over each threshold,
/// while the finger is down and after it lifted.
@Suite("gesture inspector overlay")
struct InspectorOverlayTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var dx: Double
    var hold: Double
    /// Rows on the screen while the finger is still down, at the end of the hold.
    var live: [String]
    /// Rows once it lifted.
    var after: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "drag 39 pt: a tap", dx: 39, hold: 0.2,
      live: ["finger on g · key: pending", "cursor-active-distance 39.0 pt < 40.0 pt"],
      after: ["last touch: tap g", "and cursor-active-distance 39.0 pt < 40.0 pt"]),
    Case(
      name: "drag 41 pt: a cursor drag", dx: 41, hold: 0.2,
      live: ["finger on g · key: cursor drag", "by cursor-active-distance 41.0 pt ≥ 40.0 pt"],
      after: ["last touch: cursor drag g", "by cursor-active-distance 41.0 pt ≥ 40.0 pt"]),
    Case(
      name: "hold 0.49 s: a tap", dx: 0, hold: 0.49,
      live: ["finger on g · key: pending", "long-press-duration 0.49 s < 0.50 s"],
      after: ["last touch: tap g", "by long-press-duration 0.49 s < 0.50 s"]),
    Case(
      name: "hold 0.51 s: a long press (repeat)", dx: 0, hold: 0.51,
      live: ["finger on g · key: repeat", "by long-press-duration 0.50 s ≥ 0.50 s"],
      after: ["last touch: repeat g", "by long-press-duration 0.50 s ≥ 0.50 s"]),
  ]

  /// The screen with the trace panel open, as `TerminalApp` presents it.
  func screen(_ session: KeyboardSession) -> String {
    let state = PresentationState(
      panels: [TraceLog().model(inspector: session.gestureInspectorLines, words: session.words)],
      placeholder: "")
    return AppFixtures.screen(session, columns: 120, rows: 40, state: state)
  }

  @Test("the overlay names the threshold and the decision", arguments: cases)
  func overlay(_ c: Case) throws {
    var session = AppFixtures.session("qwerty")
    let start = try #require(session.keyCenter(named: "g"))
    let end = Point(x: start.x + c.dx, y: start.y)
    session.handle(TouchEvent(.down, at: start, time: 10))
    if c.dx != 0 { session.handle(TouchEvent(.move, at: end, time: 10.1)) }
    session.advance(to: 10 + c.hold)
    let during = screen(session)
    #expect(during.contains("제스처 검사기"))
    for row in c.live { #expect(during.contains(row), "\(row)\n\(during)") }
    session.handle(TouchEvent(.up, at: end, time: 10 + c.hold))
    let after = screen(session)
    for row in c.after { #expect(after.contains(row), "\(row)\n\(after)") }
    #expect(!after.contains("finger on g"))
  }

  @Test("before any touch the inspector says so")
  func noTouch() {
    let session = AppFixtures.session("qwerty")
    #expect(screen(session).contains("no touch yet"))
  }
}
