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
    let (moved, anchor) = document.extendingSelection(by: characters, anchor: selectionAnchor)
    let range = min(anchor, moved)..<max(anchor, moved)
    hostMovedCursor(to: moved, selecting: range.isEmpty ? nil : range)
    selectionAnchor = range.isEmpty ? nil : anchor
  }
}

extension TextDocument {
  /// Where the selection's free end lands after `characters` (negative: left), and the end that
  /// stays: `anchor` when it is one of the selection's ends, else its start; the cursor when
  /// nothing is selected. A character of several scalars is one step.
  func extendingSelection(by characters: Int, anchor kept: Int?) -> (moved: Int, anchor: Int) {
    let anchor: Int
    let end: Int
    if let selection {
      if let kept, kept == selection.lowerBound || kept == selection.upperBound {
        anchor = kept
      } else {
        anchor = selection.lowerBound
      }
      end = anchor == selection.lowerBound ? selection.upperBound : selection.lowerBound
    } else {
      anchor = cursor
      end = anchor
    }
    var probe = self
    probe.setCursor(end)
    probe.moveCursor(characters: characters)
    return (probe.cursor, anchor)
  }
}
