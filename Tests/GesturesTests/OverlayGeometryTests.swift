import Gestures
import KeyboardLayouts
import Testing

@Suite("오버레이 위치 (§3.7, §6.4)")
struct OverlayGeometryTests {
  let keyboard = Rect(x: 0, y: 0, width: 375, height: 240)
  let metrics = OverlayMetrics()

  @Test("키보드 선택, 왼쪽 전환 키: 가장자리에서 4, X는 키 안쪽 4pt까지, 대상 78")
  func selectRight() {
    let overlay = GestureOverlay.keyboardSelect(
      switchKey: Rect(x: 0, y: 180, width: 46.875, height: 59), keyboard: keyboard,
      direction: .right, metrics: metrics)
    #expect(overlay.frame == Rect(x: 4, y: 116, width: 116.875, height: 60))
    #expect(
      overlay.zones == [
        OverlayZone(frame: Rect(x: 4, y: 116, width: 38.875, height: 60), choice: nil),
        OverlayZone(frame: Rect(x: 42.875, y: 116, width: 78, height: 60), choice: .keyboardSelect),
      ])
  }

  @Test("키보드 선택, 좁은 오른쪽 전환 키: X는 최소 32")
  func selectLeftNarrow() {
    let overlay = GestureOverlay.keyboardSelect(
      switchKey: Rect(x: 343.75, y: 180, width: 31.25, height: 60), keyboard: keyboard,
      direction: .left, metrics: metrics)
    #expect(overlay.frame == Rect(x: 261, y: 116, width: 110, height: 60))
    #expect(
      overlay.zones == [
        OverlayZone(frame: Rect(x: 339, y: 116, width: 32, height: 60), choice: nil),
        OverlayZone(frame: Rect(x: 261, y: 116, width: 78, height: 60), choice: .keyboardSelect),
      ])
  }

  @Test("키보드 선택, 넓은 오른쪽 전환 키: X 안쪽 경계는 키 왼쪽 변 + 4")
  func selectLeftWide() {
    let overlay = GestureOverlay.keyboardSelect(
      switchKey: Rect(x: 281.25, y: 180, width: 93.75, height: 60), keyboard: keyboard,
      direction: .left, metrics: metrics)
    #expect(overlay.zones.first?.frame == Rect(x: 285.25, y: 116, width: 85.75, height: 60))
    #expect(overlay.zones.last?.frame == Rect(x: 207.25, y: 116, width: 78, height: 60))
  }

  @Test("한 손 오버레이 240×60, 전환 키 쪽 가장자리에서 4pt, 세 칸")
  func oneHanded() {
    let left = GestureOverlay.oneHanded(
      switchKey: Rect(x: 0, y: 180, width: 46.875, height: 59), keyboard: keyboard,
      metrics: metrics)
    #expect(left.frame == Rect(x: 4, y: 116, width: 240, height: 60))
    #expect(left.zones.map(\.frame.minX) == [4, 84, 164])
    #expect(
      left.zones.map(\.choice) == [.oneHanded(.left), .oneHanded(.center), .oneHanded(.right)])
    let right = GestureOverlay.oneHanded(
      switchKey: Rect(x: 343.75, y: 180, width: 31.25, height: 60), keyboard: keyboard,
      metrics: metrics)
    #expect(right.frame == Rect(x: 131, y: 116, width: 240, height: 60))
  }

  @Test(
    "끌기 방향: 처음 넘은 변",
    arguments: [
      (Point(x: 40, y: 10), Point(x: 60, y: 30), SwitchDragDirection.right),
      (Point(x: 40, y: 10), Point(x: 60, y: -30), .up),
      (Point(x: 10, y: 40), Point(x: -20, y: 70), .left),
      (Point(x: 25, y: 40), Point(x: 30, y: 80), .down),
      (Point(x: 40, y: 40), Point(x: 60, y: 60), .right),  // exact corner: horizontal wins
    ])
  func exitEdge(_ from: Point, _ to: Point, _ direction: SwitchDragDirection) {
    #expect(
      SwitchDragDirection.exit(from: from, to: to, frame: Rect(x: 0, y: 0, width: 50, height: 50))
        == direction)
  }
}

@Suite("셰브런과 후보 영역 (§6.5, §4.7)")
struct RegionTests {
  let layout: GestureLayout = {
    var layout = Fixtures.standard
    layout.chevron = Rect(x: 0, y: 252, width: 40, height: 40)
    layout.regions = [
      TapRegion(
        id: 0, frame: Rect(x: 0, y: -44, width: 125, height: 44),
        longPressDuration: TapRegion.candidateLongPressDuration),
      TapRegion(id: 1, frame: Rect(x: 125, y: -44, width: 125, height: 44)),
    ]
    return layout
  }()

  @Test("셰브런 탭, 밖에서 놓으면 없음, 오래 눌러도 탭")
  func chevron() {
    var driver = Driver(layout)
    #expect(driver.down(Point(x: 20, y: 270), at: 0) == [])
    #expect(driver.up(Point(x: 22, y: 271), at: 0.1) == [.chevronTap])
    _ = driver.down(Point(x: 20, y: 270), at: 1)
    #expect(driver.up(Point(x: 80, y: 271), at: 1.1) == [])
    _ = driver.down(Point(x: 20, y: 270), at: 2)
    #expect(driver.up(Point(x: 20, y: 270), at: 4) == [.chevronTap])
  }

  @Test("후보 길게 누르기는 0.5초 고정 (설정 0.2와 무관)")
  func candidateLongPress() {
    var settings = GestureSettings()
    settings.longPressDuration = 0.2
    var driver = Driver(layout, settings: settings)
    _ = driver.down(Point(x: 60, y: -20), at: 0)
    #expect(driver.engine.advance(to: 0.49) == [])
    #expect(driver.engine.advance(to: 0.5) == [.regionLongPress(id: 0)])
    #expect(driver.up(Point(x: 60, y: -20), at: 0.6) == [])
    #expect(driver.down(Point(x: 60, y: -20), at: 1) == [])
    #expect(driver.up(Point(x: 60, y: -20), at: 1.3) == [.regionTap(id: 0)])
  }

  @Test("후보를 벗어나면 길게 누르기도 탭도 없다; 길게 누르기 없는 영역은 탭만")
  func regionLeave() {
    var driver = Driver(layout)
    _ = driver.down(Point(x: 60, y: -20), at: 0)
    _ = driver.move(Point(x: 60, y: 20), at: 0.1)
    #expect(driver.engine.advance(to: 1) == [])
    #expect(driver.up(Point(x: 60, y: 20), at: 1.1) == [])
    _ = driver.down(Point(x: 200, y: -20), at: 2)
    #expect(driver.engine.nextDeadline() == nil)
    #expect(driver.up(Point(x: 200, y: -20), at: 4) == [.regionTap(id: 1)])
  }
}
