import KeyboardLayouts
import Testing

@Suite("키 위치와 크기 (§1.12, §6)")
struct KeyboardGeometryTests {
  @Test("4x4 글자 열 폭 = 0.25 × 배율 × W, 기능 열은 나머지", arguments: [1.0, 1.15])
  func fourByFourColumns(multiplier: Double) throws {
    let geometry = try GeometryFixture.geometry(
      "naratgeul", LayoutOptions(), GeometryOptions(letterColumnWidthMultiplier: multiplier))
    let letter = 0.25 * multiplier * 390
    let function = 390 - 3 * letter
    let names = [
      ["ㄱ", "ㄴ", "ㅏㅓ", "delete"], ["ㄹ", "ㅁ", "ㅗㅜ", "space"], ["ㅅ", "ㅇ", "ㅣ", "return"],
    ]
    for (row, rowNames) in names.enumerated() {
      for (column, name) in rowNames.enumerated() {
        let frame = try GeometryFixture.frame(geometry, name)
        let width = column < 3 ? letter : function
        let expected = Rect(
          x: Double(column) * letter, y: 2 + Double(row) * 59, width: width, height: 59)
        let touch = Rect(
          x: expected.x, y: row == 0 ? 0 : expected.y, width: width, height: row == 0 ? 61 : 59)
        #expect(close(frame.frame, touch), "\(name) \(frame.frame)")
        #expect(close(frame.drawnFrame, expected.insetBy(dx: 3, dy: 2)), "\(name)")
        #expect(frame.row == row && frame.column == column)
      }
    }
    // 나랏글 row 4: 🌐 and the switch key share the function column.
    let globe = try GeometryFixture.frame(geometry, "globe")
    let switchKey = try GeometryFixture.frame(geometry, "switch")
    #expect(close(globe.frame.width, function / 2) && close(switchKey.frame.width, function / 2))
    #expect(close(switchKey.frame.maxX, 390) && close(switchKey.frame.maxY, 240))
  }

  @Test("배율은 숫자 줄에 영향이 없다")
  func multiplierSkipsNumberRow() throws {
    let geometry = try GeometryFixture.geometry(
      "cheonjiin", LayoutOptions(showsNumberRow: true),
      GeometryOptions(letterColumnWidthMultiplier: 1.15))
    let numberKeys = geometry.keyFrames.filter { $0.row == 0 }
    #expect(numberKeys.count == 10)
    for (index, frame) in numberKeys.enumerated() {
      #expect(close(frame.frame.x, Double(index) * 39) && close(frame.frame.width, 39))
      #expect(close(frame.drawnFrame.height, 52.75 - 8))
    }
  }

  @Test("표준 배열: 1열 W/10, 2열 9키 가운데 정렬·끝 키 터치 확장")
  func standardRows() throws {
    let geometry = try GeometryFixture.geometry("qwerty")
    for (index, name) in "qwertyuiop".enumerated() {
      let frame = try GeometryFixture.frame(geometry, String(name))
      #expect(close(frame.frame, Rect(x: Double(index) * 39, y: 0, width: 39, height: 61)))
      #expect(close(frame.drawnFrame, Rect(x: Double(index) * 39 + 3, y: 6, width: 33, height: 51)))
    }
    for (index, name) in "asdfghjkl".enumerated() {
      let frame = try GeometryFixture.frame(geometry, String(name))
      let visibleX = 19.5 + Double(index) * 39
      #expect(close(frame.drawnFrame, Rect(x: visibleX + 3, y: 65, width: 33, height: 51)))
      let touchX = index == 0 ? 0 : visibleX
      let touchMax = index == 8 ? 390 : visibleX + 39
      #expect(close(frame.frame, Rect(x: touchX, y: 61, width: touchMax - touchX, height: 59)))
    }
  }

  @Test("shift·delete는 글자 폭의 1.35배, 틈은 반씩 나눠 터치 영역이 된다")
  func shiftAndDelete() throws {
    for name in ["qwerty", "dubeolsik"] {
      let geometry = try GeometryFixture.geometry(name)
      let shift = try GeometryFixture.frame(geometry, "shift")
      let delete = try GeometryFixture.frame(geometry, "delete")
      #expect(close(shift.drawnFrame.width + 6, 1.35 * 39))
      #expect(close(delete.drawnFrame.width + 6, 1.35 * 39))
      #expect(close(shift.drawnFrame.x, 3) && close(delete.drawnFrame.maxX, 387))
      // Seven letters centred: the first starts at 1.5 columns.
      let first = geometry.keyFrames.first { $0.row == 2 && $0.column == 1 }
      #expect(close(try #require(first).drawnFrame.x, 1.5 * 39 + 3))
      #expect(close(shift.frame.maxX, (1.35 * 39 + 1.5 * 39) / 2))
      #expect(close(shift.frame.minX, 0) && close(delete.frame.maxX, 390))
    }
  }

  @Test("기호 3열: 다섯 키 1.4 × W/10, 쪽 전환과 delete가 나머지")
  func symbolRowThree() throws {
    let geometry = try GeometryFixture.geometry("symbol")
    let row = geometry.keyFrames.filter { $0.row == 2 }
    #expect(row.map(\.key.name) == ["page", ".", ",", "?", "!", "\u{2019}", "delete"])
    let widths = row.map(\.frame.width)
    #expect(close(widths[0], 58.5) && close(widths[6], 58.5))
    for width in widths[1...5] { #expect(close(width, 1.4 * 39)) }
    #expect(close(row[1].frame.x, 58.5) && close(row[6].frame.maxX, 390))
  }

  @Test("아래 줄: 수정 키 묶음 0.25 W, return 0.25 W")
  func standardBottomRow() throws {
    let geometry = try GeometryFixture.geometry("dubeolsik", LayoutOptions(showsGlobe: false))
    #expect(close(try GeometryFixture.frame(geometry, "switch").frame.width, 97.5))
    #expect(close(try GeometryFixture.frame(geometry, "space").frame.width, 195))
    #expect(close(try GeometryFixture.frame(geometry, "return").frame.width, 97.5))
  }

  struct HeightCase: CustomTestStringConvertible, Sendable {
    var keyboardHeight: Double
    var letterRow: Double
    var numberRow: Double
    var testDescription: String { "키 높이 \(Int(keyboardHeight))" }
  }

  @Test(
    "숫자 줄 높이 = 46.5 + (글자 줄 − 46.5) × 0.5",
    arguments: [
      HeightCase(keyboardHeight: 190, letterRow: 46.5, numberRow: 46.5),
      HeightCase(keyboardHeight: 240, letterRow: 59, numberRow: 52.75),
      HeightCase(keyboardHeight: 290, letterRow: 71.5, numberRow: 59),
    ])
  func numberRowHeight(_ testCase: HeightCase) throws {
    let options = GeometryOptions(keyboardHeight: testCase.keyboardHeight)
    #expect(close(options.letterRowHeight, testCase.letterRow))
    #expect(close(options.numberRowHeight, testCase.numberRow))
    let geometry = try GeometryFixture.geometry(
      "qwerty", LayoutOptions(showsNumberRow: true), options)
    #expect(close(geometry.size.height, testCase.keyboardHeight + testCase.numberRow))
    let one = try GeometryFixture.frame(geometry, "1")
    #expect(close(one.frame, Rect(x: 0, y: 0, width: 39, height: testCase.numberRow)))
    let q = try GeometryFixture.frame(geometry, "q")
    #expect(close(q.drawnFrame.y, testCase.numberRow + 2 + 4))
    #expect(close(q.drawnFrame.height, testCase.letterRow - 8))
    #expect(close(q.frame.y, testCase.numberRow))
  }

  @Test("높이 설정은 190–290으로 제한된다")
  func heightClamp() {
    #expect(GeometryOptions(keyboardHeight: 100).keyAreaHeight == 190)
    #expect(GeometryOptions(keyboardHeight: 400).keyAreaHeight == 290)
  }

  @Test("가로 화면: 키 영역 144(제안 줄 있음)/188, 숫자 줄 35")
  func landscape() throws {
    let withBar = GeometryOptions(width: 844, orientation: .landscape)
    #expect(withBar.keyAreaHeight == 144 && withBar.letterRowHeight == 35)
    #expect(withBar.numberRowHeight == 35)
    let noBar = GeometryOptions(width: 844, orientation: .landscape, showsSuggestionBar: false)
    #expect(noBar.keyAreaHeight == 188 && noBar.letterRowHeight == 46)
    let geometry = try GeometryFixture.geometry(
      "naratgeul", LayoutOptions(showsNumberRow: true), withBar)
    #expect(close(geometry.size.height, 179))
    #expect(close(try GeometryFixture.frame(geometry, "ㄱ").frame.width, 211))
  }

  @Test("텐키: 세 열이 같고 4x4 여백, 빈칸은 어느 키에도 닿지 않는다")
  func tenkey() throws {
    let geometry = try GeometryFixture.geometry("tenkey")
    let zero = try GeometryFixture.frame(geometry, "0")
    #expect(close(zero.frame, Rect(x: 130, y: 179, width: 130, height: 61)))
    #expect(close(zero.drawnFrame, Rect(x: 133, y: 181, width: 124, height: 55)))
    #expect(geometry.key(at: Point(x: 65, y: 210)) == nil)
  }
}
