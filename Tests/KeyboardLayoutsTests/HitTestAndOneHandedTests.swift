import KeyboardLayouts
import Testing

@Suite("터치 판정, 한 손 모드, 오버레이")
struct HitTestAndOneHandedTests {
  static let situations: [(String, LayoutOptions, GeometryOptions)] = [
    ("naratgeul", LayoutOptions(isUnified: true), GeometryOptions()),
    (
      "cheonjiin", LayoutOptions(isBottomSpaceEnabled: true),
      GeometryOptions(letterColumnWidthMultiplier: 1.15)
    ),
    ("dubeolsik", LayoutOptions(showsNumberRow: true), GeometryOptions(oneHandedMode: .left)),
    (
      "qwerty", LayoutOptions(hostMode: .url, isUnified: true),
      GeometryOptions(oneHandedMode: .right)
    ),
    ("symbol", LayoutOptions(hostMode: .email, page: 2), GeometryOptions(keyboardHeight: 290)),
    ("numeric", LayoutOptions(hostMode: .twitter), GeometryOptions(orientation: .landscape)),
    ("tenkey", LayoutOptions(isDecimal: true), GeometryOptions()),
  ]

  @Test("모든 키의 가운데를 누르면 그 키가 잡힌다", arguments: situations.indices)
  func centres(index: Int) throws {
    let (name, options, geometryOptions) = Self.situations[index]
    let geometry = try GeometryFixture.geometry(name, options, geometryOptions)
    #expect(!geometry.keyFrames.isEmpty)
    for frame in geometry.keyFrames {
      #expect(geometry.key(at: frame.drawnFrame.center) == frame, "\(name) \(frame.key.name)")
      #expect(geometry.key(at: frame.frame.center) == frame)
    }
  }

  @Test("터치 칸은 줄을 빈틈없이 덮는다 (왼쪽 끝, 경계, 오른쪽 끝)")
  func edges() throws {
    let geometry = try GeometryFixture.geometry("qwerty")
    #expect(geometry.key(at: Point(x: 0, y: 0))?.key.name == "q")
    #expect(geometry.key(at: Point(x: 38.999, y: 30))?.key.name == "q")
    #expect(geometry.key(at: Point(x: 39, y: 30))?.key.name == "w")
    #expect(geometry.key(at: Point(x: 389.999, y: 239.999))?.key.name == "return")
    #expect(geometry.key(at: Point(x: 0.5, y: 100))?.key.name == "a")
    #expect(geometry.key(at: Point(x: 389.5, y: 100))?.key.name == "l")
    #expect(geometry.key(at: Point(x: 390, y: 100)) == nil)
    #expect(geometry.key(at: Point(x: -1, y: 100)) == nil)
    #expect(geometry.key(at: Point(x: 100, y: 240)) == nil)
    // The 2 pt top margin belongs to row 1.
    #expect(geometry.key(at: Point(x: 50, y: 0.5))?.key.name == "w")
  }

  @Test("한 손 모드 왼쪽: 격자 320pt가 왼쪽, 오른쪽 띠에 갈매기 버튼")
  func oneHandedLeft() throws {
    let geometry = try GeometryFixture.geometry(
      "naratgeul", LayoutOptions(), GeometryOptions(oneHandedMode: .left))
    #expect(geometry.gridFrame == Rect(x: 0, y: 0, width: 320, height: 240))
    #expect(geometry.chevronStrip == Rect(x: 320, y: 0, width: 70, height: 240))
    #expect(geometry.chevronFrame == Rect(x: 324, y: 12, width: 66, height: 216))
    #expect(close(try GeometryFixture.frame(geometry, "ㄱ").frame.width, 80))
    #expect(close(try GeometryFixture.frame(geometry, "delete").frame.maxX, 320))
    #expect(geometry.key(at: Point(x: 350, y: 100)) == nil)
    #expect(geometry.isChevron(at: Point(x: 350, y: 100)))
    #expect(!geometry.isChevron(at: Point(x: 322, y: 100)))
    #expect(!geometry.isChevron(at: Point(x: 350, y: 5)))
  }

  @Test("한 손 모드 오른쪽: 격자가 오른쪽으로, 폭 설정 300–340 적용")
  func oneHandedRight() throws {
    let geometry = try GeometryFixture.geometry(
      "qwerty", LayoutOptions(showsNumberRow: true),
      GeometryOptions(oneHandedMode: .right, oneHandedWidth: 340))
    #expect(geometry.gridFrame == Rect(x: 50, y: 0, width: 340, height: 292.75))
    #expect(geometry.chevronStrip == Rect(x: 0, y: 0, width: 50, height: 292.75))
    #expect(geometry.chevronFrame == Rect(x: 0, y: 12, width: 46, height: 268.75))
    #expect(
      close(
        try GeometryFixture.frame(geometry, "q").frame, Rect(x: 50, y: 52.75, width: 34, height: 61)
      ))
    #expect(close(try GeometryFixture.frame(geometry, "1").frame.x, 50))
    #expect(geometry.key(at: Point(x: 10, y: 100)) == nil)
  }

  @Test("한 손 모드 폭이 화면보다 넓으면 격자가 전체 폭, 갈매기 없음")
  func oneHandedNarrowScreen() throws {
    let geometry = try GeometryFixture.geometry(
      "qwerty", LayoutOptions(),
      GeometryOptions(width: 300, oneHandedMode: .left, oneHandedWidth: 340))
    #expect(geometry.gridFrame.width == 300)
    #expect(geometry.chevronFrame == nil)
    let center = try GeometryFixture.geometry("qwerty")
    #expect(center.chevronFrame == nil && center.gridFrame.width == 390)
  }

  @Test("자판 선택 오버레이: 두벌식은 왼쪽에 붙어 오른쪽으로 (§3.7, §6.4)")
  func keyboardSelectRight() throws {
    let geometry = try GeometryFixture.geometry("dubeolsik", LayoutOptions(showsGlobe: false))
    let overlay = try #require(geometry.keyboardSelectOverlay())
    #expect(overlay.select == SwitchSelect(direction: .right, target: .numeric))
    #expect(overlay.cancelFrame == Rect(x: 4, y: 115, width: 89.5, height: 60))
    #expect(overlay.targetFrame == Rect(x: 93.5, y: 115, width: 78, height: 60))
    #expect(overlay.frame == Rect(x: 4, y: 115, width: 167.5, height: 60))
  }

  @Test("자판 선택 오버레이: 나랏글은 오른쪽에 붙어 왼쪽으로, X는 32pt 이상")
  func keyboardSelectLeft() throws {
    let geometry = try GeometryFixture.geometry("naratgeul", LayoutOptions(isUnified: true))
    let switchKey = try GeometryFixture.frame(geometry, "switch").frame
    #expect(close(switchKey.width, 32.5))
    let overlay = try #require(geometry.keyboardSelectOverlay())
    #expect(overlay.select.direction == .left)
    // switch.minX + 4 = 361.5 leaves 24.5 pt: the X widens to its 32 pt minimum.
    #expect(overlay.cancelFrame == Rect(x: 354, y: 115, width: 32, height: 60))
    #expect(overlay.targetFrame == Rect(x: 276, y: 115, width: 78, height: 60))
  }

  @Test("한 손 모드 오버레이: 240 × 60, 전환 키 4pt 위, 세 구역")
  func oneHandedOverlay() throws {
    let geometry = try GeometryFixture.geometry("qwerty")
    let overlay = try #require(geometry.oneHandedOverlay())
    #expect(overlay.frame == Rect(x: 4, y: 115, width: 240, height: 60))
    #expect(overlay.mode(at: Point(x: 10, y: 140)) == .left)
    #expect(overlay.mode(at: Point(x: 124, y: 140)) == .center)
    #expect(overlay.mode(at: Point(x: 200, y: 140)) == .right)
    #expect(overlay.mode(at: Point(x: 300, y: 140)) == nil)
    let right = try #require(try GeometryFixture.geometry("numeric").oneHandedOverlay())
    #expect(right.frame == Rect(x: 146, y: 115, width: 240, height: 60))
    #expect(try GeometryFixture.geometry("tenkey").oneHandedOverlay() == nil)
    #expect(try GeometryFixture.geometry("tenkey").keyboardSelectOverlay() == nil)
  }
}
