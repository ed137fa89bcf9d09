import Gestures
import KeyboardLayouts
import Suggestions

extension ToolbarState {
  /// Which of the bar's buttons show, and whether it shows cells (the session decides, from the
  /// settings, the field and the provider features).
  struct Buttons: Equatable, Sendable {
    var clipboard = false
    var reply = false
    var grammar = false
    var undoRedo = false
    var cells = false
  }

  /// The bar's frames in keyboard points: cells on the left, buttons on the right, all at
  /// y ∈ [−44, 0) (the bar sits right above the keys).
  func frames(width: Double, buttons: Buttons) -> [(id: Int, frame: Rect)] {
    var result: [(Int, Rect)] = []
    var right = width
    func button(_ id: Int) {
      right -= Self.buttonWidth
      result.append(
        (id, Rect(x: right, y: -Self.height, width: Self.buttonWidth, height: Self.height)))
    }
    if buttons.clipboard { button(Self.clipboardRegion) }
    if buttons.reply { button(Self.replyRegion) }
    if buttons.grammar { button(Self.grammarRegion) }
    if buttons.undoRedo {
      button(Self.redoRegion)
      button(Self.undoRegion)
    }
    if buttons.cells {
      let cellWidth = max(right, 0) / Double(Self.visibleCells)
      let first = scrollOffset
      let last = min(cells.count, first + Self.visibleCells)
      if first < last {
        for index in first..<last {
          let x = Double(index - first) * cellWidth
          result.append((index, Rect(x: x, y: -Self.height, width: cellWidth, height: Self.height)))
        }
      }
    }
    return result
  }

  /// `frames` as the gesture engine's tap regions: a removable cell takes a long press.
  func regions(_ frames: [(id: Int, frame: Rect)]) -> [TapRegion] {
    frames.map { entry in
      TapRegion(
        id: entry.id, frame: entry.frame,
        longPressDuration: entry.id < 10 && cells.indices.contains(entry.id)
          && cells[entry.id].isRemovable ? TapRegion.candidateLongPressDuration : nil)
    }
  }

  /// Scrolls by one cell (the bar's ‹ › arrows), stopping at the ends.
  mutating func scroll(forward: Bool) {
    let last = max(0, cells.count - Self.visibleCells)
    scrollOffset = min(max(scrollOffset + (forward ? 1 : -1), 0), last)
  }

  /// The cells in order, as the keys address them (`kind` says what each one is).
  func barCells(kind: (Int) -> BarCell.Kind) -> [BarCell] {
    let visible = scrollOffset..<(scrollOffset + Self.visibleCells)
    return cells.enumerated().map { index, cell in
      BarCell(
        number: index + 1, display: cell.display, kind: kind(index),
        isRemovable: cell.isRemovable, isVisible: visible.contains(index))
    }
  }

  /// Moves the highlight `step` cells over `count` cells (negative: left), stopping at the
  /// ends; with no highlight, → starts at the first cell shown and ← at the last one shown.
  /// Returns the highlighted index, `nil` when there are no cells.
  mutating func moveFocus(by step: Int, count: Int) -> Int? {
    guard count > 0 else {
      focus = nil
      return nil
    }
    let next: Int
    if let focus {
      next = focus + step
    } else {
      let first = min(scrollOffset, count - 1)
      let last = min(first + Self.visibleCells, count) - 1
      next = step >= 0 ? first + max(step - 1, 0) : last + min(step + 1, 0)
    }
    focus = min(max(next, 0), count - 1)
    return focus
  }

  /// The scroll steps that bring cell `index` into view: negative scrolls back (‹), positive
  /// forward (›), 0 when it shows already.
  func scrollSteps(toShow index: Int) -> Int {
    if index < scrollOffset { return index - scrollOffset }
    let last = scrollOffset + Self.visibleCells - 1
    return index > last ? index - last : 0
  }
}

extension BarCell.Kind {
  /// What a suggestion candidate is, as the bar keys tell it.
  init(_ candidate: Candidate) {
    if candidate.isRemovable {
      self = .learned
      return
    }
    switch candidate.source {
    case .current: self = .currentWord
    case .math: self = .mathResult
    case .ngram, .lexicon, .spelling, .replacement: self = .suggestion
    }
  }
}
