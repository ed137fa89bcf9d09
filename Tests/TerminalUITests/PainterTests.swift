import KeyboardApp
import KeyboardScreen
import TerminalKit
import Testing

@Suite("Painter: only changed cells are written")
struct PainterTests {
  private let size = TerminalSize(columns: 42, rows: 17)

  private func screen(_ text: String, cursor: Int) -> ScreenBuffer {
    var model = SnapshotModels.naratgeul()
    model.field = FieldModel(lines: [text], cursor: TextPosition(line: 0, column: cursor))
    return Renderer().render(model, size: size)
  }

  @Test("The first frame writes every cell once (wide characters once for two columns)")
  func firstFrame() {
    let buffer = screen("안녕", cursor: 2)
    var sink = RecordingSink()
    var painter = Painter()
    let statistics = painter.paint(buffer, into: &sink)
    let drawable = (0..<size.rows).flatMap { row in
      (0..<size.columns).filter { !buffer[$0, row].isContinuation }
    }
    #expect(statistics.isFullRepaint)
    #expect(statistics.cellsWritten == drawable.count)
    #expect(sink.operations.first == .begin(theme: .dark, isFullRepaint: true))
    #expect(sink.operations.last == .finish(cursor: CellPosition(column: 4, row: 0)))
  }

  @Test("Typing one syllable writes exactly that cell: 안녕 → 안녕히")
  func oneSyllable() {
    var painter = Painter()
    var ignored = RecordingSink()
    painter.paint(screen("안녕", cursor: 2), into: &ignored)
    var sink = RecordingSink()
    let statistics = painter.paint(screen("안녕히", cursor: 3), into: &sink)
    #expect(statistics == PaintStatistics(isFullRepaint: false, cellsWritten: 1, moves: 1))
    #expect(
      sink.operations == [
        .begin(theme: .dark, isFullRepaint: false), .move(column: 4, row: 0),
        .put(Cell(text: "히", width: 2)), .finish(cursor: CellPosition(column: 6, row: 0)),
      ])
  }

  @Test("As ANSI bytes, a syllable typed at the cursor costs only its UTF-8 (no move needed)")
  func oneSyllableBytes() {
    var painter = Painter()
    var sink = ANSISink()
    painter.paint(screen("안녕", cursor: 2), into: &sink)
    let fullPage = sink.bytes.count
    sink.reset()
    painter.paint(screen("안녕히", cursor: 3), into: &sink)
    #expect(sink.bytes == Array("히".utf8))
    #expect(fullPage > 100 * sink.bytes.count)
  }

  @Test("As ANSI bytes, a change away from the cursor costs a move, the text and a move back")
  func remoteChangeBytes() {
    var painter = Painter()
    var sink = ANSISink()
    painter.paint(screen("안녕", cursor: 0), into: &sink)
    sink.reset()
    painter.paint(screen("안녕히", cursor: 0), into: &sink)
    #expect(sink.bytes == Array("\u{1B}[1;5H히\u{1B}[1;1H".utf8))
  }

  @Test("An unchanged frame writes nothing")
  func unchanged() {
    var painter = Painter()
    var sink = RecordingSink()
    painter.paint(screen("안녕", cursor: 2), into: &sink)
    var second = RecordingSink()
    let statistics = painter.paint(screen("안녕", cursor: 2), into: &second)
    #expect(statistics == PaintStatistics(isFullRepaint: false))
    #expect(second.writtenCells == [])
  }

  @Test("Adjacent changes share one move; a wide character replaced by two narrow ones")
  func runs() {
    var old = ScreenBuffer(size: TerminalSize(columns: 6, rows: 1))
    old.draw(Glyph.split("x가y", width: .standard), column: 0, row: 0, style: .plain)
    var new = old
    new.draw(Glyph.split("ab", width: .standard), column: 1, row: 0, style: .plain)
    var sink = RecordingSink()
    let statistics = Painter.paint(new, over: old, into: &sink)
    #expect(statistics.moves == 1)
    #expect(sink.writtenCells.map(\.text) == ["a", "b"])
  }

  @Test(
    "A new size, a new theme or an invalidated painter repaints everything",
    arguments: ["size", "theme", "invalidate"])
  func fullRepaints(reason: String) {
    var painter = Painter()
    var sink = RecordingSink()
    let first = screen("안녕", cursor: 2)
    painter.paint(first, into: &sink)
    var next = first
    switch reason {
    case "size":
      next = Renderer().render(
        SnapshotModels.naratgeul(), size: TerminalSize(columns: 43, rows: 17))
    case "theme":
      next.theme = .light
    default:
      painter.invalidate()
    }
    #expect(painter.paint(next, into: &sink).isFullRepaint)
  }
}
