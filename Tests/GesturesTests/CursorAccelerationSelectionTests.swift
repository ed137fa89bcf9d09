import Gestures
import KeyboardLayouts
import Testing

/// The reference's newer cursor drag: faster drags move more characters per step, and a
/// second finger during the drag selects (the widest range reached, or start to finger).
@Suite("Cursor-drag acceleration and selection")
struct CursorAccelerationSelectionTests {
  struct Timed: Sendable, CustomTestStringConvertible {
    var name: String
    var accelerates: Bool
    /// Each move after activation: travel (pt) and the time it took (s).
    var moves: [(dx: Double, dt: Double)]
    /// The steps of every update, activation first.
    var steps: [Int]
    var testDescription: String { name }
  }

  static let timed: [Timed] = [
    // 10 pt per 50 ms is 200 pt/s: two intervals of 5 pt, no boost.
    Timed(
      name: "slow (200 pt/s)", accelerates: true, moves: [(-10, 0.05), (-10, 0.05)],
      steps: [-1, -2, -2]),
    // 10 pt per 10 ms is 1000 pt/s: +1 (≥ 900); then 2000 pt/s: +2 (≥ 1600) and +1 for
    // rising by 1000 (≥ 900) — 5, capped at 4.
    Timed(
      name: "fast (1000, then 2000 pt/s)", accelerates: true, moves: [(-10, 0.01), (-10, 0.005)],
      steps: [-1, -3, -4]),
    // 10 pt per 5.6 ms is ≈ 1786 pt/s after ≈ 1786: +2 only; 2 + 2 = 4.
    Timed(
      name: "very fast, steady", accelerates: true, moves: [(-10, 0.0056), (-10, 0.0056)],
      steps: [-1, -4, -4]),
    // 5 pt per 5 ms is 1000 pt/s: one interval +1 = 2.
    Timed(name: "one interval, fast", accelerates: true, moves: [(5, 0.005)], steps: [-1, 2]),
    Timed(
      name: "acceleration off: one character per update", accelerates: false,
      moves: [(-10, 0.01), (-10, 0.005)], steps: [-1, -1, -1]),
  ]

  @Test("timed drags give the reference's step sizes", arguments: timed)
  func timedDrag(_ c: Timed) {
    var settings = GestureSettings()
    settings.isCursorDragAccelerationEnabled = c.accelerates
    var driver = Driver(settings: settings)
    let start = driver.point("space")
    _ = driver.down(start, at: 1)
    // Activation: 40 pt left in 0.1 s (400 pt/s), exactly one step.
    var x = start.x - 40
    var time = 1.1
    var steps: [Int] = []
    for action in driver.move(Point(x: x, y: start.y), at: time) {
      if case .cursorMove(let n) = action { steps.append(n) }
    }
    for move in c.moves {
      x += move.dx
      time += move.dt
      for action in driver.move(Point(x: x, y: start.y), at: time) {
        if case .cursorMove(let n) = action { steps.append(n) }
      }
    }
    #expect(steps == c.steps)
  }

  @Test(
    "the step rule with and without acceleration",
    arguments: [
      (10.0, 1000.0, 0.0, true, 3), (10, 1000, 0, false, 1), (4.9, 3000, 0, true, 0),
      (-20, 1700, 1700, true, -4), (-20, 1700, 1700, false, -1),
    ])
  func stepRule(_ travel: Double, _ velocity: Double, _ previous: Double, _ on: Bool, _ steps: Int)
  {
    #expect(
      CursorStepRule.steps(
        travel: travel, interval: 5, velocity: velocity, previousVelocity: previous,
        accelerates: on) == steps)
  }

  struct Selecting: Sendable, CustomTestStringConvertible {
    var mode: CursorSelectionMode
    var moves: [Int]
    var range: Range<Int>
    var testDescription: String { "\(mode) \(moves)" }
  }

  static let selecting: [Selecting] = [
    Selecting(mode: .widest, moves: [-3, 5], range: -3..<2),
    Selecting(mode: .anchor, moves: [-3, 5], range: 0..<2),
    Selecting(mode: .widest, moves: [-3, 1], range: -3..<0),
    Selecting(mode: .anchor, moves: [-3, 1], range: -2..<0),
    Selecting(mode: .widest, moves: [2, 2, -1], range: 0..<4),
    Selecting(mode: .anchor, moves: [2, 2, -1], range: 0..<3),
    Selecting(mode: .anchor, moves: [2, -2], range: 0..<0),
  ]

  @Test("both selection modes keep what the reference keeps", arguments: selecting)
  func selectionRange(_ c: Selecting) {
    var selection = CursorSelection(mode: c.mode)
    for move in c.moves { selection.move(by: move) }
    #expect(selection.range == c.range)
  }

  @Test("a second finger during a cursor drag starts the selection; its steps go on")
  func secondFingerSelects() {
    var settings = GestureSettings()
    settings.cursorDragSelection = .widest
    var driver = Driver(settings: settings)
    let start = driver.point("space")
    _ = driver.down(start, at: 1)
    _ = driver.move(Point(x: start.x - 40, y: start.y), at: 1.1)
    #expect(
      driver.down(Point(x: 20, y: 20), at: 1.2, finger: 1) == [.cursorSelectionBegan(.widest)])
    #expect(driver.engine.isCursorSelecting && driver.engine.isCursorDragging)
    #expect(driver.engine.lastDecision?.outcome == .cursorSelection)
    #expect(driver.move(Point(x: start.x - 50, y: start.y), at: 1.25) == [.cursorMove(steps: -2)])
    // The second finger's own release does nothing; the first one's ends the drag.
    #expect(driver.up(Point(x: 20, y: 20), at: 1.3, finger: 1) == [])
    #expect(driver.up(Point(x: start.x - 50, y: start.y), at: 1.4) == [.cursorDragEnded])
  }

  @Test("with selection off a second finger during a cursor drag types nothing, the drag goes on")
  func selectionOff() {
    var settings = GestureSettings()
    settings.cursorDragSelection = .off
    var driver = Driver(settings: settings)
    let start = driver.point("space")
    _ = driver.down(start, at: 1)
    _ = driver.move(Point(x: start.x - 40, y: start.y), at: 1.1)
    #expect(driver.down("g", at: 1.2, finger: 1) == [])
    #expect(driver.up("g", at: 1.25, finger: 1) == [])
    // The first finger still drags the cursor, and its release ends the drag.
    let moved = driver.move(Point(x: start.x - 80, y: start.y), at: 1.3)
    #expect(moved.contains { if case .cursorMove = $0 { return true } else { return false } })
    #expect(driver.up(Point(x: start.x - 80, y: start.y), at: 1.4) == [.cursorDragEnded])
  }
}
