import Gestures
import KeyboardLayouts
import Testing

@Suite("길게 누르기와 반복 (§3.2, §2.9)")
struct LongPressTests {
  func settings(
    _ action: LongPressAction = .repeatInput, duration: Double = 0.5,
    rate: Double = 0.05
  ) -> GestureSettings {
    var settings = GestureSettings()
    settings.longPressAction = action
    settings.longPressDuration = duration
    settings.repeatRate = rate
    return settings
  }

  @Test(
    "반복 입력: 인식 때 한 번, 그 뒤 반복 간격마다 (기본·극단 속도)",
    arguments: [
      (0.05, [0.5, 0.55, 0.6, 0.65, 0.7]),  // default rate → 0.05 s
      (0.01, [0.5, 0.59, 0.68, 0.77]),  // slowest → 0.09 s
      (0.09, [0.5, 0.51, 0.52, 0.53, 0.54, 0.55]),  // fastest → 0.01 s
      (0.065, [0.5, 0.535, 0.57]),  // a step between → 0.035 s
    ])
  func repeatTimings(_ rate: Double, _ times: [Double]) {
    var driver = Driver(settings: settings(rate: rate))
    let ㅂ = driver.key("q")
    #expect(driver.down("q", at: 0) == [.press(ㅂ)])
    let end = times.last ?? 0
    let fired = driver.timers(until: end + 1e-7)
    #expect(close(fired.map(\.time), times))
    #expect(fired.first?.actions == [.longPress(ㅂ, .repeatInput)])
    #expect(fired.dropFirst().allSatisfy { $0.actions == [.repeatTick(ㅂ)] })
    #expect(driver.engine.isRepeating)
    #expect(driver.up("q", at: end + 0.001) == [.repeatEnded(ㅂ)])
    #expect(driver.engine.nextDeadline() == nil)
  }

  @Test("a hold repeats at most maximumRepeats times: a day-long hold costs what 8 minutes cost")
  func repeatCap() {
    var driver = Driver(settings: settings(rate: 0.05))
    let q = driver.key("q")
    _ = driver.down("q", at: 0)
    // Ten minutes of holding: the cap (10,000 ticks at 0.05 s is 500 s) is reached.
    let fired = driver.timers(until: 600)
    let ticks = fired.flatMap(\.actions).filter { $0 == .repeatTick(q) }.count
    #expect(ticks == GestureEngine.maximumRepeats)
    #expect(driver.engine.nextDeadline() == nil, "nothing more is timed")
    #expect(driver.engine.isRepeating)
    #expect(driver.up("q", at: 86_400) == [.repeatEnded(q)])
    // The next hold repeats again.
    _ = driver.down("q", at: 86_401)
    #expect(driver.timers(until: 86_401.6).count > 1)
  }

  @Test(
    "길게 누르기 시간 설정: 직전에 놓으면 탭, 그 시각에 놓으면 길게 누르기",
    arguments: [0.1, 0.3, 0.5, 0.75, 0.9])
  func durations(_ duration: Double) {
    var driver = Driver(settings: settings(.numberInput, duration: duration))
    let q = driver.key("q")
    _ = driver.down("q", at: 10)
    #expect(driver.up("q", at: 10 + duration - 0.01) == [.tap(q)])
    _ = driver.down("q", at: 20)
    #expect(driver.engine.nextDeadline().map { abs($0 - (20 + duration)) < 1e-9 } == true)
    #expect(driver.up("q", at: 20 + duration) == [.longPress(q, .secondary)])
  }

  @Test("설정을 바꾸면 다음 터치부터 새 시간")
  func settingChange() {
    var driver = Driver()
    let q = driver.key("q")
    _ = driver.down("q", at: 0)
    #expect(driver.engine.nextDeadline() == 0.5)
    _ = driver.up("q", at: 0.1)
    driver.engine.settings.longPressDuration = 0.2
    _ = driver.down("q", at: 1)
    #expect(driver.engine.nextDeadline() == 1.2)
    #expect(driver.engine.advance(to: 1.2) == [.longPress(q, .repeatInput)])
  }

  @Test("숫자 입력: 보조 글자 한 번, 반복 없음, 놓아도 탭 없음")
  func numberInput() {
    var driver = Driver(settings: settings(.numberInput))
    let q = driver.key("q")
    _ = driver.down("q", at: 0)
    #expect(driver.engine.advance(to: 3) == [.longPress(q, .secondary)])
    #expect(driver.engine.nextDeadline() == nil)
    #expect(driver.move(driver.point("q", dx: 100), at: 3.1) == [])  // no late cursor drag
    #expect(driver.up("q", at: 3.2) == [])
  }

  @Test("꺼짐: 오래 눌러도 보통 탭")
  func disabled() {
    var driver = Driver(settings: settings(.disabled))
    let q = driver.key("q")
    _ = driver.down("q", at: 0)
    #expect(driver.engine.nextDeadline() == nil)
    #expect(driver.up("q", at: 5) == [.tap(q)])
  }

  @Test("기다리는 동안 40pt 미만 움직임은 허용, 그 이상은 커서 드래그")
  func allowedMovement() {
    var driver = Driver()
    let g = driver.key("g")
    _ = driver.down("g", at: 0)
    #expect(driver.move(driver.point("g", dx: 10, dy: 30), at: 0.2) == [])
    #expect(driver.engine.advance(to: 0.5) == [.longPress(g, .repeatInput)])
    // After recognition the finger may wander: the repeat goes on, no drag.
    #expect(driver.move(driver.point("g", dx: 120), at: 0.52) == [])
    #expect(driver.up("g", at: 0.56) == [.repeatTick(g), .repeatEnded(g)])
  }

  @Test("space는 글자처럼 반복하고, 숫자 입력에서는 보조 한 번 (세션이 공백 하나로)")
  func space() {
    var driver = Driver()
    let space = driver.key("space")
    _ = driver.down("space", at: 0)
    #expect(
      driver.engine.advance(to: 0.55) == [.longPress(space, .repeatInput), .repeatTick(space)])
    _ = driver.up("space", at: 0.6)
    driver.engine.settings.longPressAction = .numberInput
    _ = driver.down("space", at: 2)
    #expect(driver.engine.advance(to: 3) == [.longPress(space, .secondary)])
  }

  @Test("delete는 설정과 상관없이 반복", arguments: LongPressAction.allCases)
  func deleteAlwaysRepeats(_ action: LongPressAction) {
    var driver = Driver(settings: settings(action, duration: 0.3, rate: 0.09))
    let delete = driver.key("delete")
    #expect(driver.down("delete", at: 0) == [.press(delete)])
    let fired = driver.timers(until: 0.33 + 1e-7)
    #expect(close(fired.map(\.time), [0.3, 0.31, 0.32, 0.33]))
    #expect(
      fired.flatMap(\.actions)
        == [
          .longPress(delete, .repeatInput), .repeatTick(delete), .repeatTick(delete),
          .repeatTick(delete),
        ])
    #expect(driver.up("delete", at: 0.335) == [.repeatEnded(delete)])
  }

  @Test("길게 누르기가 없는 키: shift·return·한/A·globe", arguments: ["shift", "return", "globe"])
  func tapOnlyKeys(_ name: String) {
    var driver = Driver()
    let key = driver.key(name)
    _ = driver.down(name, at: 0)
    #expect(driver.engine.nextDeadline() == nil)
    #expect(driver.up(name, at: 2) == [.tap(key)])
  }

  @Test("한/A는 탭만")
  func langTapOnly() {
    var driver = Driver(Fixtures.fourByFour)
    _ = driver.down("lang", at: 0)
    #expect(driver.engine.nextDeadline() == nil)
    #expect(driver.move(driver.point("lang", dx: -60), at: 0.1) == [])
    #expect(driver.up(driver.point("lang", dx: -60), at: 2) == [])  // slid far off: nothing
  }

  @Test("시계가 크게 건너뛰면 놓친 반복은 버린다")
  func clockJump() {
    var driver = Driver()
    let q = driver.key("q")
    _ = driver.down("q", at: 0)
    // 300 s: 6,000 ticks due, more than one call fires, fewer than a hold's cap.
    let actions = driver.engine.advance(to: 300)
    #expect(actions.count == GestureEngine.maximumTimerFirings)
    #expect(actions.first == .longPress(q, .repeatInput))
    #expect(driver.engine.nextDeadline().map { $0 > 300 && $0 <= 300 + 0.05 + 1e-6 } == true)
    // A jump past the cap: the hold repeats no more.
    _ = driver.engine.advance(to: 1e6)
    #expect(driver.engine.nextDeadline() == nil)
  }
}
