import Gestures
import KeyboardLayouts
import Testing

@Suite("탭과 롤오버 (§3.1)")
struct TapAndRollOverTests {
  @Test("탭은 놓을 때, 누를 때는 press만", arguments: ["q", "space", "return", "shift", "globe", "switch"])
  func tapOnRelease(_ name: String) {
    var driver = Driver()
    let key = driver.key(name)
    #expect(driver.down(name, at: 0) == [.press(key)])
    #expect(driver.engine.pressedKeyID == key.id)
    #expect(driver.up(name, at: 0.1) == [.tap(key)])
    #expect(driver.engine.pressedKeyID == nil)
  }

  @Test("롤오버: 다른 키를 누르면 잡고 있던 키의 탭이 먼저, 그 손가락을 나중에 떼도 아무것도")
  func rollOver() {
    var driver = Driver(Fixtures.fourByFour)
    let ㄱ = driver.key("ㄱ")
    let ㅏㅓ = driver.key("ㅏㅓ")
    #expect(driver.down("ㄱ", at: 0, finger: 1) == [.press(ㄱ)])
    #expect(driver.down("ㅏㅓ", at: 0.05, finger: 2) == [.tap(ㄱ), .press(ㅏㅓ)])
    #expect(driver.up("ㄱ", at: 0.08, finger: 1) == [])
    #expect(driver.up("ㅏㅓ", at: 0.1, finger: 2) == [.tap(ㅏㅓ)])
  }

  @Test("shift를 누른 채 다른 손가락으로 치면 롤오버가 아니라 잡고 있는 동안의 shift (§8.6)")
  func shiftHeldWhileTyping() {
    var driver = Driver()
    let shift = driver.key("shift")
    let a = driver.key("a")
    let b = driver.key("b")
    #expect(driver.down("shift", at: 0, finger: 1) == [.press(shift)])
    #expect(driver.down("a", at: 0.05, finger: 2) == [.shiftHeld(shift), .press(a)])
    #expect(driver.up("a", at: 0.1, finger: 2) == [.tap(a)])
    #expect(driver.down("b", at: 0.15, finger: 2) == [.press(b)])
    #expect(driver.up("b", at: 0.2, finger: 2) == [.tap(b)])
    #expect(driver.up("shift", at: 0.25, finger: 1) == [.shiftReleased(shift)])
    // A cancel of the held shift's finger releases it too; a later touch is a plain tap.
    _ = driver.down("shift", at: 1, finger: 1)
    _ = driver.down("a", at: 1.05, finger: 2)
    #expect(driver.cancel(driver.point("shift"), at: 1.1, finger: 1) == [.shiftReleased(shift)])
    #expect(driver.up("a", at: 1.15, finger: 2) == [.tap(a)])
  }

  @Test("롤오버는 반복과 드래그를 끝낸다")
  func rollOverEndsGestures() {
    // A second finger during a cursor drag types nothing (CursorAccelerationSelectionTests);
    // roll-over ends repeats and every other gesture.
    var settings = GestureSettings()
    settings.cursorDragSelection = .off
    var driver = Driver(settings: settings)
    let q = driver.key("q")
    let a = driver.key("a")
    let delete = driver.key("delete")
    _ = driver.down("q", at: 0, finger: 1)
    _ = driver.engine.advance(to: 0.5)
    #expect(driver.down("a", at: 0.52, finger: 2) == [.repeatEnded(q), .press(a)])
    // A cursor drag is not rolled over (§8.2): the keys ignore new touches while it runs.
    _ = driver.move(driver.point("a", dx: 45), at: 0.6, finger: 2)
    #expect(driver.down("delete", at: 0.7, finger: 3) == [])
    #expect(driver.up("delete", at: 0.75, finger: 3) == [])
    _ = delete
  }

  @Test("롤오버 전에 길게 누르기 시간이 되면 그것이 먼저")
  func timersBeforeRollOver() {
    var driver = Driver()
    let q = driver.key("q")
    let w = driver.key("w")
    _ = driver.down("q", at: 0, finger: 1)
    #expect(
      driver.down("w", at: 0.56, finger: 2)
        == [.longPress(q, .repeatInput), .repeatTick(q), .repeatEnded(q), .press(w)])
  }

  @Test("키 밖에서 놓으면 탭이 아니다 (드래그할 수 없는 키)")
  func releaseOutside() {
    var driver = Driver()
    _ = driver.down("return", at: 0)
    #expect(driver.up(driver.point("return", dy: -80), at: 0.1) == [])
  }

  @Test("키 가장자리를 조금 벗어나 놓아도 허용 거리 안이면 탭")
  func releaseJustOutside() {
    var driver = Driver()
    let ret = driver.key("return")
    _ = driver.down("return", at: 0)
    #expect(driver.up(driver.point("return", dy: -35), at: 0.1) == [.tap(ret)])
  }

  @Test("취소는 탭이 없다")
  func cancel() {
    var driver = Driver()
    let q = driver.key("q")
    _ = driver.down("q", at: 0)
    #expect(driver.cancel(driver.point("q"), at: 0.1) == [])
    _ = driver.down("q", at: 1)
    _ = driver.engine.advance(to: 1.5)
    #expect(driver.cancel(driver.point("q"), at: 1.52) == [.repeatEnded(q)])
    #expect(driver.engine.nextDeadline() == nil)
  }

  @Test("창이 바뀌면 cancelAll: 반복이 멈춘다")
  func cancelAll() {
    var driver = Driver()
    let q = driver.key("q")
    _ = driver.down("q", at: 0)
    _ = driver.engine.advance(to: 0.6)
    #expect(driver.engine.cancelAll() == [.repeatEnded(q)])
    #expect(driver.engine.nextDeadline() == nil)
    #expect(driver.up("q", at: 0.7) == [])
  }

  @Test("키가 없는 곳은 무시, 다른 손가락의 움직임도 무시")
  func ignored() {
    var layout = Fixtures.standard
    layout.keys.removeAll { $0.name == "q" }
    var driver = Driver(layout)
    #expect(driver.down(Point(x: 10, y: 10), at: 0) == [])
    #expect(driver.up(Point(x: 10, y: 10), at: 0.1) == [])
    let w = driver.key("w")
    _ = driver.down("w", at: 1, finger: 1)
    #expect(driver.move(driver.point("w", dx: 80), at: 1.1, finger: 7) == [])
    #expect(driver.up("w", at: 1.2, finger: 7) == [])
    #expect(driver.up("w", at: 1.3, finger: 1) == [.tap(w)])
  }

  @Test("터미널처럼 이동 보고 없이 멀리서 떼면 그 자리까지의 드래그")
  func releaseWithoutMoves() {
    var driver = Driver()
    _ = driver.down("g", at: 0)
    #expect(
      driver.up(driver.point("g", dx: -60), at: 0.2)
        == [.cursorDragBegan, .cursorMove(steps: -1), .cursorDragEnded])
  }
}

@Suite("두 번 탭: space와 shift (§3.5–3.6)")
struct DoubleTapTests {
  @Test(
    "간격 안의 두 번째 누름은 doubleTap, 밖이면 아님",
    arguments: [
      ("space", 0.2, true), ("space", 0.35, true), ("space", 0.36, false),
      ("shift", 0.1, true), ("shift", 0.5, false),
    ])
  func interval(_ name: String, _ gap: Double, _ isDouble: Bool) {
    var driver = Driver()
    let key = driver.key(name)
    #expect(driver.tap(name, at: 0, hold: 0.05) == [.press(key), .tap(key)])
    let second = driver.down(name, at: 0.05 + gap)
    #expect(second == (isDouble ? [.press(key), .doubleTap(key)] : [.press(key)]))
    #expect(driver.up(name, at: 0.1 + gap) == [.tap(key)])
  }

  @Test("세 번째 누름은 새 짝의 첫 번째, 네 번째가 다시 doubleTap")
  func chain() {
    var driver = Driver()
    let shift = driver.key("shift")
    let downs = [0.0, 0.2, 0.4, 0.6].map { time -> [GestureAction] in
      let actions = driver.down("shift", at: time)
      _ = driver.up("shift", at: time + 0.05)
      return actions
    }
    #expect(
      downs == [
        [.press(shift)], [.press(shift), .doubleTap(shift)], [.press(shift)],
        [.press(shift), .doubleTap(shift)],
      ])
  }

  @Test("사이에 다른 키, 드래그, 길게 누르기가 있으면 아님")
  func broken() {
    var driver = Driver()
    let space = driver.key("space")
    _ = driver.tap("space", at: 0)
    _ = driver.tap("q", at: 0.1)
    #expect(driver.down("space", at: 0.2) == [.press(space)])
    _ = driver.move(driver.point("space", dx: 50), at: 0.25)
    _ = driver.up(driver.point("space", dx: 50), at: 0.3)
    #expect(driver.down("space", at: 0.35) == [.press(space)])
    _ = driver.up("space", at: 1.0)  // held past 0.5: a long press, not a tap
    #expect(driver.down("space", at: 1.1) == [.press(space)])
  }

  @Test("글자 키는 두 번 탭을 알리지 않는다")
  func characterKeys() {
    var driver = Driver()
    let q = driver.key("q")
    _ = driver.tap("q", at: 0)
    #expect(driver.down("q", at: 0.1) == [.press(q)])
  }
}
