import TerminalKit

extension Renderer {
  /// Draws every key as a rounded box on its scaled frame (neighbours share outlines), the
  /// caption centred, hints in the corners, and the one-handed chevron strip.
  ///
  /// The 나랏글 `ㄱ` key on 80 columns:
  /// ```
  /// ╭───────────────────┬
  /// │                   │
  /// │        ㄱ         │
  /// ├───────────────────┼
  /// ```
  func drawKeyboard(
    _ keyboard: KeyboardModel, placement: KeyboardPlacement, into buffer: inout ScreenBuffer
  ) {
    let scale = placement.scale
    let border = CellStyle([.dim], role: .border)
    for key in keyboard.keys {
      let cells = scale.cells(of: key.frame)
      buffer.outline(columns: cells.columns, rows: cells.rows, style: border)
    }
    for key in keyboard.keys where key.style != .blank {
      drawKeyFace(key, cells: scale.cells(of: key.frame), into: &buffer)
    }
    if let chevron = keyboard.chevron {
      drawChevron(chevron, cells: scale.cells(of: chevron.frame), into: &buffer)
    }
  }

  func drawKeyFace(
    _ key: KeyCell, cells: (columns: ClosedRange<Int>, rows: ClosedRange<Int>),
    into buffer: inout ScreenBuffer
  ) {
    let inside = (cells.columns.lowerBound + 1)..<cells.columns.upperBound
    let rows = (cells.rows.lowerBound + 1)..<cells.rows.upperBound
    guard !inside.isEmpty, !rows.isEmpty else { return }
    let heat = heatStyle(
      key, base: captionStyle(key.style), columns: inside, rows: rows, into: &buffer)
    var style = heat.style
    if key.isDisabled { style = style.adding(.dim) }
    if key.isPressed {
      style = style.adding(.reverse)
      buffer.fill(columns: inside, rows: rows, style: style)
    }
    let captionRow = rows.lowerBound + (rows.count - 1) / 2
    let captionColumns = drawCentred(
      caption(key),
      columns: captionRange(key, inside: inside, sharesTopRow: captionRow == rows.lowerBound),
      row: captionRow, style: style, into: &buffer)
    if let emphasis = key.emphasis {
      drawEmphasis(
        emphasis, of: key.caption, at: captionColumns, row: captionRow, base: style,
        into: &buffer)
    }
    // On a heat-coloured face the hints keep its background.
    let hintRole = HeatLevel.roles.contains(style.role) ? style.role : ColorRole.hint
    var hintStyle = CellStyle([.dim], role: hintRole)
    if key.isPressed { hintStyle = hintStyle.adding(.reverse) }
    if let hint = key.topHint, !hint.isEmpty {
      let glyphs = fitted(Glyph.split(hint, width: width), columns: max(0, inside.count - 1))
      let used = glyphs.reduce(0) { $0 + $1.width }
      let start = inside.upperBound - 1 - used
      let row = rows.lowerBound
      // Only where it does not touch the caption (one free column between them).
      if row != captionRow || start > captionColumns.upperBound {
        buffer.draw(glyphs, column: start, row: row, style: hintStyle, clip: inside)
      }
    }
    if let hint = key.bottomHint, !hint.isEmpty, rows.count > 1, !heat.takesBottomRow {
      let row = rows.upperBound - 1
      if row != captionRow {
        drawCentred(hint, columns: inside, row: row, style: hintStyle, into: &buffer)
      }
    }
  }

  /// The columns a caption is centred in: the whole inside, or — when the top hint shares the
  /// caption's row and would touch a centred caption — the part left of the hint and a free
  /// column, so a narrow key still shows both (`!#1 ▲` on the unified keyboard's switch key).
  private func captionRange(_ key: KeyCell, inside: Range<Int>, sharesTopRow: Bool) -> Range<Int> {
    guard sharesTopRow, let hint = key.topHint, !hint.isEmpty else { return inside }
    let hintColumns = Glyph.columns(of: hint, width: width)
    let captionColumns = Glyph.columns(of: caption(key), width: width)
    let hintStart = inside.upperBound - 1 - hintColumns
    let centredEnd =
      inside.lowerBound + max(0, (inside.count - captionColumns) / 2) + captionColumns
    guard hintStart <= centredEnd, captionColumns + 1 <= hintStart - inside.lowerBound else {
      return inside
    }
    return inside.lowerBound..<(hintStart - 1)
  }

  /// Redraws a caption drawn whole at `columns` with `emphasis` bold and underlined and the
  /// rest dim (`한/A` with 한 active: `한` strong, `/A` faint); a caption cut to fit stays
  /// as it is.
  private func drawEmphasis(
    _ emphasis: String, of caption: String, at columns: Range<Int>, row: Int, base: CellStyle,
    into buffer: inout ScreenBuffer
  ) {
    guard let range = caption.firstRange(of: emphasis) else { return }
    let parts = [
      (String(caption[..<range.lowerBound]), base.adding(.dim)),
      (emphasis, base.adding(.bold).adding(.underline)),
      (String(caption[range.upperBound...]), base.adding(.dim)),
    ]
    let glyphs = parts.map { Glyph.split($0.0, width: width) }
    let total = glyphs.joined().reduce(0) { $0 + $1.width }
    guard total == columns.count else { return }
    var column = columns.lowerBound
    for (index, part) in parts.enumerated() {
      buffer.draw(glyphs[index], column: column, row: row, style: part.1, clip: columns)
      column += glyphs[index].reduce(0) { $0 + $1.width }
    }
  }

  private func caption(_ key: KeyCell) -> String {
    switch key.style {
    case .space(let showsArrow):
      if showsArrow { return "→" }
      return key.caption.isEmpty ? "␣" : key.caption
    case .shift(.capsLock):
      return "⇪"
    case .shift:
      return key.caption.isEmpty ? "⇧" : key.caption
    default:
      return key.caption
    }
  }

  private func captionStyle(_ style: KeyStyle) -> CellStyle {
    switch style {
    case .character, .blank:
      return CellStyle(role: .characterKey)
    case .function, .space, .returnKey(isHighlighted: false), .shift(.off):
      return CellStyle(role: .functionKey)
    case .returnKey(isHighlighted: true), .shift(.on):
      return CellStyle([.bold], role: .accent)
    case .shift(.capsLock):
      return CellStyle([.bold, .underline], role: .accent)
    }
  }

  func drawChevron(
    _ chevron: ChevronStrip, cells: (columns: ClosedRange<Int>, rows: ClosedRange<Int>),
    into buffer: inout ScreenBuffer
  ) {
    let inside = (cells.columns.lowerBound + 1)..<cells.columns.upperBound
    let rows = (cells.rows.lowerBound + 1)..<cells.rows.upperBound
    guard !inside.isEmpty, !rows.isEmpty else { return }
    var style = CellStyle([.bold], role: .functionKey)
    if chevron.isPressed {
      style = style.adding(.reverse)
      buffer.fill(columns: inside, rows: rows, style: style)
    }
    let glyph = chevron.pointsRight ? "❯" : "❮"
    drawCentred(
      glyph, columns: inside, row: rows.lowerBound + (rows.count - 1) / 2, style: style,
      into: &buffer)
  }
}
