import TerminalKit

extension ScreenLayout {
  /// What a click at a cell lands on (0-based column and row, as `TerminalInput.mouse` gives).
  ///
  /// Overlays drawn over the keyboard are not consulted: the gesture recogniser owns them and
  /// works in keyboard points, which `.keyboard` provides.
  public func hit(column: Int, row: Int) -> ScreenHit {
    guard !isTooSmall else { return .nothing }
    if row == statusRow { return .status }
    if let removal, row == removal.row {
      if removal.remove.contains(column) { return .confirmRemoval }
      if removal.cancel.contains(column) { return .cancelRemoval }
      return .nothing
    }
    if let toolbar, row == toolbar.row {
      return hit(toolbar: toolbar, column: column)
    }
    if let keyboard, keyboard.rows.contains(row), keyboard.columns.contains(column) {
      return .keyboard(keyboard.point(column: column, row: row))
    }
    if fieldRows.contains(row) {
      return .field(field.position(visibleRow: row - fieldRows.lowerBound, column: column))
    }
    return .nothing
  }

  private func hit(toolbar: ToolbarLayout, column: Int) -> ScreenHit {
    if let slot = toolbar.slots.first(where: { $0.columns.contains(column) }) {
      return .candidate(slot.index)
    }
    if toolbar.scrollBack?.contains(column) == true { return .scrollCandidates(forward: false) }
    if toolbar.scrollForward?.contains(column) == true { return .scrollCandidates(forward: true) }
    if toolbar.undo?.contains(column) == true { return .undo }
    if toolbar.redo?.contains(column) == true { return .redo }
    if toolbar.clipboard?.contains(column) == true { return .clipboard }
    if toolbar.reply?.contains(column) == true { return .reply }
    if toolbar.grammar?.contains(column) == true { return .grammar }
    return .nothing
  }
}
