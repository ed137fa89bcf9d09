import Gestures
import KeyboardLayouts
import Testing

/// Touch recipes are worked out from the engine's own thresholds: whatever the settings, the
/// recipe for N cursor steps makes exactly N steps in the engine.
@Suite("Touch recipes")
struct TouchRecipeTests {
  @Test(
    "a cursor-drag recipe makes exactly its steps, whatever the thresholds",
    arguments: [
      (40.0, 5.0, -3), (40, 5, 7), (20, 1, 12), (60, 9, -5), (55, 0.5, 4), (40, 5, 1),
    ])
  func cursorDrag(activation: Double, interval: Double, steps: Int) {
    var settings = GestureSettings()
    settings.cursorActiveDistance = activation
    settings.cursorMoveInterval = interval
    var driver = Driver(settings: settings)
    var point = Point(x: 187.5, y: 90)
    var time = 1.0
    _ = driver.down(point, at: time)
    var moved = 0
    for move in TouchRecipe.cursorDrag(steps: steps, settings: settings) {
      time += move.delay
      point = Point(x: point.x + move.dx, y: point.y + move.dy)
      for action in driver.move(point, at: time) {
        if case .cursorMove(let n) = action { moved += n }
      }
    }
    _ = driver.up(point, at: time + 0.03)
    #expect(moved == steps)
  }

  @Test("leaving a key goes past its edge in the asked direction")
  func leave() {
    let key = Rect(x: 100, y: 50, width: 60, height: 40)
    let right = TouchRecipe.leave(key, horizontal: 1, vertical: 0, delay: 0.03)
    #expect(key.center.x + right.dx > key.maxX)
    let up = TouchRecipe.leave(key, horizontal: 0, vertical: -1, delay: 0.03)
    #expect(key.center.y + up.dy < key.minY)
  }
}
