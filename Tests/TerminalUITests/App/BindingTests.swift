import Gestures
import KeyboardLayouts
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// Key bindings through the real app loop: the text the session ends with.
@Suite("TerminalApp: key bindings")
struct BindingTests {
  struct TypingCase: CustomTestStringConvertible, Sendable {
    var keyboard: String
    var typed: String
    var text: String
    /// Grid-keys mode: digits and letters press the key at their position.
    var gridKeys = false
    var testDescription: String { "\(keyboard): \(typed) → \(text)" }
  }

  @Test(
    "Physical keys at their positions, and Hangul from an input method",
    arguments: [
      TypingCase(keyboard: "dubeolsik", typed: "dkssudgktpdy", text: "안녕하세요", gridKeys: true),
      TypingCase(keyboard: "dubeolsik", typed: "Rkqt", text: "깞", gridKeys: true),
      TypingCase(
        keyboard: "naratgeul", typed: "s3223" + "3zssz3a33dsez", text: "안녕하세요", gridKeys: true),
      TypingCase(
        keyboard: "cheonjiin", typed: "x12w w221xss12s211x223", text: "안녕하세요", gridKeys: true),
      TypingCase(keyboard: "cheonjiin", typed: "zZcC", text: ".,?!", gridKeys: true),
      TypingCase(keyboard: "qwerty", typed: "Hi", text: "Hi"),
      TypingCase(keyboard: "dubeolsik", typed: "안녕하세요", text: "안녕하세요"),
      TypingCase(keyboard: "naratgeul", typed: "안녕하세요 닭고기 값싼 뷁", text: "안녕하세요 닭고기 값싼 뷁"),
      TypingCase(keyboard: "cheonjiin", typed: "안녕하세요", text: "안녕하세요"),
      TypingCase(keyboard: "cheonjiin", typed: "가까까", text: "가까까"),
      TypingCase(keyboard: "naratgeul", typed: "ㅋㅋ", text: "ㅋㅋ"),
    ])
  func typing(_ test: TypingCase) {
    let session = AppFixtures.session(test.keyboard) { $0.isGridKeysEnabled = test.gridKeys }
    let result = AppRunner.run(session, inputs: AppRunner.typing(test.typed), settle: 0.5)
    #expect(result.outcome.session.document.text == test.text)
  }

  @Test("← and Ctrl-← drag the space bar: the cursor moves 1 and 5 characters")
  func spaceDrags() {
    let session = AppFixtures.session("naratgeul", field: ["text": "안녕하세요 반갑습니다"])
    let result = AppRunner.run(session, inputs: [.key(.left), .key(.controlLeft)])
    #expect(result.outcome.session.document.cursorInCharacters == 11 - 6)
    #expect(result.outcome.session.document.text == "안녕하세요 반갑습니다")
  }

  @Test("F6 then Backspace is a long press on delete: it repeats")
  func longPressDelete() {
    let session = AppFixtures.session("naratgeul", field: ["text": "안녕하세요 반갑습니다"])
    let result = AppRunner.run(session, inputs: [.key(.function(6)), .key(.backspace)])
    let text = result.outcome.session.document.text
    #expect(text.count <= 11 - 4)
    #expect("안녕하세요 반갑습니다".hasPrefix(text))
  }

  @Test("F7 then Space is a double tap: the period shortcut")
  func doubleTapSpace() {
    let session = AppFixtures.session("dubeolsik") { $0.isGridKeysEnabled = true }
    let result = AppRunner.run(
      session, inputs: AppRunner.typing("dkssud") + [.key(.function(7)), .character(" ")])
    #expect(result.outcome.session.document.text == "안녕. ")
  }

  @Test("Ctrl-N drags the switch key onto 123; Tab comes back")
  func keyboardSelect() {
    let session = AppFixtures.session("naratgeul")
    let opened = AppRunner.run(session, inputs: [.key(.control(14))])
    #expect(opened.outcome.session.keyboard.page == .numeric)
    let back = AppRunner.run(opened.outcome.session, inputs: [.key(.tab)])
    #expect(back.outcome.session.keyboard.page == .primary)
  }

  @Test("Ctrl-O, ← ←, Enter: the switch key dragged up and released on 왼쪽")
  func oneHanded() {
    let session = AppFixtures.session("naratgeul")
    let result = AppRunner.run(
      session, inputs: [.key(.control(15)), .key(.left), .key(.left), .key(.enter)], settle: 0.3)
    #expect(result.outcome.session.settings.oneHandedMode == .left)
  }

  @Test("Ctrl-D ← ← → Enter: a delete drag deletes and restores")
  func deleteDrag() {
    let session = AppFixtures.session("dubeolsik", field: ["text": "가나다라"])
    let result = AppRunner.run(
      session, inputs: [.key(.control(4)), .key(.left), .key(.left), .key(.right), .key(.enter)],
      settle: 0.3)
    #expect(result.outcome.session.document.text == "가나")
  }

  @Test("Ctrl-Z undoes through the bar's button, Ctrl-Y redoes")
  func undoRedo() {
    let session = AppFixtures.session("dubeolsik") { $0.isGridKeysEnabled = true }
    let undone = AppRunner.run(session, inputs: AppRunner.typing("dkssud") + [.key(.control(26))])
    #expect(undone.outcome.session.document.text == "")
    let redone = AppRunner.run(
      session, inputs: AppRunner.typing("dkssud") + [.key(.control(26)), .key(.control(25))])
    #expect(redone.outcome.session.document.text == "안녕")
  }

  @Test("Ctrl-A Ctrl-X cuts everything, Ctrl-V pastes it back twice")
  func clipboard() {
    let session = AppFixtures.session("dubeolsik", field: ["text": "안녕"])
    let result = AppRunner.run(
      session,
      inputs: [.key(.control(1)), .key(.control(24)), .key(.control(22)), .key(.control(22))])
    #expect(result.outcome.session.document.text == "안녕안녕")
  }

  @Test(
    "Keys typed faster than their taps run still come before ↑, paste and the other direct commands",
    arguments: [
      (TerminalInput.key(.up), "첫 줄하\n둘째안녕"),
      (.key(.control(22)), "첫 줄\n둘째안녕복사본하"),
    ])
  func orderAgainstDirectCommands(_ command: TerminalInput, _ expected: String) {
    let session = AppFixtures.session("dubeolsik", field: ["text": "첫 줄\n둘째"]) {
      $0.isGridKeysEnabled = true
    }
    var configuration = AppConfiguration()
    configuration.clipboard = MemoryClipboard(history: ["복사본"])
    // 10 ms apart: each tap (held 50 ms) is still queued when the next input arrives.
    let result = AppRunner.run(
      session, inputs: AppRunner.typing("dkssud") + [command] + AppRunner.typing("gk"),
      settle: 0.01, configuration: configuration)
    #expect(result.outcome.session.document.text == expected)
  }

  @Test("Mouse: a click on a key types it; a click in the field moves the cursor")
  func mouse() {
    let session = AppFixtures.session("naratgeul", field: ["text": "가나"])
    // On 80 × 24 the ㄱ key's face is around column 10, row 12; the field's first row is 0.
    let press = MouseEvent(kind: .press, column: 10, row: 12, time: 0)
    let release = MouseEvent(kind: .release, column: 10, row: 12, time: 0)
    let field = MouseEvent(kind: .press, column: 2, row: 0, time: 0)
    let fieldUp = MouseEvent(kind: .release, column: 2, row: 0, time: 0)
    let result = AppRunner.run(
      session, inputs: [.mouse(field), .mouse(fieldUp), .mouse(press), .mouse(release)],
      settle: 0.3)
    #expect(result.outcome.session.document.text == "가ㄱ나")
  }

  @Test("Every paint after the first writes only what changed")
  func painting() {
    let session = AppFixtures.session("dubeolsik") { $0.isGridKeysEnabled = true }
    let result = AppRunner.run(session, inputs: AppRunner.typing("r"), settle: 0.3)
    let begins = result.sink.operations.filter {
      if case .begin(_, let full) = $0 { return full }
      return false
    }
    #expect(begins.count == 1)
    #expect(result.outcome.session.document.text == "ㄱ")
  }
}

/// Pure pieces of the bindings.
@Suite("KeyMapper, setting steps, GestureSynthesizer")
struct BindingPartsTests {
  @Test(
    "Physical keys map by position, labels on the other pages",
    arguments: [
      ("dubeolsik", "r", ["ㄱ"]), ("dubeolsik", "R", ["shift", "ㄱ"]),
      ("dubeolsik", "m", ["ㅡ"]), ("qwerty", "q", ["q"]), ("naratgeul", "s", ["ㅇ"]),
      ("naratgeul", "4", ["delete"]), ("naratgeul", "v", ["switch"]),
      ("cheonjiin", "Z", [","]), ("cheonjiin", "2", ["ㆍ"]), ("symbol", "1", ["1"]),
      ("numeric", "5", ["5"]), ("tenkey", "0", ["0"]),
    ])
  func mapping(_ keyboard: String, _ typed: Character, _ taps: [String]) {
    var session = AppFixtures.session("naratgeul")
    _ = session.showKeyboard(named: keyboard)
    let scalar = typed.unicodeScalars.first ?? " "
    #expect(session.positionTaps(for: scalar) == taps)
  }

  @Test(
    "Settings step within their ranges",
    arguments: [
      (SettingKey.keyboardHeight, true, "250"), (.keyboardHeight, false, "230"),
      (.longPressDuration, true, "0.55"), (.longPressAction, true, "number"),
      (.oneHandedMode, false, "left"), (.numberRow, true, "on"), (.repeatRate, true, "0.055"),
    ])
  func stepper(_ key: SettingKey, _ forward: Bool, _ value: String) {
    #expect(key.steppedValue(in: KeyboardSettings(), forward: forward) == value)
  }

  @Test(
    "A synthesized space drag of N steps moves the cursor N characters", arguments: [-4, -1, 2])
  func spaceDrag(_ count: Int) {
    var session = AppFixtures.session("naratgeul", field: ["text": "가나다라마바", "cursor": "4"])
    var time = 1.0
    let steps = GestureSynthesizer.spaceDrag(steps: count, settings: session.gestureSettings)
    for step in steps {
      time += step.delay
      guard case .touch(let kind, let target, _) = step.action else { continue }
      let last = session.lastTouchPoint[0]
      let point: Point?
      switch target {
      case .key(let name): point = session.keyCenter(named: name)
      case .offset(let dx, let dy): point = last.map { .init(x: $0.x + dx, y: $0.y + dy) }
      default: point = last
      }
      if let point { session.handle(.init(kind, at: point, time: time)) }
    }
    #expect(session.document.cursorInCharacters == 4 + count)
  }
}
