import Gestures
import KeyboardLayouts
import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

extension SessionPresenter {
  /// The suggestion bar; `nil` while the session hides it (tenkey, nothing enabled).
  ///
  /// A touch on a cell overrides the preview highlight (§4.1): only the touched cell is
  /// reversed while the mouse holds it; the cell the bar keys highlighted (Alt-← →) does the
  /// same while no finger is on the bar.
  static func toolbar(_ session: KeyboardSession, pressedRegion: Int?) -> ToolbarModel? {
    guard session.isToolbarVisible else { return nil }
    // The cells the bar keys address: none while the bar shows neither suggestions nor replies.
    let cells = session.barCells.isEmpty ? [] : session.toolbar.cells
    let pressedRegion = pressedRegion ?? session.barFocus
    let touchesCell = pressedRegion.map { cells.indices.contains($0) } ?? false
    var candidates: [CandidateCell] = []
    candidates.reserveCapacity(cells.count)
    for (index, cell) in cells.enumerated() {
      let highlighted = touchesCell ? pressedRegion == index : cell.isPreview
      candidates.append(
        CandidateCell(text: cell.display, isBold: cell.isRemovable, isHighlighted: highlighted))
    }
    let undo = session.settings.isUndoRedoEnabled
    var model = ToolbarModel(
      candidates: candidates, scrollOffset: session.toolbar.scrollOffset,
      canUndo: undo ? session.undoHistory.canUndo : nil,
      canRedo: undo ? session.undoHistory.canRedo : nil,
      showsClipboard: session.settings.isClipboardHistoryEnabled,
      showsReply: session.showsReplyButton)
    model.showsGrammar = session.showsGrammarButton
    return model
  }

  /// The session's own overlays: the switch-key balloons, the cursor indicator and the
  /// candidate-removal confirmation.
  static func overlays(_ session: KeyboardSession) -> [OverlayModel] {
    var result: [OverlayModel] = []
    if let overlay = session.gestureOverlay {
      switch overlay.kind {
      case .keyboardSelect:
        let target = session.geometry?.switchSelect?.target.label ?? "123"
        if let select = keyboardSelect(overlay, target: target) {
          result.append(.keyboardSelect(select))
        }
      case .oneHanded:
        if let chooser = oneHanded(
          overlay, current: session.settings.oneHandedMode, words: session.words)
        {
          result.append(.oneHanded(chooser))
        }
      }
    }
    if session.overlayName == "cursor" {
      result.append(
        .cursorIndicator(CursorIndicatorModel(label: session.words(PanelText.cursorMove))))
    }
    if let candidate = session.removalCandidate {
      result.append(
        .candidateRemoval(CandidateRemovalModel(candidate: candidate, words: session.words)))
    }
    return result
  }

  /// The keyboard-select balloon: the target zone and the X zone as the engine hit-tests them.
  static func keyboardSelect(_ overlay: GestureOverlay, target: String) -> KeyboardSelectModel? {
    guard let targetIndex = overlay.zones.firstIndex(where: { $0.choice != nil }),
      let cancelIndex = overlay.zones.firstIndex(where: { $0.choice == nil })
    else { return nil }
    var highlighted: KeyboardSelectModel.Choice?
    if overlay.highlighted == targetIndex { highlighted = .target }
    if overlay.highlighted == cancelIndex { highlighted = .cancel }
    return KeyboardSelectModel(
      frame: overlay.frame, targetFrame: overlay.zones[targetIndex].frame,
      cancelFrame: overlay.zones[cancelIndex].frame, target: target,
      highlighted: highlighted)
  }

  /// The one-handed chooser with its three zones, the mode in effect and the zones' labels in
  /// `words`.
  static func oneHanded(_ overlay: GestureOverlay, current: OneHandedMode, words: Words)
    -> OneHandedModel?
  {
    func zone(_ side: OneHandedMode) -> Int? {
      overlay.zones.firstIndex { $0.choice == .oneHanded(side) }
    }
    guard let left = zone(.left), let center = zone(.center), let right = zone(.right) else {
      return nil
    }
    let highlighted = [(left, OneHandedMode.left), (center, .center), (right, .right)]
      .first { $0.0 == overlay.highlighted }?.1
    return OneHandedModel(
      frame: overlay.frame, leftFrame: overlay.zones[left].frame,
      centerFrame: overlay.zones[center].frame,
      rightFrame: overlay.zones[right].frame, highlighted: highlighted,
      current: current, words: words)
  }
}
