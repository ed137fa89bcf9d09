import TerminalKit

extension Renderer {
  /// The heat map on one key face: in colour the whole face takes its level's background
  /// (`heat1` blue … `heat4` red) under the caption; with `NO_COLOR` the face's bottom row is
  /// filled with its level's density character (`░ ▒ ▓ █`), or — a face of one row — the
  /// character stands at both ends. A key never tapped is drawn as usual.
  ///
  /// Returns the style the caption is drawn in and whether the bottom row is taken.
  func heatStyle(
    _ key: KeyCell, base: CellStyle, columns: Range<Int>, rows: Range<Int>,
    into buffer: inout ScreenBuffer
  ) -> (style: CellStyle, takesBottomRow: Bool) {
    guard let heat = key.heat else { return (base, false) }
    let level = HeatLevel.of(heat)
    guard level > 0 else { return (base, false) }
    if buffer.theme != .noColor {
      let style = CellStyle(base.attributes, role: HeatLevel.roles[level - 1])
      buffer.fill(columns: columns, rows: rows, style: style)
      return (style, false)
    }
    let glyph = Glyph(text: HeatLevel.glyphs[level - 1], width: 1)
    let density = CellStyle(role: .hint)
    if rows.count > 1, let row = rows.last {
      for column in columns { buffer.draw(glyph, column: column, row: row, style: density) }
      return (base, true)
    }
    if let first = columns.first, let last = columns.last, let row = rows.first {
      buffer.draw(glyph, column: first, row: row, style: density)
      buffer.draw(glyph, column: last, row: row, style: density)
    }
    return (base, false)
  }

  /// The legend over the bar's row: the title on the left, the four levels on the right —
  /// a swatch (colour, or the density character with `NO_COLOR`) and the share of all taps
  /// it goes up to: ` 열지도 ko.txt · 219,870회     ░2.3% ▒4.6% ▓6.9% █9.2% `.
  func drawHeatLegend(
    _ legend: HeatLegendModel, layout: ScreenLayout, into buffer: inout ScreenBuffer
  ) {
    let row = (layout.keyboard?.rows.lowerBound ?? layout.statusRow) - 1
    let columns = layout.keyboard?.columns ?? 0..<layout.size.columns
    guard row >= 0, !columns.isEmpty else { return }
    let base = CellStyle(role: .toolbar)
    buffer.fill(columns: columns, rows: row..<(row + 1), style: base)
    var scaleWidth = 0
    for label in legend.scale { scaleWidth += 1 + Glyph.columns(of: label, width: width) + 1 }
    let isColor = buffer.theme != .noColor
    var column = max(columns.lowerBound + 1, columns.upperBound - scaleWidth)
    let scaleStart = column
    for (index, label) in legend.scale.enumerated() where index < HeatLevel.roles.count {
      let swatch: Glyph
      let style: CellStyle
      if isColor {
        swatch = Glyph(text: " ", width: 1)
        style = CellStyle(role: HeatLevel.roles[index])
      } else {
        swatch = Glyph(text: HeatLevel.glyphs[index], width: 1)
        style = base
      }
      column += buffer.draw(swatch, column: column, row: row, style: style, clip: columns)
      column = buffer.draw(
        Glyph.split(label, width: width), column: column, row: row, style: base, clip: columns)
      column += 1
    }
    let room = max(0, scaleStart - 1 - (columns.lowerBound + 1))
    buffer.draw(
      fitted(Glyph.split(legend.title, width: width), columns: room),
      column: columns.lowerBound + 1, row: row, style: CellStyle([.bold], role: .toolbar),
      clip: columns.lowerBound..<scaleStart)
  }
}
