import TerminalKit

/// A panel's box on screen, outline included.
struct PanelArea {
  var columns: ClosedRange<Int>
  var rows: ClosedRange<Int>
}

extension Renderer {
  /// Help, settings, pickers and messages: centred above the status line, as wide as the content.
  func centredArea(_ panel: PanelModel, layout: ScreenLayout) -> PanelArea {
    let size = layout.size
    let width = min(size.columns, max(panelContentWidth(panel) + 4, Self.minimumPanelWidth))
    let height = min(max(0, layout.statusRow), panel.rows.count + 2)
    let left = max(0, (size.columns - width) / 2)
    let top = max(0, (layout.statusRow - height) / 2)
    return PanelArea(
      columns: left...(left + max(1, width) - 1), rows: top...(top + max(2, height) - 1))
  }

  /// The trace: the top-right corner over the field, at most half the screen wide.
  func traceArea(_ panel: PanelModel, layout: ScreenLayout) -> PanelArea {
    let size = layout.size
    let halfWidth = max(Self.minimumPanelWidth, size.columns / 2)
    let width = min(size.columns, min(halfWidth, max(panelContentWidth(panel) + 4, 12)))
    let available = layout.fieldRows.count >= 3 ? layout.fieldRows.count : layout.statusRow
    let height = min(max(0, available), panel.rows.count + 2)
    let left = size.columns - width
    return PanelArea(columns: left...(left + max(1, width) - 1), rows: 0...(max(2, height) - 1))
  }

  /// Draws a framed panel: title in the top border, footer in the bottom one, rows scrolled to
  /// keep the selected row (or, with `showsTail`, the newest row) visible, `↑`/`↓` when cut.
  func drawPanel(
    _ panel: PanelModel, area: PanelArea, showsTail: Bool, into buffer: inout ScreenBuffer
  ) {
    let frame = CellStyle(role: .overlay)
    let columns = area.columns
    let rows = area.rows
    buffer.fill(
      columns: columns.lowerBound..<(columns.upperBound + 1),
      rows: rows.lowerBound..<(rows.upperBound + 1), style: frame)
    guard columns.count >= 2, rows.count >= 2 else { return }
    buffer.outline(columns: columns, rows: rows, style: frame)
    let inside = (columns.lowerBound + 1)..<columns.upperBound
    let textColumns = (inside.lowerBound + 1)..<max(inside.lowerBound + 1, inside.upperBound - 1)
    if !panel.title.isEmpty {
      let title = fitted(
        Glyph.split(" \(panel.title) ", width: width), columns: max(0, inside.count - 2))
      buffer.draw(
        title, column: inside.lowerBound + 1, row: rows.lowerBound, style: frame.adding(.bold),
        clip: inside)
    }
    if let footer = panel.footer, !footer.isEmpty {
      let glyphs = fitted(
        Glyph.split(" \(footer) ", width: width), columns: max(0, inside.count - 2))
      buffer.draw(
        glyphs, column: inside.lowerBound + 1, row: rows.upperBound, style: frame.adding(.dim),
        clip: inside)
    }
    let visible = rows.count - 2
    guard visible > 0 else { return }
    let count = panel.rows.count
    let first = Self.firstVisibleRow(panel, visible: visible, showsTail: showsTail)
    for offset in 0..<min(visible, count - first) {
      let index = first + offset
      let row = rows.lowerBound + 1 + offset
      drawPanelRow(
        panel.rows[index], isSelected: index == panel.selectedRow, row: row,
        inside: inside, textColumns: textColumns, into: &buffer)
    }
    let arrowStyle = frame.adding(.bold)
    if first > 0 {
      buffer.draw(
        Glyph(text: "↑", width: 1), column: columns.upperBound, row: rows.lowerBound + 1,
        style: arrowStyle)
    }
    if first + visible < count {
      buffer.draw(
        Glyph(text: "↓", width: 1), column: columns.upperBound, row: rows.upperBound - 1,
        style: arrowStyle)
    }
  }

  /// The first row shown when `visible` rows fit: the selected row stays in view.
  static func firstVisibleRow(_ panel: PanelModel, visible: Int, showsTail: Bool) -> Int {
    let count = panel.rows.count
    if let selected = panel.selectedRow {
      return min(max(0, selected - visible + 1), max(0, count - visible))
    }
    return showsTail ? max(0, count - visible) : 0
  }

  private func drawPanelRow(
    _ panelRow: PanelRow, isSelected: Bool, row: Int, inside: Range<Int>,
    textColumns: Range<Int>, into buffer: inout ScreenBuffer
  ) {
    var style = CellStyle(role: .overlay)
    if isSelected {
      style = style.adding(.reverse)
      buffer.fill(columns: inside, rows: row..<(row + 1), style: style)
    }
    var textEnd = textColumns.upperBound
    if let value = panelRow.value, !value.isEmpty {
      let glyphs = fitted(Glyph.split(value, width: width), columns: textColumns.count / 2)
      let used = glyphs.reduce(0) { $0 + $1.width }
      let start = textColumns.upperBound - used
      buffer.draw(glyphs, column: start, row: row, style: style.adding(.bold), clip: textColumns)
      textEnd = max(textColumns.lowerBound, start - 1)
    }
    let text = fitted(
      Glyph.split(panelRow.text, width: width), columns: textEnd - textColumns.lowerBound)
    buffer.draw(
      text, column: textColumns.lowerBound, row: row, style: style,
      clip: textColumns.lowerBound..<textEnd)
  }

  private func panelContentWidth(_ panel: PanelModel) -> Int {
    var widest = Glyph.columns(of: panel.title, width: width) + 4
    if let footer = panel.footer {
      widest = max(widest, Glyph.columns(of: footer, width: width) + 4)
    }
    for row in panel.rows {
      var columns = Glyph.columns(of: row.text, width: width)
      if let value = row.value, !value.isEmpty {
        columns += 2 + Glyph.columns(of: value, width: width)
      }
      widest = max(widest, columns)
    }
    return widest
  }

  static let minimumPanelWidth = 24
}
