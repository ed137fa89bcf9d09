/// The suggestion bar's contents (filled by the suggestion coordinator).
extension KeyboardSession {
  /// Recomputes the bar after a text change.
  mutating func refreshSuggestions() {
    if let width = layoutCache?.geometry.size.width {
      gestures.layout.regions = toolbarRegions(width: width)
    }
  }

  /// Applies suggestion cell `cell`; false when there is no such cell.
  public mutating func pickCandidate(_ cell: Int, at time: Double) -> Bool {
    toolbar.cells.indices.contains(cell)
  }

  /// Long-presses cell `cell` and confirms its removal; false when it is not removable.
  public mutating func removeCandidate(_ cell: Int, at time: Double) -> Bool {
    guard toolbar.cells.indices.contains(cell), toolbar.cells[cell].isRemovable else { return false }
    return confirmRemoval(of: cell)
  }

  mutating func confirmRemoval(of cell: Int) -> Bool {
    false
  }

  mutating func toggleClipboardPanel() {}
}
