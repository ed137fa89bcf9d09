import Gestures
import KeyboardLayouts
import Testing

/// The gesture inspector's model: what the engine saw, what it decided and which threshold
/// (named after its setting) decided it, just under and just over each threshold.
@Suite("Gesture inspector")
struct InspectorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    /// Finger travel to the right (pt) and how long it is held before release (s).
    var dx: Double
    var hold: Double
    var outcome: GestureDecision.Outcome
    /// The row naming the threshold that decided it.
    var decidingRow: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "drag just under the activation distance", dx: 39, hold: 0.1, outcome: .tap,
      decidingRow: "cursor-active-distance 39.0 pt < 40.0 pt"),
    Case(
      name: "drag just over the activation distance", dx: 41, hold: 0.1, outcome: .cursorDrag,
      decidingRow: "by cursor-active-distance 41.0 pt ≥ 40.0 pt"),
    Case(
      name: "hold just under the long-press duration", dx: 0, hold: 0.49, outcome: .tap,
      decidingRow: "by long-press-duration 0.49 s < 0.50 s"),
    Case(
      name: "hold just over the long-press duration", dx: 0, hold: 0.51, outcome: .repeating,
      decidingRow: "by long-press-duration 0.50 s ≥ 0.50 s"),
  ]

  @Test("the decision and its threshold", arguments: cases)
  func decision(_ c: Case) throws {
    var driver = Driver()
    let start = driver.point("g")
    let end = Point(x: start.x + c.dx, y: start.y)
    _ = driver.down(start, at: 1)
    if c.dx != 0 { _ = driver.move(end, at: 1.05) }
    _ = driver.up(end, at: 1 + c.hold)
    let decision = try #require(driver.engine.lastDecision)
    #expect(decision.outcome == c.outcome)
    #expect(decision.key == "g")
    let rows = driver.engine.inspectorLines(now: 1 + c.hold)
    #expect(rows.first == "last touch: \(c.outcome.rawValue) g")
    #expect(rows.contains { $0.hasSuffix(c.decidingRow) }, "\(rows)")
    #expect(decision.description.contains(c.decidingRow.replacingPrefix("by ")))
  }

  @Test("while the finger is down: position, distance, thresholds, what it is so far")
  func live() throws {
    var driver = Driver()
    let start = driver.point("g")
    _ = driver.down(start, at: 1)
    _ = driver.move(Point(x: start.x + 30, y: start.y), at: 1.1)
    let seen = try #require(driver.engine.observation(now: 1.3))
    #expect(seen.key == "g" && seen.recognizer == .textKey && seen.became == nil)
    #expect(abs(seen.distance - 30) < 1e-9 && abs(seen.velocity - 300) < 1e-6)
    #expect(
      seen.lines == [
        "finger on g · key: pending",
        "at \(format(start.x + 30)), \(format(start.y)) · distance 30.0 pt · velocity 300 pt/s",
        "cursor-active-distance 30.0 pt < 40.0 pt",
        "long-press-duration 0.30 s < 0.50 s",
      ])
    // Past the distance: a cursor drag, each step against cursor-move-interval.
    _ = driver.move(Point(x: start.x + 43, y: start.y), at: 1.2)
    let dragging = try #require(driver.engine.observation(now: 1.2))
    #expect(dragging.became == .cursorDrag)
    #expect(dragging.lines.contains("cursor-move-interval 0.0 pt < 5.0 pt · steps 1"))
    #expect(dragging.lines.contains("decided: cursor drag g"))
    #expect(!dragging.lines.contains { $0.hasPrefix("long-press-duration") })
  }

  @Test("repeating: the repeat timer against repeat-rate")
  func repeating() throws {
    var driver = Driver()
    _ = driver.down("g", at: 1)
    _ = driver.engine.advance(to: 1.52)
    let seen = try #require(driver.engine.observation(now: 1.52))
    #expect(seen.became == .repeating)
    #expect(seen.lines.contains("repeat-rate 0.05: every 0.05 s, next in 0.03 s"))
  }

  @Test("the delete key's drag and the switch key's drag are named")
  func otherRecognizers() throws {
    var driver = Driver()
    _ = driver.down("delete", at: 1)
    #expect(driver.engine.observation(now: 1)?.recognizer == .delete)
    _ = driver.move(driver.point("delete", dx: -45), at: 1.1)
    #expect(driver.engine.lastDecision?.outcome == .deleteDrag)
    _ = driver.up(driver.point("delete", dx: -45), at: 1.2)
    _ = driver.down("switch", at: 2)
    #expect(driver.engine.observation(now: 2)?.recognizer == .switchKey)
    _ = driver.move(driver.point("switch", dy: -80), at: 2.1)
    #expect(driver.engine.lastDecision?.outcome == .switchDrag)
  }

  @Test("a new decision counts up, a move that decides nothing does not")
  func decisionCount() {
    var driver = Driver()
    _ = driver.down("g", at: 1)
    _ = driver.move(driver.point("g", dx: 10), at: 1.1)
    #expect(driver.engine.decisionCount == 0)
    _ = driver.up(driver.point("g", dx: 10), at: 1.2)
    #expect(driver.engine.decisionCount == 1)
  }

  private func format(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10)"
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}

@Suite("Gesture inspector: decisions without a measured threshold")
struct InspectorReasonTests {
  @Test("a selection and a switch-key drag say what decided them")
  func reasons() throws {
    var settings = GestureSettings()
    settings.cursorDragSelection = .widest
    var driver = Driver(settings: settings)
    let start = driver.point("space")
    _ = driver.down(start, at: 1)
    _ = driver.move(Point(x: start.x - 40, y: start.y), at: 1.1)
    _ = driver.down(Point(x: 20, y: 20), at: 1.2, finger: 1)
    let selection = try #require(driver.engine.lastDecision)
    #expect(
      selection.description
        == "cursor selection space — second finger down, cursor-drag-selection widest")
    _ = driver.up(Point(x: start.x - 40, y: start.y), at: 1.3)
    _ = driver.down("switch", at: 2)
    _ = driver.move(driver.point("switch", dy: -80), at: 2.1)
    #expect(
      driver.engine.inspectorLines(now: 2.1).contains("  by left the key upward"))
  }
}
