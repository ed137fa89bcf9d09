import Localization
import Suggestions

/// The bar from the keyboard: which cell is which, the highlight that bar keys move, and how
/// far the bar must scroll to show a cell. Picks and removals go through the bar's own
/// touch paths (a tap, a long press and its confirmation), so keys and fingers agree.
extension KeyboardSession {
  /// The bar's cells in order, as the keys address them; empty while the bar shows none.
  public var barCells: [BarCell] {
    guard isToolbarVisible, candidatesUsable || isReplyBarShown else { return [] }
    let first = toolbar.scrollOffset
    let visible = first..<(first + ToolbarState.visibleCells)
    return toolbar.cells.enumerated().map { index, cell in
      BarCell(
        number: index + 1, display: cell.display, kind: barKind(of: index),
        isRemovable: cell.isRemovable, isVisible: visible.contains(index))
    }
  }

  private func barKind(of index: Int) -> BarCell.Kind {
    if isReplyBarShown { return .reply }
    guard suggestions.list.candidates.indices.contains(index) else { return .suggestion }
    let candidate = suggestions.list.candidates[index]
    if candidate.isRemovable { return .learned }
    switch candidate.source {
    case .current: return .currentWord
    case .math: return .mathResult
    case .ngram, .lexicon, .spelling, .replacement: return .suggestion
    }
  }

  /// The highlighted cell's index (0-based), if any.
  public var barFocus: Int? { toolbar.focus }

  /// Moves the highlight `step` cells (negative: left), stopping at the ends; with no
  /// highlight, → starts at the first cell shown and ← at the last one shown. Returns the
  /// highlighted index, `nil` when the bar has no cells.
  @discardableResult
  mutating func moveBarFocus(by step: Int) -> Int? {
    let count = barCells.count
    guard count > 0 else {
      toolbar.focus = nil
      return nil
    }
    let next: Int
    if let focus = toolbar.focus {
      next = focus + step
    } else {
      let first = min(toolbar.scrollOffset, count - 1)
      let last = min(first + ToolbarState.visibleCells, count) - 1
      next = step >= 0 ? first + max(step - 1, 0) : last + min(step + 1, 0)
    }
    toolbar.focus = min(max(next, 0), count - 1)
    return toolbar.focus
  }

  /// The scroll steps that bring cell `index` into view: negative scrolls back (‹), positive
  /// forward (›), 0 when it shows already.
  public func barScrollSteps(toShow index: Int) -> Int {
    let first = toolbar.scrollOffset
    if index < first { return index - first }
    let last = first + ToolbarState.visibleCells - 1
    return index > last ? index - last : 0
  }
}
