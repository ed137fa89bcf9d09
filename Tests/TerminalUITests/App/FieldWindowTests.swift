import TestSupport
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// The model holds only the lines around the cursor; the screen must not tell the difference.
@Suite("FieldWindow: the lines around the cursor")
struct FieldWindowTests {
  @Test(
    "Whole lines around the cursor's line, with offsets; for the screen, lines after it only near the top",
    arguments: [
      // text, cursor, lines each side, for the screen, window text, window start
      ("가\n나\n다\n라", 4, 1, false, "나\n다\n라", 2),
      ("가\n나\n다\n라", 0, 1, false, "가\n나", 0),
      ("가\n나\n다\n라", 7, 1, false, "다\n라", 4),
      ("가\n나\n다\n라", 4, 0, false, "다", 4),
      ("a\r\nb\r\nc", 3, 0, false, "b", 3),
      ("a\r\nb\r\nc", 3, 1, false, "a\r\nb\r\nc", 0),
      ("", 0, 3, false, "", 0),
      ("한 줄", 2, 5, false, "한 줄", 0),
      ("가\n나\n다\n라\n마", 6, 1, true, "다\n라", 4),
      ("가\n나\n다\n라\n마", 2, 1, true, "가\n나\n다", 0),
      ("가\n나\n다\n라\n마", 0, 2, true, "가\n나\n다", 0),
    ] as [(String, Int, Int, Bool, String, Int)])
  func window(
    _ text: String, _ cursor: Int, _ lines: Int, _ forScreen: Bool, _ expected: String,
    _ start: Int
  ) {
    let document = TextDocument(text, cursor: cursor)
    let window =
      forScreen
      ? FieldWindow(forScreen: document, lines: lines) : FieldWindow(document, lines: lines)
    #expect(document.text(in: window.start..<window.end) == expected)
    #expect(window.start == start)
    let position = window.position(ofScalar: cursor)
    #expect(window.scalarOffset(of: position) == cursor)
  }

  @Test("Drawn with the window or with every line, the screen is the same", arguments: 0..<12)
  func sameScreen(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed) &* 7_919 &+ 1)
    let pieces = ["안녕하세요 ", "abc ", "가ᆢ", "e\u{301}", "\n", "\r\n", "\n\n", "긴 줄 "]
    var text = ""
    for _ in 0..<Int.random(in: 20...220, using: &generator) {
      text += pieces.randomElement(using: &generator) ?? ""
      if Int.random(in: 0..<15, using: &generator) == 0 {
        text += String(repeating: "아주 긴 줄을 씁니다 ", count: Int.random(in: 2...12, using: &generator))
      }
    }
    let scalars = text.unicodeScalars.count
    let cursor = Int.random(in: 0...scalars, using: &generator)
    var session = TestFixtures.session("dubeolsik", text: text, cursor: cursor)
    if scalars > 4, Bool.random(using: &generator) {
      let start = Int.random(in: 0..<(scalars - 2), using: &generator)
      let end = Int.random(in: (start + 1)...scalars, using: &generator)
      session.hostMovedCursor(to: end, selecting: start..<end)
    }
    let rows = [12, 24, 40].randomElement(using: &generator) ?? 24
    let size = TerminalSize(columns: [44, 80].randomElement(using: &generator) ?? 80, rows: rows)
    let renderer = Renderer()
    let windowed = SessionPresenter.model(
      session, state: PresentationState(fieldWindowLines: rows + 2))
    let whole = SessionPresenter.model(
      session, state: PresentationState(fieldWindowLines: 1_000_000))
    #expect(whole.field.lines.count >= windowed.field.lines.count)
    #expect(
      renderer.render(windowed, size: size) == renderer.render(whole, size: size),
      "seed \(seed): \(size.columns)×\(rows), cursor \(cursor) of \(scalars)")
  }

  @Test("In a 500-line document the model holds a screenful each side, and draws the same")
  func longDocument() {
    let text = (0..<500).map { "줄 \($0) 안녕하세요" }.joined(separator: "\n")
    let cursor = text.unicodeScalars.count / 2
    let session = TestFixtures.session("dubeolsik", text: text, cursor: cursor)
    let size = TerminalSize(columns: 80, rows: 24)
    let windowed = SessionPresenter.model(session, state: PresentationState(fieldWindowLines: 26))
    let whole = SessionPresenter.model(
      session, state: PresentationState(fieldWindowLines: 1_000_000))
    // 26 lines before the cursor's line; none after (the cursor's row is the last shown).
    #expect(windowed.field.lines.count == 27)
    #expect(whole.field.lines.count == 500)
    let renderer = Renderer()
    #expect(renderer.render(windowed, size: size) == renderer.render(whole, size: size))
  }
}

/// A terminal in memory: what the painter's calls leave on screen.
enum VirtualScreen {
  static func replay(_ operations: [RecordingSink.Operation], size: TerminalSize) -> ScreenBuffer {
    var screen = ScreenBuffer(size: size)
    var column = 0
    var row = 0
    for operation in operations {
      switch operation {
      case .begin(_, let full):
        if full { screen = ScreenBuffer(size: size) }
      case .move(let newColumn, let newRow):
        column = newColumn
        row = newRow
      case .put(let cell):
        screen.set(cell, column: column, row: row)
        if cell.width == 2 {
          screen.set(.continuation(style: cell.style), column: column + 1, row: row)
        }
        column += max(1, Int(cell.width))
      case .finish(let cursor):
        screen.cursor = cursor
      }
    }
    return screen
  }
}

@Suite("The app draws a long document's field like a full render")
struct LongDocumentAppTests {
  @Test(
    "Typing, hiding the keyboard (the field takes the screen), moving up: drawn like a full render",
    arguments: [(false, false), (false, true), (true, false)])
  func hideAndShow(typesAfterHiding: Bool, hidesLast: Bool) {
    let text = (0..<300).map { "줄 \($0) 안녕하세요 반갑습니다" }.joined(separator: "\n")
    let session = TestFixtures.session("dubeolsik", text: text)
    let size = TerminalSize(columns: 80, rows: 24)
    var inputs = AppRunner.typing("dks")
    if hidesLast {
      // The very frame in which the field grows to the whole screen.
      inputs += [.key(.up), .key(.up), .key(.control(11))]
    } else {
      inputs.append(.key(.control(11)))  // hide the keyboard
      // Keys do not type while the keyboard is hidden (a hint says how to bring it back),
      // and neither they nor moving the cursor bring it back.
      if typesAfterHiding { inputs += AppRunner.typing("x") }
      inputs += [.key(.up), .key(.up)]
    }
    let (outcome, sink) = AppRunner.run(session, inputs: inputs, settle: 0.2, size: size)
    let final = outcome.session
    let shown = VirtualScreen.replay(sink.operations, size: size)
    let expected = Renderer().render(
      SessionPresenter.model(
        final,
        state: PresentationState(isKeyboardHidden: true, fieldWindowLines: 1_000)),
      size: size)
    // Everything but the status line (which may carry a message).
    for row in 0..<(size.rows - 1) {
      #expect(shown.text(row: row) == expected.text(row: row), "row \(row)")
    }
    #expect(shown.cursor == expected.cursor)
  }

  @Test("The frame in which the keyboard hides already shows a screenful of lines")
  func firstFrameAfterHiding() {
    let text = (0..<300).map { "줄 \($0) 안녕하세요" }.joined(separator: "\n")
    var app = TerminalApp(session: TestFixtures.session("dubeolsik", text: text))
    var sink = RecordingSink()
    app.render(into: &sink)
    app.setKeyboardHidden(true)
    app.render(into: &sink)
    let shown = VirtualScreen.replay(sink.operations, size: app.size)
    let session = app.session
    let expected = Renderer().render(
      SessionPresenter.model(
        session, state: PresentationState(isKeyboardHidden: true, fieldWindowLines: 1_000)),
      size: app.size)
    #expect(shown.text(row: 0) == "줄 277 안녕하세요")
    for row in 0..<(app.size.rows - 1) {
      #expect(shown.text(row: row) == expected.text(row: row), "row \(row)")
    }
  }
}
