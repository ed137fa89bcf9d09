import TerminalKit

extension Renderer {
  /// Draws the bar: candidate slots split by `│`, bold learned words, the highlighted one
  /// reversed, `‹`/`›` when more candidates hide off either side, then the buttons.
  ///
  /// `  "가"  │  가요  │  가는  │ ↶ │ ↷ ` on a 36-column bar.
  func drawToolbar(_ toolbar: ToolbarModel, layout: ToolbarLayout, into buffer: inout ScreenBuffer)
  {
    let row = layout.row
    let base = CellStyle(role: .toolbar)
    let divider = CellStyle([.dim], role: .border)
    buffer.fill(columns: layout.columns, rows: row..<(row + 1), style: base)
    for (position, slot) in layout.slots.enumerated() {
      let candidate = toolbar.candidates[slot.index]
      if position > 0 {
        buffer.draw(
          Glyph(text: "│", width: 1), column: slot.columns.lowerBound - 1, row: row, style: divider)
      }
      var style = base
      if candidate.isBold { style = style.adding(.bold) }
      if candidate.isHighlighted {
        style = style.adding(.reverse)
        buffer.fill(columns: slot.columns, rows: row..<(row + 1), style: style)
      }
      drawCentred(
        candidate.text, columns: slot.columns, row: row, style: style, cutInMiddle: true,
        into: &buffer)
    }
    if let back = layout.scrollBack {
      drawCentred("‹", columns: back, row: row, style: divider, into: &buffer)
    }
    if let forward = layout.scrollForward {
      drawCentred("›", columns: forward, row: row, style: divider, into: &buffer)
    }
    let buttons: [(Range<Int>?, String, Bool)] = [
      (layout.undo, ToolbarLayout.undoGlyph, toolbar.canUndo == true),
      (layout.redo, ToolbarLayout.redoGlyph, toolbar.canRedo == true),
      (layout.clipboard, ToolbarLayout.clipboardGlyph, true),
      (layout.reply, ToolbarLayout.replyGlyph, true),
      (layout.grammar, ToolbarLayout.grammarGlyph, true),
    ]
    for case let (range?, glyph, isEnabled) in buttons {
      if range.lowerBound > layout.columns.lowerBound {
        buffer.draw(
          Glyph(text: "│", width: 1), column: range.lowerBound - 1, row: row, style: divider)
      }
      let style = isEnabled ? CellStyle(role: .functionKey) : CellStyle([.dim], role: .toolbar)
      drawCentred(glyph, columns: range, row: row, style: style, into: &buffer)
    }
  }

  /// Lays out `“가나다” 삭제할까요?` with `[삭제]` and `[취소]` at the right end of the bar row.
  func removalLayout(_ overlay: CandidateRemovalModel, row: Int, columns: Range<Int>)
    -> RemovalLayout
  {
    let cancelWidth = Glyph.columns(of: overlay.cancelLabel, width: width)
    let removeWidth = Glyph.columns(of: overlay.removeLabel, width: width)
    let cancelStart = max(columns.lowerBound, columns.upperBound - 1 - cancelWidth)
    let cancel = cancelStart..<min(columns.upperBound, cancelStart + cancelWidth)
    let removeStart = max(columns.lowerBound, cancel.lowerBound - 1 - removeWidth)
    let remove = removeStart..<min(cancel.lowerBound, removeStart + removeWidth)
    return RemovalLayout(row: row, remove: remove, cancel: cancel)
  }

  /// Draws the removal confirmation over the bar row.
  func drawRemoval(
    _ overlay: CandidateRemovalModel, layout: RemovalLayout, columns: Range<Int>,
    into buffer: inout ScreenBuffer
  ) {
    let row = layout.row
    let base = CellStyle(role: .overlay)
    buffer.fill(columns: columns, rows: row..<(row + 1), style: base)
    let question = Glyph.split(overlay.question, width: width)
    let room = max(0, layout.remove.lowerBound - 1 - (columns.lowerBound + 1))
    buffer.draw(
      fitted(question, columns: room), column: columns.lowerBound + 1, row: row, style: base,
      clip: columns.lowerBound..<layout.remove.lowerBound)
    let buttons: [(Range<Int>, String, CandidateRemovalModel.Choice)] = [
      (layout.remove, overlay.removeLabel, .remove), (layout.cancel, overlay.cancelLabel, .cancel),
    ]
    for (range, label, choice) in buttons {
      var style = CellStyle([.bold], role: choice == .remove ? .accent : .overlay)
      if overlay.highlighted == choice { style = style.adding(.reverse) }
      buffer.draw(
        Glyph.split(label, width: width), column: range.lowerBound, row: row, style: style,
        clip: range)
    }
  }
}
