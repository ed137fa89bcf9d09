import KeyboardScreen
import KeyboardSession
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
          ? "추천 막대에 고를 칸이 없습니다"
          : "추천 막대에 \(index + 1)번째 칸이 없습니다 (\(cells.count)칸)")
      return
    }
    scrollBar(toShow: index)
    runNow(GestureSynthesizer.regionTap(index))
  }

  /// Moves the highlight and says which cell it is on.
  mutating func moveBarFocus(by step: Int) {
    guard let focus = session.moveBarFocus(by: step) else {
      show("추천 막대에 고를 칸이 없습니다")
      return
    }
    scrollBar(toShow: focus)
    let cells = session.barCells
    guard cells.indices.contains(focus) else { return }
    let cell = cells[focus]
    var note =
      "\(cell.number)/\(cells.count) \(cell.display) · \(cell.kindName(session.words)) · Alt-Enter 고르기"
    if cell.isRemovable { note += " · Alt-Backspace 지우기" }
    show(note)
  }

  /// A long press on the highlighted cell: a learned word asks to be removed (y / Enter).
  mutating func removeBarFocus() {
    let cells = session.barCells
    guard let focus = session.barFocus, cells.indices.contains(focus) else {
      show("강조한 칸이 없습니다 · Alt-← Alt-→ 로 학습한 단어를 고르세요")
      return
    }
    guard cells[focus].isRemovable else {
      show("\(cells[focus].display): 학습한 단어가 아니라 지울 수 없습니다")
      return
    }
    scrollBar(toShow: focus)
    runNow(GestureSynthesizer.regionLongPress(focus))
  }

  /// The bar's ‹ › arrows.
  mutating func scrollBar(forward: Bool) {
    guard !session.barCells.isEmpty else {
      show("추천 막대에 고를 칸이 없습니다")
      return
    }
    scrollBarOnce(forward: forward)
  }

  private mutating func scrollBar(toShow index: Int) {
    let steps = session.barScrollSteps(toShow: index)
    for _ in 0..<abs(steps) { scrollBarOnce(forward: steps > 0) }
  }

  private mutating func scrollBarOnce(forward: Bool) {
    session.scrollCandidates(forward: forward)
    record(.host(.scroll(forward: forward)))  // recorded for --record
  }
}
