import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

/// The suggestion bar from the keyboard (Alt-1 … Alt-9, Alt-← → Alt-Enter, Alt-Backspace,
/// Alt-, Alt-.): the session says which cell is which; a pick is a tap on the cell and a
/// removal a long press on it, scrolled into view first — the touches a finger would make,
/// so a recording replays them and the bar's own rules (confirmations, reply mode) hold.
extension TerminalApp {
  /// Taps bar cell `index` (0-based), scrolling the bar to it first.
  mutating func pickBarCell(_ index: Int) {
    let cells = session.barCells
    guard cells.indices.contains(index) else {
      show(
        cells.isEmpty
          ? session.words(StatusText.barEmpty)
          : session.words(
            StatusText.barNoCell, ["number": String(index + 1), "count": String(cells.count)]))
      return
    }
    scrollBar(toShow: index)
    runNow(GestureSynthesizer.regionTap(index))
  }

  /// Moves the highlight and says which cell it is on.
  mutating func moveBarFocus(by step: Int) {
    guard let focus = session.send(.bar(.focus(step: step)), at: inputTime).barFocus else {
      show(session.words(StatusText.barEmpty))
      return
    }
    scrollBar(toShow: focus)
    let cells = session.barCells
    guard cells.indices.contains(focus) else { return }
    let cell = cells[focus]
    let words = session.words
    var note = words(
      StatusText.barFocus,
      [
        "number": String(cell.number), "count": String(cells.count), "display": cell.display,
        "kind": cell.kindName(words),
      ])
    if cell.isRemovable { note += " · " + words(StatusText.barFocusRemovable) }
    show(note)
  }

  /// A long press on the highlighted cell: a learned word asks to be removed (y / Enter).
  mutating func removeBarFocus() {
    let cells = session.barCells
    guard let focus = session.barFocus, cells.indices.contains(focus) else {
      show(session.words(StatusText.noRemovableFocus))
      return
    }
    guard cells[focus].isRemovable else {
      show(session.words(StatusText.notRemovable, ["word": cells[focus].display]))
      return
    }
    scrollBar(toShow: focus)
    runNow(GestureSynthesizer.regionLongPress(focus))
  }

  /// The bar's ‹ › arrows.
  mutating func scrollBar(forward: Bool) {
    guard !session.barCells.isEmpty else {
      show(session.words(StatusText.barEmpty))
      return
    }
    scrollBarOnce(forward: forward)
  }

  private mutating func scrollBar(toShow index: Int) {
    let steps = session.barScrollSteps(toShow: index)
    for _ in 0..<abs(steps) { scrollBarOnce(forward: steps > 0) }
  }

  private mutating func scrollBarOnce(forward: Bool) {
    session.send(.host(.scroll(forward: forward)), at: inputTime)
  }
}
