import Gestures
import KeyboardLayouts

/// Drives the real engine with explicit times: the manual clock of these tests.
struct Driver {
  var engine: GestureEngine

  init(_ layout: GestureLayout = Fixtures.standard, settings: GestureSettings = GestureSettings()) {
    engine = GestureEngine(settings: settings, layout: layout)
  }

  func key(_ name: String) -> GestureKey { engine.layout.named(name) }

  /// The centre of key `name`, moved by `dx`, `dy`.
  func point(_ name: String, dx: Double = 0, dy: Double = 0) -> Point {
    let centre = key(name).frame.center
    return Point(x: centre.x + dx, y: centre.y + dy)
  }

  mutating func down(_ point: Point, at time: Double, finger: Int = 0) -> [GestureAction] {
    engine.handle(TouchEvent(.down, finger: finger, at: point, time: time))
  }

  mutating func down(_ name: String, at time: Double, finger: Int = 0) -> [GestureAction] {
    down(point(name), at: time, finger: finger)
  }

  mutating func move(_ point: Point, at time: Double, finger: Int = 0) -> [GestureAction] {
    engine.handle(TouchEvent(.move, finger: finger, at: point, time: time))
  }

  mutating func up(_ point: Point, at time: Double, finger: Int = 0) -> [GestureAction] {
    engine.handle(TouchEvent(.up, finger: finger, at: point, time: time))
  }

  mutating func up(_ name: String, at time: Double, finger: Int = 0) -> [GestureAction] {
    up(point(name), at: time, finger: finger)
  }

  mutating func cancel(_ point: Point, at time: Double, finger: Int = 0) -> [GestureAction] {
    engine.handle(TouchEvent(.cancel, finger: finger, at: point, time: time))
  }

  mutating func tap(_ name: String, at time: Double, hold: Double = 0.05) -> [GestureAction] {
    down(name, at: time) + up(name, at: time + hold)
  }

  /// Follows `nextDeadline()` up to `end`, recording when each timer fired and what it gave.
  mutating func timers(until end: Double) -> [(time: Double, actions: [GestureAction])] {
    var fired: [(time: Double, actions: [GestureAction])] = []
    while let deadline = engine.nextDeadline(), deadline <= end {
      fired.append((deadline, engine.advance(to: deadline)))
    }
    return fired
  }
}

/// Equal within a microsecond: timer times are computed, not typed.
func close(_ a: [Double], _ b: [Double]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
}
