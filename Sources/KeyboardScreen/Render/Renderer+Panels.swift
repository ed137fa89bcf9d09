import TerminalKit

/// A panel's box on screen, outline included.
struct PanelArea {
  var columns: ClosedRange<Int>
  var rows: ClosedRange<Int>
}

extension Renderer {
  /// Help, settings, pickers and messages: centred above the status line, as wide as the content
  /// (and, when it wraps its rows, as tall as their lines).
  func centredArea(_ panel: PanelModel, layout: ScreenLayout) -> PanelArea {
    let size = layout.size
    let width = min(size.columns, max(panelContentWidth(panel) + 4, Self.minimumPanelWidth))
    // The text columns inside the frame and its margins (`textColumns`).
    let lines = panel.wrapsRows ? panelLines(panel, columns: width - 4).count : panel.rows.count
    let height = min(max(0, layout.statusRow), lines + 2)
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
    let textColumns = Self.textColumns(area)
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
    let lines = panelLines(panel, columns: textColumns.count)
    let count = lines.count
    let first = Self.firstVisibleLine(
      lines, selectedRow: panel.selectedRow, visible: visible, showsTail: showsTail)
    for offset in 0..<min(visible, count - first) {
      let line = lines[first + offset]
      let row = rows.lowerBound + 1 + offset
      drawPanelRow(
        line.row, isSelected: line.index == panel.selectedRow, row: row,
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

  /// The columns a panel's rows are drawn in: inside the frame, one column of margin each side.
  static func textColumns(_ area: PanelArea) -> Range<Int> {
    let inside = (area.columns.lowerBound + 1)..<area.columns.upperBound
    return (inside.lowerBound + 1)..<max(inside.lowerBound + 1, inside.upperBound - 1)
  }

  /// The first line shown when `visible` lines fit: the selected row's first line stays in
  /// view.
  static func firstVisibleLine(
    _ lines: [PanelLine], selectedRow: Int?, visible: Int, showsTail: Bool
  ) -> Int {
    let count = lines.count
    if let selectedRow {
      let selected = lines.firstIndex { $0.index == selectedRow } ?? selectedRow
      return min(max(0, selected - visible + 1), max(0, count - visible))
    }
    return showsTail ? max(0, count - visible) : 0
  }

  /// The panel's lines as drawn in `columns` text columns: a row each, or, when the panel
  /// wraps rows, as many lines as a row needs.
  func panelLines(_ panel: PanelModel, columns: Int) -> [PanelLine] {
    var lines: [PanelLine] = []
    lines.reserveCapacity(panel.rows.count)
    for (index, row) in panel.rows.enumerated() {
      // A row with a value (F1's keys) wraps its text in the room the value leaves; the value
      // stays on the first line (`drawPanelRow` gives it at most half the columns).
      let valueWidth = row.value.map {
        $0.isEmpty ? 0 : min(Glyph.columns(of: $0, width: width), columns / 2) + 1
      }
      let room = columns - (valueWidth ?? 0)
      if !panel.wrapsRows || room <= 0 || Glyph.columns(of: row.text, width: width) <= room {
        lines.append(PanelLine(index: index, row: row))
        continue
      }
      for (offset, piece) in wrapped(row.text, columns: room).enumerated() {
        let value = offset == 0 ? row.value : nil
        lines.append(PanelLine(index: index, row: PanelRow(piece, value: value)))
      }
    }
    return lines
  }

  /// `text` broken into lines of at most `columns` columns, between words where it can
  /// (a word wider than a line is broken where it must); the next lines keep the first one's
  /// indent, so an indented paragraph stays indented.
  ///
  /// `wrapped("  aa bb cc", columns: 6)` is `["  aa", "  bb", "  cc"]`.
  func wrapped(_ text: String, columns: Int) -> [String] {
    var glyphs = Glyph.split(text, width: width)
    while glyphs.last?.text == " " { glyphs.removeLast() }
    let space = Glyph(text: " ", width: 1)
    let leading = glyphs.prefix { $0.text == " " }.count
    let indent = Array(repeating: space, count: min(leading, columns / 2))
    let words = glyphs.split(separator: space, omittingEmptySubsequences: false)
    var lines: [[Glyph]] = []
    var line: [Glyph] = []
    var used = 0
    // `placed`: a word (maybe empty, between two spaces) is on the line, so the next needs
    // its space; `hasText`: a word with text is, so a word that does not fit goes on the next.
    var placed = false
    var hasText = false
    func breakLine() {
      lines.append(line)
      line = indent
      used = indent.count
      placed = false
      hasText = false
    }
    for word in words {
      var word = word[...]
      var wordWidth = word.reduce(0) { $0 + $1.width }
      let gap = placed ? 1 : 0
      if used + gap + wordWidth > columns, hasText { breakLine() }
      if placed {
        line.append(space)
        used += 1
      }
      // A word wider than the rest of the line: as much as fits, then on the next line.
      while used + wordWidth > columns, !word.isEmpty {
        var taken = 0
        var end = word.startIndex
        while end < word.endIndex, used + taken + word[end].width <= columns {
          taken += word[end].width
          end = word.index(after: end)
        }
        if end == word.startIndex && used == indent.count {
          // Not even one glyph fits after the indent: take one anyway.
          end = word.index(after: end)
        }
        line += word[..<end]
        word = word[end...]
        wordWidth = word.reduce(0) { $0 + $1.width }
        breakLine()
      }
      line += word
      used += wordWidth
      placed = true
      hasText = hasText || !word.isEmpty
    }
    if placed || lines.isEmpty { lines.append(line) }
    return lines.map { $0.map(\.text).joined() }
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

/// One line of a panel as drawn: the row it belongs to (`index` in the panel's rows) and what
/// it shows (the row, or a piece of its text when the panel wraps rows).
struct PanelLine {
  var index: Int
  var row: PanelRow
}
