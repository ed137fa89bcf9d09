import TerminalKit

extension Renderer {
  /// The clipboard panel over the key area (and the bar's row stays as it is).
  func drawClipboardPanel(
    _ model: ClipboardPanelModel, layout: ScreenLayout, into buffer: inout ScreenBuffer
  ) {
    guard let placement = layout.keyboard else { return }
    let panel = ClipboardPanelLayout(
      model, columns: placement.columns, rows: placement.rows, width: width)
    let base = CellStyle(role: .overlay)
    buffer.fill(columns: panel.columns, rows: panel.rows, style: base)
    let left = panel.columns.lowerBound + 1
    let text = left..<max(left, panel.columns.upperBound - 1)
    let headerEnd = panel.buttons.first?.lowerBound ?? text.upperBound
    buffer.draw(
      fitted(
        Glyph.split(model.title, width: width), columns: max(0, headerEnd - text.lowerBound - 1)),
      column: text.lowerBound, row: panel.rows.lowerBound, style: base.adding(.bold),
      clip: text.lowerBound..<headerEnd)
    for (button, columns) in zip(model.buttons, panel.buttons) {
      buffer.draw(
        Glyph.split("[\(button)]", width: width), column: columns.lowerBound,
        row: panel.rows.lowerBound, style: base.adding(.bold), clip: text)
    }
    for row in panel.listRows {
      guard let index = panel.line(atRow: row, model: model) else { continue }
      drawClipboardLine(model.lines[index], row: row, panel: panel, text: text, into: &buffer)
    }
    if model.first > 0 {
      buffer.draw(
        Glyph(text: "↑", width: 1), column: panel.columns.upperBound - 1,
        row: panel.listRows.lowerBound, style: base.adding(.bold))
    }
    if model.first + panel.visibleLines < model.lines.count, let last = panel.listRows.last {
      buffer.draw(
        Glyph(text: "↓", width: 1), column: panel.columns.upperBound - 1, row: last,
        style: base.adding(.bold))
    }
    if panel.rows.count > 1 {
      buffer.draw(
        fitted(Glyph.split(model.footer, width: width), columns: text.count),
        column: text.lowerBound, row: panel.rows.upperBound - 1, style: base.adding(.dim),
        clip: text)
    }
  }

  private func drawClipboardLine(
    _ line: ClipboardPanelModel.Line, row: Int, panel: ClipboardPanelLayout, text: Range<Int>,
    into buffer: inout ScreenBuffer
  ) {
    var style = CellStyle(role: .overlay)
    if line.kind == .section { style = style.adding(.bold) }
    if line.isSelected {
      style = style.adding(.reverse)
      buffer.fill(columns: panel.columns, rows: row..<(row + 1), style: style)
    }
    var end = text.upperBound
    if let button = line.button, let columns = panel.lineButton(line) {
      buffer.draw(
        Glyph.split(button, width: width), column: columns.lowerBound, row: row,
        style: style.adding(.bold), clip: text)
      end = max(text.lowerBound, columns.lowerBound - 1)
    }
    // The item's number before the button, when the text keeps some room beside it.
    if line.kind == .item, let tag = line.tag, let columns = panel.tagColumns(tag, end: end),
      columns.lowerBound >= text.lowerBound + ClipboardPanelLayout.minimumTextColumns
    {
      buffer.draw(
        Glyph.split(tag, width: width), column: columns.lowerBound, row: row,
        style: style.adding(.dim), clip: text)
      end = max(text.lowerBound, columns.lowerBound - 1)
    }
    var column = text.lowerBound
    if line.kind == .item {
      let label = line.isMarked ? "✓" : line.number.map(String.init) ?? " "
      buffer.draw(
        Glyph.split(label, width: width), column: column, row: row, style: style.adding(.bold),
        clip: text.lowerBound..<end)
    }
    if line.kind == .item || line.kind == .preview { column = text.lowerBound + 3 }
    buffer.draw(
      fitted(Glyph.split(line.text, width: width), columns: max(0, end - column)),
      column: column, row: row, style: style, clip: column..<end)
    // An image preview's characters are one column each: each takes its own colour.
    for (offset, (scalar, color)) in zip(line.text.unicodeScalars, line.colors).enumerated()
    where color != 0 && column + offset < end {
      var colored = style
      colored.color = color
      buffer.draw(
        Glyph(text: String(scalar), width: 1), column: column + offset, row: row, style: colored)
    }
  }
}
