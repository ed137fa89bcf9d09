/// The arrow keys of a hardware keyboard on a selection, as every editor has them: ← and →
/// collapse it to its start and end (iOS's space-bar trackpad does the same), Shift-← and
/// Shift-→ move its free end one character, the other end staying put.
///
/// `안녕[하세]요`: ← leaves the cursor before 하, → after 세; Shift-← makes it `안녕[하]세요`.
extension KeyboardSession {
  /// Collapses the selection to its start (`toEnd` false) or its end; false when nothing is
  /// selected, and the arrow then moves the cursor as it always does.
  mutating func collapseSelection(toEnd: Bool) -> Bool {
    guard let selection = document.selection else { return false }
    selectionAnchor = nil
    hostMovedCursor(to: toEnd ? selection.upperBound : selection.lowerBound)
    return true
  }

  /// Moves the selection's free end by `characters` (negative: left): from the cursor when
  /// nothing is selected; a selection another way made (Ctrl-A, the mouse) keeps its start.
  mutating func extendSelection(characters: Int) {
    let anchor: Int
    let end: Int
    if let selection = document.selection {
      if let kept = selectionAnchor, kept == selection.lowerBound || kept == selection.upperBound {
        anchor = kept
      } else {
        anchor = selection.lowerBound
      }
      end = anchor == selection.lowerBound ? selection.upperBound : selection.lowerBound
    } else {
      anchor = document.cursor
      end = anchor
    }
    // A copy walks the characters, so a character of several scalars is one step.
    var probe = document
    probe.setCursor(end)
    probe.moveCursor(characters: characters)
    let moved = probe.cursor
    let range = min(anchor, moved)..<max(anchor, moved)
    hostMovedCursor(to: moved, selecting: range.isEmpty ? nil : range)
    selectionAnchor = range.isEmpty ? nil : anchor
  }
}
