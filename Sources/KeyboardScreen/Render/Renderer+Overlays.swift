import KeyboardLayouts
import TerminalKit

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
    case .clipboard(let model):
      drawClipboardPanel(model, layout: layout, into: &buffer)
    case .heatLegend(let legend):
      drawHeatLegend(legend, layout: layout, into: &buffer)
    }
  }

  /// The balloon above the switch key: `│  123  │ ✕ │`, the part under the finger reversed; the
  /// divider is drawn where the target and cancel frames meet.
  private func drawKeyboardSelect(
    _ select: KeyboardSelectModel, scale: CellScale, into buffer: inout ScreenBuffer
  ) {
    let cells = scale.cells(of: select.frame)
    let parts: [(Rect, String, KeyboardSelectModel.Choice)] = [
      (select.targetFrame, select.target, .target), (select.cancelFrame, "✕", .cancel),
    ]
    drawSplitBalloon(
      cells: cells,
      parts: parts.map { frame, label, choice in
        BalloonPart(
          columns: scale.cells(of: frame).columns, label: label,
          isHighlighted: select.highlighted == choice, isCurrent: false)
      },
      into: &buffer)
  }

  /// The one-handed chooser: `◀ 왼쪽 │ 가운데 │ 오른쪽 ▶` (the model's labels), current mode bold,
  /// highlighted reversed.
  private func drawOneHanded(
    _ chooser: OneHandedModel, scale: CellScale, into buffer: inout ScreenBuffer
  ) {
    let zones: [(Rect, OneHandedMode)] = [
      (chooser.leftFrame, .left), (chooser.centerFrame, .center), (chooser.rightFrame, .right),
    ]
    drawSplitBalloon(
      cells: scale.cells(of: chooser.frame),
      parts: zones.map { frame, zone in
        BalloonPart(
          columns: scale.cells(of: frame).columns, label: chooser.label(zone),
          isHighlighted: chooser.highlighted == zone, isCurrent: chooser.current == zone)
      },
      into: &buffer)
  }

  // A framed, cleared box; each part is framed by the dividers at its edges (shared edges merge)
  // and gets a centred label.
  private func drawSplitBalloon(
    cells: (columns: ClosedRange<Int>, rows: ClosedRange<Int>), parts: [BalloonPart],
    into buffer: inout ScreenBuffer
  ) {
    let frame = CellStyle(role: .overlay)
    buffer.fill(
      columns: cells.columns.lowerBound..<(cells.columns.upperBound + 1),
      rows: cells.rows.lowerBound..<(cells.rows.upperBound + 1), style: frame)
    buffer.outline(columns: cells.columns, rows: cells.rows, style: frame)
    for part in parts {
      let columns = part.columns.clamped(to: cells.columns)
      buffer.outline(columns: columns, rows: cells.rows, style: frame)
    }
    let rows = (cells.rows.lowerBound + 1)..<cells.rows.upperBound
    guard !rows.isEmpty else { return }
    let labelRow = rows.lowerBound + (rows.count - 1) / 2
    for part in parts {
      let columns = part.columns.clamped(to: cells.columns)
      let inside = (columns.lowerBound + 1)..<columns.upperBound
      guard !inside.isEmpty else { continue }
      var style = CellStyle(role: part.isCurrent ? .accent : .overlay)
      if part.isCurrent { style = style.adding(.bold) }
      if part.isHighlighted {
        style = style.adding(.reverse)
        buffer.fill(columns: inside, rows: rows, style: style)
      }
      drawCentred(part.label, columns: inside, row: labelRow, style: style, into: &buffer)
    }
  }

  /// Clears the key area to one frame with the label in the middle while the cursor is dragged.
  private func drawCursorIndicator(
    _ indicator: CursorIndicatorModel, placement: KeyboardPlacement,
    into buffer: inout ScreenBuffer
  ) {
    let columns = placement.columns
    let rows = placement.rows
    guard let lastColumn = columns.last, let lastRow = rows.last else { return }
    let frame = CellStyle([.dim], role: .border)
    buffer.fill(columns: columns, rows: rows, style: .plain)
    buffer.outline(
      columns: columns.lowerBound...lastColumn, rows: rows.lowerBound...lastRow, style: frame)
    drawCentred(
      indicator.label, columns: (columns.lowerBound + 1)..<lastColumn,
      row: rows.lowerBound + (rows.count - 1) / 2, style: CellStyle([.bold], role: .accent),
      into: &buffer)
  }
}

/// One labelled part of a balloon overlay, in screen columns (outline included).
struct BalloonPart {
  var columns: ClosedRange<Int>
  var label: String
  var isHighlighted: Bool
  var isCurrent: Bool
}
