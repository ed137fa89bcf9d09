import Gestures
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// Facts of the session → model mapping that a snapshot would hide.
@Suite("SessionPresenter: keys and field")
struct PresenterTests {
  struct ReturnCase: CustomTestStringConvertible, Sendable {
    var returnKey: String
    var caption: String
    var isHighlighted: Bool
    var testDescription: String { "\(returnKey) → \(caption)" }
  }

  @Test(
    "The return key's caption and highlight follow the field (§1.10)",
    arguments: [
      ReturnCase(returnKey: "default", caption: "↵", isHighlighted: false),
      ReturnCase(returnKey: "done", caption: "완료", isHighlighted: true),
      ReturnCase(returnKey: "next", caption: "다음", isHighlighted: false),
      ReturnCase(returnKey: "search", caption: "검색", isHighlighted: true),
      ReturnCase(returnKey: "emergency-call", caption: "긴급통화", isHighlighted: true),
    ])
  func returnKey(_ test: ReturnCase) throws {
    let session = AppFixtures.session("naratgeul", field: ["return-key": test.returnKey])
    let drawn = SessionPresenter.keyboard(session, isChevronPressed: false)
    let keyboard = try #require(drawn)
    let key = try #require(
      keyboard.keys.first { $0.style == .returnKey(isHighlighted: test.isHighlighted) })
    #expect(key.caption == test.caption)
  }

  @Test(
    "천지인 space shows → only while a syllable is composing",
    arguments: [
      (["ㄱㅋ", "ㅣ"], true), (["ㄱㅋ", "ㅣ", "space"], false), ([], false),
    ])
  func spaceArrow(_ taps: [String], _ showsArrow: Bool) throws {
    let session = AppFixtures.session("cheonjiin", taps: taps)
    let drawn = SessionPresenter.keyboard(session, isChevronPressed: false)
    let space = drawn?.keys.first { if case .space = $0.style { true } else { false } }
    #expect(space?.style == .space(showsArrow: showsArrow))
  }

  @Test("Digit hints appear only in number-input long-press mode")
  func hints() throws {
    let repeatMode = AppFixtures.session("naratgeul")
    let numberMode = AppFixtures.session("naratgeul") { $0.gestures.longPressAction = .numberInput }
    let repeatHints = SessionPresenter.keyboard(repeatMode, isChevronPressed: false)?.keys
      .compactMap(\.topHint).filter { $0 != "▲" }
    let numberHints = SessionPresenter.keyboard(numberMode, isChevronPressed: false)?.keys
      .compactMap(\.topHint).filter { $0 != "▲" }
    #expect(repeatHints == [])
    #expect(numberHints == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"])
  }

  @Test("The key under a held finger is drawn pressed")
  func pressedKey() throws {
    var session = AppFixtures.session("naratgeul")
    let found = session.keyCenter(named: "ㄴ")
    let center = try #require(found)
    session.handle(.init(.down, at: center, time: 1))
    let drawn = SessionPresenter.keyboard(session, isChevronPressed: false)
    let keyboard = try #require(drawn)
    #expect(keyboard.keys.filter(\.isPressed).map(\.caption) == ["ㄴ"])
  }

  @Test("The composing syllable and the selection map to field positions across lines")
  func fieldRanges() {
    let session = AppFixtures.session("naratgeul", taps: ["return", "ㄱ", "ㅏㅓ"])
    let field = SessionPresenter.field(
      session, window: FieldWindow(session.document, lines: 64), placeholder: "")
    #expect(field.lines == ["", "가"])
    #expect(field.cursor == TextPosition(line: 1, column: 1))
    #expect(
      field.composing
        == TextRange(start: TextPosition(line: 1, column: 0), end: TextPosition(line: 1, column: 1))
    )
  }

  @Test(
    "FieldText maps scalar offsets to line positions and back",
    arguments: [
      ("안녕\n하세요", 3, TextPosition(line: 1, column: 0)),
      ("안녕\n하세요", 2, TextPosition(line: 0, column: 2)),
      ("가ᆢ나", 2, TextPosition(line: 0, column: 1)),
      ("a\r\nb", 3, TextPosition(line: 1, column: 0)),
    ])
  func fieldText(_ text: String, _ offset: Int, _ position: TextPosition) {
    let map = FieldText(text)
    #expect(map.position(ofScalar: offset) == position)
    #expect(map.scalarOffset(of: position) == offset)
  }

  @Test("The bar hides with the tenkey and shows undo/redo state")
  func toolbar() {
    let tenkey = AppFixtures.session("naratgeul", field: ["keyboard-type": "numberPad"])
    #expect(SessionPresenter.toolbar(tenkey, pressedRegion: nil) == nil)
    let typed = AppFixtures.session("naratgeul", taps: ["ㄱ"])
    let bar = SessionPresenter.toolbar(typed, pressedRegion: nil)
    #expect(bar?.canUndo == true)
    #expect(bar?.canRedo == false)
  }
}

@Suite("SessionPresenter: typing attributes")
struct PresenterTypingStyleTests {
  @Test("bold text becomes a bold span of the field, and the status line says so")
  func boldSpan() throws {
    var session = AppFixtures.session("qwerty")
    _ = session.tapKey(named: "a", at: 1, holding: 0.05)
    session.toggleTypingStyle(.bold)
    _ = session.tapKey(named: "b", at: 2, holding: 0.05)
    let model = SessionPresenter.model(session, state: PresentationState())
    #expect(model.field.spans.count == 1)
    #expect(model.field.spans.first?.isBold == true)
    #expect(model.field.spans.first?.range.start.column == 1)
    #expect(model.status.contains("굵게"))
  }
}
