extension Renderer {
  /// Draws one overlay over what is already in the buffer.
  func drawOverlay(_ overlay: OverlayModel, layout: ScreenLayout, into buffer: inout ScreenBuffer) {
    switch overlay {
    case .keyboardSelect(let select):
      guard let placement = layout.keyboard else { return }
      drawKeyboardSelect(select, scale: placement.scale, into: &buffer)
    case .oneHanded(let chooser):
      guard let placement = layout.keyboard else { return }
      drawOneHanded(chooser, scale: placement.scale, into: &buffer)
    case .cursorIndicator(let indicator):
      guard let placement = layout.keyboard else { return }
      drawCursorIndicator(indicator, placement: placement, into: &buffer)
    case .candidateRemoval(let removal):
      guard let removalLayout = layout.removal else { return }
      let columns = layout.keyboard?.columns ?? 0..<layout.size.columns
      drawRemoval(removal, layout: removalLayout, columns: columns, into: &buffer)
    case .help(let panel), .settings(let panel), .layoutPicker(let panel), .message(let panel):
      drawPanel(panel, area: centredArea(panel, layout: layout), showsTail: false, into: &buffer)
    case .trace(let panel):
      drawPanel(panel, area: traceArea(panel, layout: layout), showsTail: true, into: &buffer)
    }
  }

  /// The balloon above the switch key: `│  123  │ ✕ │`, the part under the finger reversed.
  private func drawKeyboardSelect(
    _ select: KeyboardSelectOverlay, scale: CellScale, into buffer: inout ScreenBuffer
  ) {
    let cells = scale.cells(of: select.frame)
    let inside = (cells.columns.lowerBound + 1)..<cells.columns.upperBound
    guard inside.count >= 3 else { return }
    let cancelWidth = min(inside.count - 1, max(3, Glyph.columns(of: "✕", width: width) + 2))
    let divider =
      select.cancelOnRight ? inside.upperBound - cancelWidth - 1 : inside.lowerBound + cancelWidth
    let cancel =
      select.cancelOnRight ? (divider + 1)..<inside.upperBound : inside.lowerBound..<divider
    let target =
      select.cancelOnRight ? inside.lowerBound..<divider : (divider + 1)..<inside.upperBound
    let parts: [(Range<Int>, String, KeyboardSelectOverlay.Choice)] = [
      (target, select.target, .target), (cancel, "✕", .cancel),
    ]
    drawSplitBalloon(
      cells: cells, dividers: [divider], parts: parts.map { ($0.0, $0.1, select.highlighted == $0.2, false) },
      into: &buffer)
  }

  /// The one-handed chooser: `왼쪽 │ 가운데 │ 오른쪽`, current mode bold, highlighted reversed.
  private func drawOneHanded(
    _ chooser: OneHandedOverlay, scale: CellScale, into buffer: inout ScreenBuffer
  ) {
    let cells = scale.cells(of: chooser.frame)
    let inside = (cells.columns.lowerBound + 1)..<cells.columns.upperBound
    guard inside.count >= 5 else { return }
    let third = (inside.count - 2) / 3
    let first = inside.lowerBound..<(inside.lowerBound + third)
    let second = (first.upperBound + 1)..<(first.upperBound + 1 + third)
    let last = (second.upperBound + 1)..<inside.upperBound
    let zones: [(Range<Int>, OneHandedZone)] = [(first, .left), (second, .center), (last, .right)]
    drawSplitBalloon(
      cells: cells, dividers: [first.upperBound, second.upperBound],
      parts: zones.map { range, zone in
        (range, Self.oneHandedLabel(zone), chooser.highlighted == zone, chooser.current == zone)
      },
      into: &buffer)
  }

  static func oneHandedLabel(_ zone: OneHandedZone) -> String {
    switch zone {
    case .left: return "◀ 왼쪽"
    case .center: return "가운데"
    case .right: return "오른쪽 ▶"
    }
  }

  // A framed, cleared box split by vertical dividers; each part gets a centred label.
  private func drawSplitBalloon(
    cells: (columns: ClosedRange<Int>, rows: ClosedRange<Int>), dividers: [Int],
    parts: [(columns: Range<Int>, label: String, isHighlighted: Bool, isCurrent: Bool)],
    into buffer: inout ScreenBuffer
  ) {
    let frame = CellStyle(role: .overlay)
    let rows = (cells.rows.lowerBound + 1)..<cells.rows.upperBound
    buffer.fill(
      columns: cells.columns.lowerBound..<(cells.columns.upperBound + 1),
      rows: cells.rows.lowerBound..<(cells.rows.upperBound + 1), style: frame)
    buffer.outline(columns: cells.columns, rows: cells.rows, style: frame)
    for divider in dividers {
      buffer.addLines(.down, column: divider, row: cells.rows.lowerBound, style: frame)
      buffer.addLines(.up, column: divider, row: cells.rows.upperBound, style: frame)
      for row in rows {
        buffer.addLines([.up, .down], column: divider, row: row, style: frame)
      }
    }
    guard !rows.isEmpty else { return }
    let labelRow = rows.lowerBound + (rows.count - 1) / 2
    for part in parts {
      var style = CellStyle(role: part.isCurrent ? .accent : .overlay)
      if part.isCurrent { style = style.adding(.bold) }
      if part.isHighlighted {
        style = style.adding(.reverse)
        buffer.fill(columns: part.columns, rows: rows, style: style)
      }
      drawCentred(part.label, columns: part.columns, row: labelRow, style: style, into: &buffer)
    }
  }

  /// Clears the key area to one frame with the label in the middle while the cursor is dragged.
  private func drawCursorIndicator(
    _ indicator: CursorIndicatorOverlay, placement: KeyboardPlacement,
    into buffer: inout ScreenBuffer
  ) {
    let columns = placement.columns
    let rows = placement.rows
    guard let lastColumn = columns.last, let lastRow = rows.last else { return }
    let frame = CellStyle([.dim], role: .border)
    buffer.fill(columns: columns, rows: rows, style: .plain)
    buffer.outline(columns: columns.lowerBound...lastColumn, rows: rows.lowerBound...lastRow, style: frame)
    drawCentred(
      indicator.label, columns: (columns.lowerBound + 1)..<lastColumn,
      row: rows.lowerBound + (rows.count - 1) / 2, style: CellStyle([.bold], role: .accent),
      into: &buffer)
  }
}
