import Localization
import Suggestions

/// One cell of the suggestion bar as keys address it: its number (1 is the leftmost cell of
/// the whole bar, scrolled into view or not), what it shows and what it is.
///
/// Typing `사라` with `사랑` learned gives cell 1 `"사라"` (`.currentWord`), cell 2 `사랑`
/// (`.learned`, removable); `3-1=` gives cell 1 the expression, cells 2 and 3 the result
/// (`.mathResult`, `3-1=2` and `2`).
public struct BarCell: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// The word being typed, in quotes (or the expression, in math mode).
    case currentWord
    /// A word from the user's history or taught words: removable.
    case learned
    /// A completion, correction or text-replacement expansion.
    case suggestion
    /// A math result (both its cells).
    case mathResult
    /// A reply candidate that the reply button or Ctrl-R fetched.
    case reply
  }

  /// 1-based, as Alt-1 … Alt-9 name it.
  public var number: Int
  public var display: String
  public var kind: Kind
  public var isRemovable: Bool
  /// Whether the bar shows the cell now (three at a time).
  public var isVisible: Bool

  /// A short name of the kind for notes: `학습한 단어` in Korean, `learned word` in English.
  public func kindName(_ words: Words) -> String {
    switch kind {
    case .currentWord: words(SessionText.currentWord)
    case .learned: words(SessionText.learnedWord)
    case .suggestion: words(SessionText.suggestion)
    case .mathResult: words(SessionText.mathResult)
    case .reply: words(SessionText.replyCandidate)
    }
  }
}

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
  public mutating func moveBarFocus(by step: Int) -> Int? {
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
