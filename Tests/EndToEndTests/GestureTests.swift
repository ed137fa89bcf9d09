import Foundation
import Testing

/// Mouse gestures on the real program: drags, holds and the switch key's overlays.
@Suite(
  "sykb run: mouse gestures", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct GestureTests {
  /// Drags from a cell by `dx` columns and `dy` rows, one cell per report, all sent at once.
  func drag(
    _ session: TmuxSession, from start: (column: Int, row: Int), dx: Int, dy: Int = 0,
    release: Bool = true
  ) throws {
    var reports: [(kind: TmuxSession.MouseKind, column: Int, row: Int)] = [
      (.press, start.column, start.row)
    ]
    var column = start.column
    var row = start.row
    while column != start.column + dx || row != start.row + dy {
      if column != start.column + dx { column += dx > 0 ? 1 : -1 }
      if row != start.row + dy { row += dy > 0 ? 1 : -1 }
      reports.append((.drag, column, row))
    }
    if release { reports.append((.release, column, row)) }
    try session.mouse(reports)
  }

  @Test("dragging on space moves the cursor, with the cursor indicator while dragging")
  func spaceDrag() throws {
    let session = try TmuxSession([
      "run", "--field", "text=안녕하세요", "--field", "autocapitalization=none",
    ])
    let screen = try session.waitForKeyboard()
    #expect(try session.value("#{cursor_x}") == "10")
    let space = try #require(screen.cell(of: "␣"))
    try drag(session, from: space, dx: -14, release: false)
    try session.wait("the cursor indicator") { $0.text.contains("커서 이동") }
    let column = space.column - 14
    try session.mouse(.release, column: column, row: space.row)
    try session.wait("the indicator gone") { !$0.text.contains("커서 이동") }
    let cursor = Int(try session.value("#{cursor_x}")) ?? 10
    #expect(cursor < 10 && cursor % 2 == 0)
    #expect(try session.screen().firstLine == "안녕하세요")
  }

  @Test("holding delete with the mouse repeats after the long-press delay")
  func heldDeleteRepeats() throws {
    let text = "안녕하세요 반갑습니다"
    let log = NSTemporaryDirectory() + "sykb-e2e-held-delete-\(getpid()).log"
    try? FileManager.default.removeItem(atPath: log)
    defer { try? FileManager.default.removeItem(atPath: log) }
    let session = try TmuxSession(["run", "--field", "text=\(text)", "--log", log])
    let screen = try session.waitForKeyboard()
    let delete = try #require(screen.cell(of: "⌫"))
    try session.mouse(.press, column: delete.column, row: delete.row)
    // Touch-down deletes one character at once; the repeats start after 0.5 s.
    try session.wait("repeated deletes") { $0.firstLine.count <= text.count - 4 }
    try session.mouse(.release, column: delete.column, row: delete.row)
    let after = try session.screen().firstLine
    #expect(text.hasPrefix(after))
    // The keyboard's own account (a loaded machine may show a screen late, not reorder it):
    // one delete at touch-down, then the long press, then the repeats.
    try session.press("C-q")
    try session.waitForExit()
    let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    let deletes = lines.filter { $0.contains(" → delete ") }
    #expect(deletes.first?.contains("press delete → delete single") == true, "\(deletes)")
    #expect(deletes.dropFirst().first?.contains("long-press delete") == true, "\(deletes)")
    #expect(deletes.dropFirst(2).first?.contains("repeat delete") == true, "\(deletes)")
  }

  @Test("dragging the switch key left opens the number pad (keyboard-select overlay)")
  func switchDragOpensNumberPad() throws {
    let session = try TmuxSession(["run", "--keyboard", "naratgeul"])
    let screen = try session.waitForKeyboard()
    let switchKey = try #require(screen.cell(of: "!#1"))
    try drag(session, from: switchKey, dx: -12, release: false)
    try session.wait("the 123 balloon") { $0.cell(of: "123") != nil }
    try session.mouse(.release, column: switchKey.column - 12, row: switchKey.row)
    let pad = try session.wait("the number pad") { $0.lines.last?.contains("숫자") == true }
    #expect(pad.cell(of: "5") != nil)
  }

  @Test("dragging the switch key up opens the one-handed chooser; releasing on 왼쪽 moves the keys")
  func dragUpOpensOneHanded() throws {
    let session = try TmuxSession(["run", "--keyboard", "naratgeul"])
    let screen = try session.waitForKeyboard()
    let switchKey = try #require(screen.cell(of: "!#1"))
    try drag(session, from: switchKey, dx: 0, dy: -3, release: false)
    let chooser = try session.wait("the one-handed chooser") { $0.text.contains("왼쪽") }
    let left = try #require(chooser.cell(of: "왼쪽"))
    let row = switchKey.row - 3
    var column = switchKey.column
    while column > left.column {
      column -= 1
      try session.mouse(.drag, column: column, row: row)
    }
    try session.mouse(.release, column: column, row: row)
    let result = try session.wait("one-handed left") { $0.lines.last?.contains("한손 ◀") == true }
    #expect(result.text.contains("❯"))
  }
}
