import Gestures
import KeyboardLayouts
import Testing

/// A layout, a point just outside the switch key in its select direction, a point on the
/// target zone and one on the X zone.
struct SelectCase: CustomTestStringConvertible, Sendable {
  var label: String
  var layout: GestureLayout
  var leave: Point
  var target: Point
  var cancel: Point
  var testDescription: String { label }
}

let selectCases = [
  SelectCase(
    label: "두벌식/QWERTY: 오른쪽", layout: Fixtures.standard,
    leave: Point(x: 50, y: 210), target: Point(x: 110, y: 215), cancel: Point(x: 40, y: 215)),
  SelectCase(
    label: "나랏글 4x4: 왼쪽", layout: Fixtures.fourByFour,
    leave: Point(x: 340, y: 210), target: Point(x: 270, y: 205), cancel: Point(x: 345, y: 205)),
  SelectCase(
    label: "천지인 아래 space: 거울처럼 오른쪽", layout: Fixtures.bottomSpace,
    leave: Point(x: 40, y: 210), target: Point(x: 100, y: 200), cancel: Point(x: 20, y: 200)),
]

@Suite("전환 키 (§3.7)")
struct SwitchKeyTests {
  @Test("탭은 탭")
  func tap() {
    var driver = Driver()
    let key = driver.key("switch")
    #expect(driver.tap("switch", at: 0) == [.press(key), .tap(key)])
  }

  @Test("선택 방향으로 끌면 키보드 선택 오버레이, 대상 위에서 놓으면 전환", arguments: selectCases)
  func keyboardSelect(_ c: SelectCase) {
    var driver = Driver(c.layout)
    _ = driver.down("switch", at: 0)
    #expect(driver.move(c.leave, at: 0.1) == [.overlayShown(.keyboardSelect)])
    #expect(driver.engine.overlay?.kind == .keyboardSelect)
    #expect(driver.move(c.target, at: 0.2) == [])
    let highlighted = driver.engine.overlay?.highlighted.flatMap {
      driver.engine.overlay?.zones[$0]
    }
    #expect(highlighted?.choice == .keyboardSelect)
    #expect(driver.engine.advance(to: 2) == [])  // the drag ended the long-press wait
    #expect(driver.up(c.target, at: 2.1) == [.overlaySelected(.keyboardSelect)])
    #expect(driver.engine.overlay == nil)
  }

  @Test("X 위에서 놓으면 취소, 오버레이 밖에서 놓아도 취소", arguments: selectCases)
  func keyboardSelectCancel(_ c: SelectCase) {
    var driver = Driver(c.layout)
    _ = driver.down("switch", at: 0)
    _ = driver.move(c.leave, at: 0.1)
    _ = driver.move(c.target, at: 0.2)
    _ = driver.move(c.cancel, at: 0.3)
    #expect(driver.engine.overlay?.highlighted == 0)
    #expect(driver.up(c.cancel, at: 0.4) == [.overlayCancelled])
    _ = driver.down("switch", at: 1)
    _ = driver.move(c.leave, at: 1.1)
    let far = Point(x: c.target.x + (c.target.x - c.cancel.x) * 3, y: c.target.y)
    #expect(driver.up(far, at: 1.2) == [.overlayCancelled])
  }

  @Test(
    "위로 끌면 한 손 오버레이: 손가락의 x로 고른다",
    arguments: [
      (Fixtures.standard, 30.0, OneHandedMode.left), (Fixtures.standard, 120, .center),
      (Fixtures.standard, 200, .right), (Fixtures.fourByFour, 150, .left),
      (Fixtures.fourByFour, 250, .center), (Fixtures.fourByFour, 360, .right),
    ])
  func oneHandedDrag(_ layout: GestureLayout, _ x: Double, _ side: OneHandedMode) {
    var driver = Driver(layout)
    let start = driver.point("switch")
    _ = driver.down(start, at: 0)
    #expect(driver.move(Point(x: start.x, y: 170), at: 0.1) == [.overlayShown(.oneHanded)])
    _ = driver.move(Point(x: x, y: 140), at: 0.2)
    #expect(driver.up(Point(x: x, y: 140), at: 0.3) == [.overlaySelected(.oneHanded(side))])
  }

  @Test("한 손 오버레이 밖에서 놓으면 그대로")
  func oneHandedOutside() {
    var driver = Driver()
    _ = driver.down("switch", at: 0)
    _ = driver.move(Point(x: 23, y: 170), at: 0.1)
    #expect(driver.up(Point(x: 300, y: 140), at: 0.2) == [.overlayCancelled])
    #expect(driver.engine.overlay == nil)
  }

  @Test("길게 누르면 한 손 오버레이, 움직이지 않고 놓으면 다음 탭까지 열려 있다")
  func longPressPinned() {
    var driver = Driver()
    let q = driver.key("q")
    _ = driver.down("switch", at: 0)
    #expect(driver.engine.advance(to: 0.5) == [.overlayShown(.oneHanded)])
    #expect(driver.move(driver.point("switch", dx: 10), at: 0.6) == [])  // still on the key
    #expect(driver.up(driver.point("switch", dx: 10), at: 0.7) == [])
    #expect(driver.engine.overlay?.isPinned == true)
    // A tap on the right zone selects it, without pressing any key beneath.
    #expect(driver.down(Point(x: 200, y: 140), at: 1.0) == [])
    #expect(driver.up(Point(x: 202, y: 141), at: 1.1) == [.overlaySelected(.oneHanded(.right))])
    #expect(driver.engine.overlay == nil)
    // Pinned again, then a tap elsewhere only closes it.
    _ = driver.down("switch", at: 2)
    _ = driver.engine.advance(to: 2.5)
    _ = driver.up("switch", at: 2.6)
    #expect(driver.down("q", at: 3) == [.overlayCancelled])
    #expect(driver.up("q", at: 3.1) == [])
    #expect(driver.tap("q", at: 4) == [.press(q), .tap(q)])
  }

  @Test("고정된 오버레이를 누른 채 다른 칸으로 옮겨 놓으면 취소")
  func pinnedSlide() {
    var driver = Driver()
    _ = driver.down("switch", at: 0)
    _ = driver.engine.advance(to: 0.5)
    _ = driver.up("switch", at: 0.6)
    _ = driver.down(Point(x: 50, y: 140), at: 1)
    _ = driver.move(Point(x: 130, y: 140), at: 1.1)
    #expect(driver.engine.overlay?.highlighted == 1)
    #expect(driver.up(Point(x: 130, y: 140), at: 1.2) == [.overlayCancelled])
  }

  @Test("길게 눌러 연 뒤 끌어서 놓으면 그 칸")
  func longPressThenDrag() {
    var driver = Driver(Fixtures.fourByFour)
    _ = driver.down("switch", at: 0)
    _ = driver.engine.advance(to: 0.5)
    _ = driver.move(Point(x: 300, y: 150), at: 0.7)
    #expect(driver.up(Point(x: 300, y: 150), at: 0.8) == [.overlaySelected(.oneHanded(.right))])
  }

  @Test("아래로 끌면 오버레이 없음: 중심에서 100pt 이내면 탭, 넘으면 아무것도")
  func dragDownRadius() {
    var driver = Driver()
    let key = driver.key("switch")
    let centre = key.frame.center
    _ = driver.down(centre, at: 0)
    #expect(driver.move(Point(x: centre.x, y: 245), at: 0.1) == [])
    #expect(driver.engine.overlay == nil)
    #expect(driver.up(Point(x: centre.x, y: 310), at: 0.2) == [.tap(key)])
    _ = driver.down(centre, at: 1)
    _ = driver.move(Point(x: centre.x, y: 245), at: 1.1)
    #expect(driver.up(Point(x: centre.x, y: 310.5), at: 1.2) == [])
  }

  @Test("방향은 처음 넘은 변으로 한 번 정해진다")
  func directionLocked() {
    var driver = Driver()
    let key = driver.key("switch")
    _ = driver.down("switch", at: 0)
    #expect(driver.move(Point(x: -5, y: 210), at: 0.1) == [])  // left: nothing opens that way
    #expect(driver.move(Point(x: -5, y: 100), at: 0.2) == [])  // then up: still locked left
    #expect(driver.move(Point(x: 80, y: 210), at: 0.3) == [])  // then right: still locked
    #expect(driver.up(Point(x: 80, y: 210), at: 0.4) == [.tap(key)])  // 56.6 pt from centre
  }

  @Test("설정이 꺼지면 오버레이 없이 100pt 규칙만")
  func disabledSettings() {
    var settings = GestureSettings()
    settings.isNumericKeypadEnabled = false
    settings.isOneHandedKeyboardEnabled = false
    var driver = Driver(settings: settings)
    let key = driver.key("switch")
    _ = driver.down("switch", at: 0)
    #expect(driver.engine.nextDeadline() == nil)  // no long press
    #expect(driver.move(Point(x: 80, y: 210), at: 0.1) == [])
    #expect(driver.up(Point(x: 80, y: 210), at: 0.2) == [.tap(key)])
    _ = driver.down("switch", at: 1)
    #expect(driver.move(Point(x: 23, y: 170), at: 1.1) == [])
    #expect(driver.up(Point(x: 130, y: 210), at: 1.2) == [])  // 106.6 pt away
    _ = driver.down("switch", at: 2)
    #expect(driver.up("switch", at: 3) == [.tap(key)])  // a long hold is a tap
  }

  @Test("키를 떠나면 길게 누르기는 없다")
  func leavingCancelsLongPress() {
    var driver = Driver()
    _ = driver.down("switch", at: 0)
    _ = driver.move(Point(x: 23, y: 250), at: 0.3)
    #expect(driver.engine.advance(to: 1) == [])
  }

  @Test("오버레이 중 취소·롤오버")
  func cancelAndRollOver() {
    var driver = Driver()
    let q = driver.key("q")
    _ = driver.down("switch", at: 0, finger: 1)
    _ = driver.move(Point(x: 100, y: 210), at: 0.1, finger: 1)
    #expect(driver.cancel(Point(x: 100, y: 210), at: 0.2, finger: 1) == [.overlayCancelled])
    _ = driver.down("switch", at: 1, finger: 1)
    _ = driver.move(Point(x: 100, y: 210), at: 1.1, finger: 1)
    #expect(driver.down("q", at: 1.2, finger: 2) == [.overlaySelected(.keyboardSelect), .press(q)])
  }
}
