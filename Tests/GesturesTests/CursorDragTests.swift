import Gestures
import KeyboardLayouts
import Testing

@Suite("커서 드래그 (§3.3)")
struct CursorDragTests {
  /// Activates a drag on `g` (centre 187.5, 90) at t 1.1 with the finger at x 227.5, sets up
  /// the previous velocity sample without moving a tick, then makes the measured update.
  @Test("명세 예시 값을 실제 엔진으로", arguments: workedSteps)
  func workedValuesThroughTheEngine(_ c: StepCase) {
    var settings = GestureSettings()
    settings.cursorMoveInterval = c.interval
    var driver = Driver(settings: settings)
    let y = 90.0
    #expect(driver.down(Point(x: 187.5, y: y), at: 1.0) == [.press(driver.key("g"))])
    #expect(
      driver.move(Point(x: 227.5, y: y), at: 1.1) == [.cursorDragBegan, .cursorMove(steps: 1)])
    // The sample before the measured one: `previous` pt/s over less than one interval.
    let preTravel = c.previous == 0 ? 0 : 0.8 * c.interval * (c.travel < 0 ? -1 : 1)
    let preTime = 1.1 + (c.previous == 0 ? 0.01 : abs(preTravel / c.previous))
    #expect(driver.move(Point(x: 227.5 + preTravel, y: y), at: preTime) == [])
    let measuredTime = preTime + abs((c.travel - preTravel) / c.velocity)
    let actions = driver.move(Point(x: 227.5 + c.travel, y: y), at: measuredTime)
    #expect(actions == (c.steps == 0 ? [] : [.cursorMove(steps: c.steps)]))
    #expect(
      driver.up(Point(x: 227.5 + c.travel, y: y), at: measuredTime + 0.1) == [.cursorDragEnded])
  }

  @Test(
    "활성화는 직선 거리 40pt: 39.9는 아님, 40은 드래그, 대각선 (24, 32)도 40",
    arguments: [(39.9, 0.0, false), (40, 0, true), (24, 32, true), (-40, 0, true), (0, -40, true)])
  func activation(_ dx: Double, _ dy: Double, _ drags: Bool) {
    var driver = Driver()
    let start = Point(x: 187.5, y: 90)
    _ = driver.down(start, at: 0)
    let end = Point(x: start.x + dx, y: start.y + dy)
    let moved = driver.move(end, at: 0.1)
    if drags {
      let first: [GestureAction] = dx == 0 ? [] : [.cursorMove(steps: dx < 0 ? -1 : 1)]
      #expect(moved == [.cursorDragBegan] + first)
      #expect(driver.engine.isCursorDragging)
      #expect(driver.up(end, at: 0.2) == [.cursorDragEnded])
    } else {
      #expect(moved == [])
      #expect(driver.up(end, at: 0.2) == [.tap(driver.key("g"))])
    }
  }

  @Test("첫 이동은 손가락이 얼마나 갔든 정확히 1칸")
  func firstMoveIsOne() {
    var driver = Driver()
    _ = driver.down("g", at: 0)
    #expect(
      driver.move(driver.point("g", dx: -150), at: 0.01) == [
        .cursorDragBegan, .cursorMove(steps: -1),
      ])
  }

  @Test("수직으로 활성화되면 첫 가로 이동이 1칸")
  func verticalActivation() {
    var driver = Driver()
    _ = driver.down("g", at: 0)
    #expect(driver.move(driver.point("g", dy: -45), at: 0.1) == [.cursorDragBegan])
    #expect(driver.move(driver.point("g", dx: 30, dy: -45), at: 0.2) == [.cursorMove(steps: 1)])
    #expect(driver.move(driver.point("g", dx: 35, dy: -45), at: 0.3) == [.cursorMove(steps: 1)])
  }

  @Test("활성화 거리 설정 20과 60", arguments: [20.0, 60.0])
  func activationSetting(_ distance: Double) {
    var settings = GestureSettings()
    settings.cursorActiveDistance = distance
    var driver = Driver(settings: settings)
    _ = driver.down("space", at: 0)
    #expect(driver.move(driver.point("space", dx: distance - 0.5), at: 0.1) == [])
    #expect(
      driver.move(driver.point("space", dx: distance), at: 0.2) == [
        .cursorDragBegan, .cursorMove(steps: 1),
      ])
  }

  @Test("드래그가 된 터치는 탭이 아니고 길게 누르기도 없다")
  func dragIsNotTapNorLongPress() {
    var driver = Driver()
    _ = driver.down("g", at: 0)
    _ = driver.move(driver.point("g", dx: 50), at: 0.1)
    #expect(driver.engine.nextDeadline() == nil)
    #expect(driver.engine.advance(to: 2) == [])
    #expect(driver.up(driver.point("g"), at: 2.1) == [.cursorMove(steps: -4), .cursorDragEnded])
  }

  @Test("설정이 꺼지면 드래그 없음: 키 안에서 놓으면 탭, 멀리서 놓으면 아무것도")
  func settingOff() {
    var settings = GestureSettings()
    settings.isDragToMoveCursorEnabled = false
    var driver = Driver(settings: settings)
    _ = driver.down("space", at: 0)
    #expect(driver.move(driver.point("space", dx: 60), at: 0.1) == [])
    #expect(driver.engine.nextDeadline() == nil)  // moved past the tolerance: no long press
    #expect(driver.up(driver.point("space", dx: 60), at: 0.9) == [.tap(driver.key("space"))])
    _ = driver.down("g", at: 2)
    #expect(driver.up(driver.point("g", dy: 100), at: 2.1) == [])
  }

  @Test("return·globe·.com 키는 커서 드래그 없음", arguments: ["return", "globe", ".com"])
  func keysWithoutDrag(_ name: String) {
    var layout = Fixtures.standard
    layout.keys.append(
      GestureKey(
        id: 99, name: ".com", role: .character, frame: Rect(x: 0, y: 240, width: 60, height: 60),
        allowsCursorDrag: false, allowsLongPress: false))
    var driver = Driver(layout)
    _ = driver.down(name, at: 0)
    #expect(driver.move(driver.point(name, dx: 45), at: 0.1) == [])
    #expect(!driver.engine.isCursorDragging)
    #expect(driver.engine.advance(to: 1) == [])
  }

  @Test("방향을 바꾸면 마지막 이동 지점부터 다시 잰다")
  func reversal() {
    var driver = Driver()
    _ = driver.down("g", at: 0)
    _ = driver.move(driver.point("g", dx: 40), at: 0.1)  // +1, anchor +40
    #expect(driver.move(driver.point("g", dx: 50), at: 0.2) == [.cursorMove(steps: 2)])
    #expect(driver.move(driver.point("g", dx: 44), at: 0.3) == [.cursorMove(steps: -1)])
  }
}
