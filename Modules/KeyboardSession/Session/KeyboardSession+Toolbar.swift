import Gestures
import KeyboardLayouts

/// The suggestion bar's buttons and cells as touch regions above the keys.
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

  /// The bar's frames in keyboard points: cells on the left, buttons on the right, all at
  /// y ∈ [−44, 0) (the bar sits right above the keys).
  public func toolbarFrames(width: Double) -> [(id: Int, frame: Rect)] {
    guard isToolbarVisible else { return [] }
    var result: [(Int, Rect)] = []
    var right = width
    let y = -ToolbarState.height
    let h = ToolbarState.height
    if settings.isClipboardHistoryEnabled {
      right -= ToolbarState.buttonWidth
      result.append(
        (
          ToolbarState.clipboardRegion,
          Rect(x: right, y: y, width: ToolbarState.buttonWidth, height: h)
        ))
    }
    if showsReplyButton {  // reply candidates
      right -= ToolbarState.buttonWidth
      let frame = Rect(x: right, y: y, width: ToolbarState.buttonWidth, height: h)
      result.append((ToolbarState.replyRegion, frame))
    }
    if showsGrammarButton {
      right -= ToolbarState.buttonWidth
      let frame = Rect(x: right, y: y, width: ToolbarState.buttonWidth, height: h)
      result.append((ToolbarState.grammarRegion, frame))
    }
    if settings.isUndoRedoEnabled {
      right -= ToolbarState.buttonWidth
      result.append(
        (ToolbarState.redoRegion, Rect(x: right, y: y, width: ToolbarState.buttonWidth, height: h)))
      right -= ToolbarState.buttonWidth
      result.append(
        (ToolbarState.undoRegion, Rect(x: right, y: y, width: ToolbarState.buttonWidth, height: h)))
    }
    if candidatesUsable || isProviderBarShown {
      let cellWidth = max(right, 0) / Double(ToolbarState.visibleCells)
      let first = toolbar.scrollOffset
      let last = min(toolbar.cells.count, first + ToolbarState.visibleCells)
      if first < last {
        for index in first..<last {
          let x = Double(index - first) * cellWidth
          result.append((index, Rect(x: x, y: y, width: cellWidth, height: h)))
        }
      }
    }
    return result
  }

  func toolbarRegions(width: Double) -> [TapRegion] {
    toolbarFrames(width: width).map { entry in
      TapRegion(
        id: entry.id, frame: entry.frame,
        longPressDuration: entry.id < 10 && toolbar.cells.indices.contains(entry.id)
          && toolbar.cells[entry.id].isRemovable ? TapRegion.candidateLongPressDuration : nil)
    }
  }

  mutating func tapRegion(_ id: Int, at time: Double) {
    runDeferredSuggestions()
    switch id {
    case ToolbarState.undoRegion: perform(.undo, at: time, gesture: "undo button")
    case ToolbarState.redoRegion: perform(.redo, at: time, gesture: "redo button")
    case ToolbarState.clipboardRegion: toggleClipboardPanel()
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
    let last = max(0, toolbar.cells.count - ToolbarState.visibleCells)
    toolbar.scrollOffset = min(max(toolbar.scrollOffset + (forward ? 1 : -1), 0), last)
    if let width = layoutCache?.geometry.size.width {
      gestures.layout.regions = toolbarRegions(width: width)
    }
  }

  /// The bar as text for `expect candidates`: cells joined by ` | `.
  public var candidateSummary: String {
    toolbar.cells.map(\.display).joined(separator: " | ")
  }
}
