import TerminalKit

extension Renderer {
  /// The practice lesson: its text on the first row — typed characters dim, the next one
  /// underlined (reversed while a wrong key waits to be deleted), the rest plain — and the
  /// detail on the second, dim. Attributes only, so `NO_COLOR` shows the same.
  func drawLesson(_ lesson: LessonLineModel, rows: Range<Int>, into buffer: inout ScreenBuffer) {
    guard let first = rows.first else { return }
    let columns = 1..<max(1, buffer.size.columns - 1)
    var column = 1
    for (index, character) in lesson.text.enumerated() {
      var style = CellStyle(role: .plain)
      if index < lesson.typed {
        style = CellStyle([.dim], role: .plain)
      } else if index == lesson.typed {
        style = CellStyle(
          lesson.hasError ? [.reverse, .bold] : [.underline, .bold], role: .accent)
      }
      let glyphs = Glyph.split(String(character), width: width)
      let next = buffer.draw(glyphs, column: column, row: first, style: style, clip: columns)
      if next == column { break }
      column = next
    }
    if lesson.typed >= lesson.text.count, lesson.hasError {
      buffer.draw(
        Glyph.split("✗", width: width), column: column, row: first,
        style: CellStyle([.reverse, .bold], role: .accent), clip: columns)
    }
    guard rows.count > 1 else { return }
    let detail = fitted(Glyph.split(lesson.detail, width: width), columns: columns.count)
    buffer.draw(detail, column: 1, row: first + 1, style: CellStyle([.dim], role: .hint))
  }
}
