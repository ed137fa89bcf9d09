import Gestures
import Hangul
import KeyboardLayouts
import Suggestions

/// The suggestion bar (§4) as the session drives it: the coordinator decides from what the
/// session hands it (`BarContext`); the session applies edits as undo units, traces them and
/// keeps the toolbar and the key frames in step.
extension KeyboardSession {
  /// What the bar reads of the session now.
  var barContext: BarContext {
    BarContext(
      document: document, keyboard: keyboard, settings: settings, traits: traits, words: words)
  }

  func suggestionContext() -> SuggestionContext { bar.suggestions.context(barContext) }

  /// Recomputes the bar after a change (owed while a burst of keys defers it). `decidingMode`
  /// is false after a pick, so an inserted prediction keeps the bar in next-word mode (§4.2,
  /// §7 item 18). The bar's visibility shapes the key frames.
  mutating func refreshSuggestions(decidingMode: Bool = true) {
    guard bar.refresh(barContext, decidingMode: decidingMode) else { return }
    refreshLayout()
    refreshToolbarRegions()
  }

  mutating func showList(_ list: SuggestionList) {
    if bar.show(list, barContext) { refreshLayout() }
    refreshToolbarRegions()
  }

  /// Applies a suggestion's edit at the cursor.
  mutating func execute(_ edit: TextEdit) { document.apply(edit) }

  /// Makes one change its own undo unit, as a paste and a suggestion are (§4.11): Hangul
  /// buffers reset, the edits recorded as one step and styled; returns them for the trace.
  mutating func performAsUnit(_ change: (inout TextDocument) -> Void) -> [DocumentEdit] {
    hangul.reset()
    undoHistory.close()
    deleteRun.discardRestoreStack()
    _ = document.takeEdits()
    change(&document)
    let edits = document.takeEdits()
    followFieldRefusal()
    applyStyles(of: edits)
    if settings.isUndoRedoEnabled {
      for edit in edits { undoHistory.record(edit, kind: .unit, time: now) }
      undoHistory.close()
    }
    return edits
  }

  /// Keeps the sentence in step with deletions (`SuggestionCoordinator.syncAfterDelete`).
  mutating func syncLearningAfterDelete() {
    bar.suggestions.syncAfterDelete(in: document, language: keyboard.ngramLanguage)
  }

  /// The events the host program should persist, since the last call.
  public mutating func takeLearningEvents() -> [LearningEvent] { bar.suggestions.takeEvents() }

  /// The keyboard goes away: everything unsaved is saved.
  mutating func keyboardWillDisappear() {
    bar.suggestions.saveAll()
    undoHistory.invalidate()
  }

  // MARK: - Picks and removals (§4.3, §4.7)

  /// Applies suggestion cell `cell` as one undo unit; false when there is no such cell.
  mutating func pickCandidate(_ cell: Int, at time: Double) -> Bool {
    if let picked = pickProviderCell(cell, at: time) { return picked }  // a reply, a correction
    runDeferredSuggestions()
    guard let (candidate, application) = bar.suggestions.application(ofCell: cell, barContext)
    else {
      return false
    }
    now = max(now, time)
    let capitalizedAutomatically = currentWordStartIsAutoCapitalized
    guard let application else { return true }
    var edits: [DocumentEdit] = []
    if let edit = application.edit {
      edits = performAsUnit { $0.apply(edit) }
    } else {
      // Cell 0 confirms the word as it stands: the field does not change, so the composition
      // goes on, as in the reference (두벌식 `키보드 킵`, pick "킵", ㅗ → `키보드 키보`).
      undoHistory.close()
      deleteRun.discardRestoreStack()
    }
    if barContext.isLearningAllowed {
      bar.suggestions.learn(
        from: application, keyboard: keyboard, cursor: document.cursor,
        capitalizedAutomatically: capitalizedAutomatically)
    }
    trace("pick \(cell) \(candidate.display) → \(edits.isEmpty ? "(no edit)" : edits.traced)")
    bar.suggestions.engine.didApply(application)
    if application.clearsBar {
      showList(SuggestionList(mode: bar.suggestions.engine.mode))
    } else {
      refreshSuggestions(decidingMode: false)
    }
    updateAutoCapitalization()
    return true
  }

  /// Long-presses cell `cell` and confirms its removal; false when it is not removable.
  mutating func removeCandidate(_ cell: Int, at time: Double) -> Bool {
    runDeferredSuggestions()
    guard bar.toolbar.cells.indices.contains(cell), bar.toolbar.cells[cell].isRemovable else {
      return false
    }
    return confirmRemoval(of: cell)
  }

  /// Answers the removal confirmation: true removes the candidate, false keeps it.
  mutating func answerRemoval(_ confirm: Bool) {
    guard let index = bar.pendingRemoval else { return }
    bar.pendingRemoval = nil
    if confirm { _ = confirmRemoval(of: index) }
  }

  mutating func confirmRemoval(of cell: Int) -> Bool {
    guard bar.remove(cell: cell) else { return false }
    refreshSuggestions(decidingMode: false)
    return true
  }

  /// "Reset learned data" (§4.6): everything learned is forgotten (`SuggestionCoordinator`).
  mutating func resetLearnedData() {
    bar.suggestions.resetLearnedData()
    bar.suggestions.restartLearning(at: document.cursor, language: keyboard.ngramLanguage)
    refreshSuggestions()
  }

  /// Inserts a clipboard item at the cursor (replacing the selection), as the clipboard
  /// panel does (§4.12): one undo unit, Hangul buffers reset, and never learned (§4.3).
  mutating func paste(_ text: String, at time: Double) {
    isClipboardPanelOpen = false
    hostEdit("paste", at: time) { $0.insert(text) }
  }
}

extension [DocumentEdit] {
  /// The edits as the trace shows them: `insert "가" at 0; …`.
  var traced: String { map(\.description).joined(separator: "; ") }
}
