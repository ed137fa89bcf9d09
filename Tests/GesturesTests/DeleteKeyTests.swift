import Gestures
import KeyboardLayouts
import Testing

@Suite("delete 키 (§3.4)")
struct DeleteKeyTests {
  @Test("누르는 순간 한 번 지우고, 놓을 때는 아무것도")
  func actsOnTouchDown() {
    var driver = Driver()
    let delete = driver.key("delete")
    #expect(driver.down("delete", at: 0) == [.press(delete)])
    #expect(driver.up("delete", at: 0.1) == [])
  }

  @Test("왼쪽 드래그: 첫 단계 1, 그 뒤 한 번 움직일 때마다 많아야 하나 (지난 단계에서 5pt 이상일 때, 멀리 가도 하나)")
  func dragLeft() {
    var driver = Driver()
    let start = driver.point("delete")  // x 349.6875
    _ = driver.down(start, at: 0)
    #expect(
      driver.move(Point(x: start.x - 40, y: start.y), at: 0.1)
        == [.deleteDragBegan, .deleteDrag(.delete, count: 1)])
    #expect(driver.engine.isDeleteDragging)
    #expect(
      driver.move(Point(x: start.x - 47, y: start.y), at: 0.2) == [.deleteDrag(.delete, count: 1)])
    #expect(
      driver.move(Point(x: start.x - 50, y: start.y), at: 0.3) == [])  // 3 pt since the last step
    // 21 pt in one update: still one deletion (§8.8).
    #expect(
      driver.move(Point(x: start.x - 71, y: start.y), at: 0.4) == [.deleteDrag(.delete, count: 1)])
    // Back to the right restores, one per update.
    #expect(
      driver.move(Point(x: start.x - 55, y: start.y), at: 0.5) == [.deleteDrag(.restore, count: 1)])
    #expect(driver.engine.advance(to: 5) == [])  // no long press after a drag
    #expect(driver.up(Point(x: start.x - 55, y: start.y), at: 5.1) == [.deleteDragEnded])
  }

  @Test("커서 드래그 설정이 꺼져도 delete 드래그는 된다")
  func independentOfCursorSetting() {
    var settings = GestureSettings()
    settings.isDragToMoveCursorEnabled = false
    var driver = Driver(settings: settings)
    _ = driver.down("delete", at: 0)
    #expect(
      driver.move(driver.point("delete", dx: -45), at: 0.1)
        == [.deleteDragBegan, .deleteDrag(.delete, count: 1)])
  }

  @Test(
    "가장자리 20pt 안에서는 max(반복 간격, 0.05)마다 저절로 계속",
    arguments: [
      (0.05, 0.05),  // default: 0.05 s
      (0.01, 0.09),  // slow repeat: 0.09 s
      (0.09, 0.05),  // fast repeat 0.01 s → floor 0.05 s
    ])
  func edgeZoneLeft(_ rate: Double, _ period: Double) {
    var settings = GestureSettings()
    settings.repeatRate = rate
    var driver = Driver(settings: settings)
    let y = driver.point("delete").y
    _ = driver.down("delete", at: 0)
    _ = driver.move(Point(x: 300, y: y), at: 0.1)  // began, delete 1, anchor 300
    #expect(driver.engine.nextDeadline() == nil)
    #expect(driver.move(Point(x: 19, y: y), at: 1.0) == [.deleteDrag(.delete, count: 1)])
    let fired = driver.timers(until: 1.0 + 3 * period + 1e-7)
    #expect(close(fired.map(\.time), [1.0 + period, 1.0 + 2 * period, 1.0 + 3 * period]))
    #expect(fired.allSatisfy { $0.actions == [.deleteDrag(.delete, count: 1)] })
    // Leaving the zone stops it.
    #expect(driver.move(Point(x: 21, y: y), at: 1.0 + 3.5 * period) == [])
    #expect(driver.engine.nextDeadline() == nil)
    #expect(driver.up(Point(x: 21, y: y), at: 3) == [.deleteDragEnded])
    #expect(driver.engine.nextDeadline() == nil)
  }

  @Test("오른쪽 가장자리에서는 저절로 되살린다")
  func edgeZoneRight() {
    var driver = Driver()
    let start = driver.point("delete")
    _ = driver.down(start, at: 0)
    _ = driver.move(Point(x: start.x - 40, y: start.y), at: 0.1)
    #expect(
      driver.move(Point(x: 360, y: start.y), at: 0.2) == [.deleteDrag(.restore, count: 1)])
    #expect(
      driver.engine.advance(to: 0.35) == Array(repeating: .deleteDrag(.restore, count: 1), count: 3)
    )
    #expect(driver.cancel(Point(x: 360, y: start.y), at: 0.36) == [.deleteDragEnded])
    #expect(driver.engine.nextDeadline() == nil)
  }

  @Test("길게 눌러 반복이 시작되면 드래그는 없다")
  func repeatThenMove() {
    var driver = Driver()
    let delete = driver.key("delete")
    _ = driver.down("delete", at: 0)
    _ = driver.engine.advance(to: 0.5)
    #expect(driver.move(driver.point("delete", dx: -100), at: 0.52) == [])
    #expect(driver.up("delete", at: 0.53) == [.repeatEnded(delete)])
  }
}
