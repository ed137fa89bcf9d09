import Gestures
import KeyboardLayouts
import Suggestions

/// The bar above the keys: whether it shows, its buttons and cells, as keys address them.
extension SessionBar {
  /// Hidden with the tenkey, or when nothing in it is enabled (§4.1).
  func isVisible(_ context: BarContext) -> Bool {
    if context.keyboard.page == .tenkey { return false }
    let settings = context.settings
    return context.candidatesUsable || settings.isUndoRedoEnabled
      || settings.isClipboardHistoryEnabled || showsReplyButton(context)
      || isProviderBarShown(context)
  }

  /// Which of the bar's buttons and cells show now.
  func buttons(_ context: BarContext) -> ToolbarState.Buttons {
    ToolbarState.Buttons(
      clipboard: context.settings.isClipboardHistoryEnabled, reply: showsReplyButton(context),
      grammar: showsGrammarButton(context), undoRedo: context.settings.isUndoRedoEnabled,
      cells: context.candidatesUsable || isProviderBarShown(context))
  }

  /// The bar's frames for a keyboard `width` points wide (none while it is hidden).
  func frames(width: Double, _ context: BarContext) -> [(id: Int, frame: Rect)] {
    isVisible(context) ? toolbar.frames(width: width, buttons: buttons(context)) : []
  }

  /// The tap regions of the bar's frames for a keyboard `width` points wide.
  func regions(width: Double, _ context: BarContext) -> [TapRegion] {
    toolbar.regions(frames(width: width, context))
  }

  /// The bar's cells in order, as the keys address them; empty while the bar shows none.
  func cells(_ context: BarContext) -> [BarCell] {
    let replies = isShown(.replies, context)
    guard isVisible(context), context.candidatesUsable || replies else { return [] }
    let candidates = suggestions.list.candidates
    return toolbar.barCells { index in
      if replies { return .reply }
      return candidates.indices.contains(index) ? BarCell.Kind(candidates[index]) : .suggestion
    }
  }

  /// A long press on region `id` asks to remove its cell when the cell is removable.
  mutating func longPress(_ id: Int) {
    guard id < 10, toolbar.cells.indices.contains(id), toolbar.cells[id].isRemovable else { return }
    pendingRemoval = id
  }

  /// The candidate waiting for a removal confirmation (after a 0.5 s long press), if any.
  var removalCandidate: String? {
    guard let index = pendingRemoval, suggestions.list.candidates.indices.contains(index) else {
      return nil
    }
    return suggestions.list.candidates[index].text
  }

  /// Forgets what cell `cell`'s candidate came from; false when it is not removable.
  mutating func remove(cell: Int) -> Bool {
    guard suggestions.list.candidates.indices.contains(cell),
      let removal = suggestions.list.candidates[cell].removal
    else { return false }
    suggestions.remove(removal)
    pendingRemoval = nil
    return true
  }
}
