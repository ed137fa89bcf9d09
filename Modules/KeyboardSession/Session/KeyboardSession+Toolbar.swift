import Gestures
import KeyboardLayouts
import Suggestions

/// The suggestion bar's buttons and cells as touch regions above the keys
/// (`SessionBar+Toolbar.swift` decides them, `ToolbarState+Frames.swift` lays them out).
extension KeyboardSession {
  /// Hidden with the tenkey, or when nothing in it is enabled (§4.1).
  public var isToolbarVisible: Bool { bar.isVisible(barContext) }

  /// Predictive text is on and the field allows autocorrection.
  public var candidatesUsable: Bool { barContext.candidatesUsable }

  /// The bar's frames in keyboard points: cells on the left, buttons on the right, all at
  /// y ∈ [−44, 0) (the bar sits right above the keys).
  public func toolbarFrames(width: Double) -> [(id: Int, frame: Rect)] {
    bar.frames(width: width, barContext)
  }

  func toolbarRegions(width: Double) -> [TapRegion] { bar.regions(width: width, barContext) }

  /// The gesture engine's regions follow the bar's cells and scroll.
  mutating func refreshToolbarRegions() {
    if let width = touches.layoutCache?.geometry.size.width {
      touches.gestures.layout.regions = toolbarRegions(width: width)
    }
  }

  mutating func tapRegion(_ id: Int, at time: Double) {
    runDeferredSuggestions()
    switch id {
    case ToolbarState.undoRegion: perform(.undo, at: time, gesture: "undo button")
    case ToolbarState.redoRegion: perform(.redo, at: time, gesture: "redo button")
    case ToolbarState.clipboardRegion: isClipboardPanelOpen.toggle()
    case ToolbarState.replyRegion: requestProvider(.replies, at: time)
    case ToolbarState.grammarRegion: requestProvider(.grammar, at: time)
    default:
      if let pending = bar.pendingRemoval {
        bar.pendingRemoval = nil
        if pending == id { _ = confirmRemoval(of: id) }
        return
      }
      _ = pickCandidate(id, at: time)
    }
  }

  mutating func longPressRegion(_ id: Int, at time: Double) {
    runDeferredSuggestions()
    bar.longPress(id)
  }

  /// Scrolls the bar by one cell (its ‹ › arrows); three cells are visible at a time.
  mutating func scrollCandidates(forward: Bool) {
    bar.toolbar.scroll(forward: forward)
    refreshToolbarRegions()
  }

  /// The bar as text for `expect candidates`: cells joined by ` | `.
  public var candidateSummary: String {
    toolbar.cells.map(\.display).joined(separator: " | ")
  }

  /// The bar's cells in order, as the keys address them; empty while the bar shows none.
  /// Picks and removals go through the bar's own touch paths (a tap, a long press and its
  /// confirmation), so keys and fingers agree.
  public var barCells: [BarCell] { bar.cells(barContext) }

  /// The highlighted cell's index (0-based), if any.
  public var barFocus: Int? { toolbar.focus }

  /// The scroll steps that bring cell `index` into view (`ToolbarState.scrollSteps`).
  public func barScrollSteps(toShow index: Int) -> Int { toolbar.scrollSteps(toShow: index) }

  /// The candidate waiting for a removal confirmation (after a 0.5 s long press), if any.
  public var removalCandidate: String? { bar.removalCandidate }
}
