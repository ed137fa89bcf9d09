import Gestures
import KeyboardLayouts
import Suggestions

/// The suggestion bar's buttons and cells as touch regions above the keys
/// (`ToolbarState+Frames.swift` lays them out).
extension KeyboardSession {
  /// Hidden with the tenkey, or when nothing in it is enabled (§4.1).
  public var isToolbarVisible: Bool {
    if keyboard.page == .tenkey { return false }
    return candidatesUsable || settings.isUndoRedoEnabled || settings.isClipboardHistoryEnabled
      || showsReplyButton || isProviderBarShown
  }

  /// Predictive text is on and the field allows autocorrection.
  public var candidatesUsable: Bool {
    settings.isPredictiveTextEnabled && traits.autocorrection != .no && !traits.isSecureTextEntry
  }

  /// Which of the bar's buttons and cells show now.
  var toolbarButtons: ToolbarState.Buttons {
    ToolbarState.Buttons(
      clipboard: settings.isClipboardHistoryEnabled, reply: showsReplyButton,
      grammar: showsGrammarButton, undoRedo: settings.isUndoRedoEnabled,
      cells: candidatesUsable || isProviderBarShown)
  }

  /// The bar's frames in keyboard points: cells on the left, buttons on the right, all at
  /// y ∈ [−44, 0) (the bar sits right above the keys).
  public func toolbarFrames(width: Double) -> [(id: Int, frame: Rect)] {
    isToolbarVisible ? toolbar.frames(width: width, buttons: toolbarButtons) : []
  }

  func toolbarRegions(width: Double) -> [TapRegion] {
    isToolbarVisible ? toolbar.regions(width: width, buttons: toolbarButtons) : []
  }

  /// The gesture engine's regions follow the bar's cells and scroll.
  mutating func refreshToolbarRegions() {
    if let width = layoutCache?.geometry.size.width {
      gestures.layout.regions = toolbarRegions(width: width)
    }
  }

  mutating func tapRegion(_ id: Int, at time: Double) {
    runDeferredSuggestions()
    switch id {
    case ToolbarState.undoRegion: perform(.undo, at: time, gesture: "undo button")
    case ToolbarState.redoRegion: perform(.redo, at: time, gesture: "redo button")
    case ToolbarState.clipboardRegion: isClipboardPanelOpen.toggle()
    case ToolbarState.replyRegion: requestProvider(\.replies, at: time)
    case ToolbarState.grammarRegion: requestProvider(\.grammar, at: time)
    default:
      if let pending = pendingRemoval {
        pendingRemoval = nil
        if pending == id { _ = confirmRemoval(of: id) }
        return
      }
      _ = pickCandidate(id, at: time)
    }
  }

  mutating func longPressRegion(_ id: Int, at time: Double) {
    runDeferredSuggestions()
    guard id < 10, toolbar.cells.indices.contains(id), toolbar.cells[id].isRemovable else { return }
    pendingRemoval = id
  }

  /// Scrolls the bar by one cell (its ‹ › arrows); three cells are visible at a time.
  mutating func scrollCandidates(forward: Bool) {
    toolbar.scroll(forward: forward)
    refreshToolbarRegions()
  }

  /// The bar as text for `expect candidates`: cells joined by ` | `.
  public var candidateSummary: String {
    toolbar.cells.map(\.display).joined(separator: " | ")
  }

  /// The bar's cells in order, as the keys address them; empty while the bar shows none.
  /// Picks and removals go through the bar's own touch paths (a tap, a long press and its
  /// confirmation), so keys and fingers agree.
  public var barCells: [BarCell] {
    guard isToolbarVisible, candidatesUsable || isReplyBarShown else { return [] }
    let replies = isReplyBarShown
    let candidates = suggestions.list.candidates
    return toolbar.barCells { index in
      if replies { return .reply }
      return candidates.indices.contains(index) ? BarCell.Kind(candidates[index]) : .suggestion
    }
  }

  /// The highlighted cell's index (0-based), if any.
  public var barFocus: Int? { toolbar.focus }

  /// The scroll steps that bring cell `index` into view (`ToolbarState.scrollSteps`).
  public func barScrollSteps(toShow index: Int) -> Int { toolbar.scrollSteps(toShow: index) }
}
