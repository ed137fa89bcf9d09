import Gestures
import Hangul
import KeyboardLayouts
import Suggestions

/// The suggestion bar (§4): what it shows after each change, what space and delete ask of it,
/// picks and removals, and learning from the text typed in this session.
extension KeyboardSession {
  var suggestionSettings: SuggestionSettings {
    SuggestionSettings(
      areCandidatesUsable: candidatesUsable,
      isMathEnabled: settings.isShowMathResultsEnabled,
      isTextReplacementEnabled: settings.isTextReplacementEnabled,
      isSmartSpacingEnabled: settings.isSmartPunctuationEnabled && traits.smartInsertDelete != .no)
  }

  /// A secure field learns nothing (§4.6).
  var isLearningAllowed: Bool { !traits.isSecureTextEntry }

  func suggestionContext() -> SuggestionContext {
    suggestions.context(in: document, language: keyboard.suggestionLanguage)
  }

  /// Recomputes the bar after a change. `decidingMode` is false after a pick, so an inserted
  /// prediction keeps the bar in next-word mode (§4.2, §7 item 18).
  mutating func refreshSuggestions(decidingMode: Bool = true) {
    if suggestionDeferral.isActive {
      suggestionDeferral.pendingDecidingMode = decidingMode
      return
    }
    suggestions.engine.settings = suggestionSettings
    let context = suggestionContext()
    let model = suggestions.models[keyboard.ngramLanguage]
    let replacer = settings.isTextReplacementEnabled ? suggestions.replacer : nil
    let list = suggestions.updateList(
      context, ngram: model, appNgram: suggestions.appModel(for: keyboard.ngramLanguage),
      replacer: replacer, decidingMode: decidingMode, english: keyboard.language == .english)
    showList(list)
    // The bar's visibility shapes the key frames.
    refreshLayout()
  }

  mutating func showList(_ list: SuggestionList) {
    suggestions.list = list
    toolbar.cells = list.candidates.enumerated().map { index, candidate in
      ToolbarState.Cell(
        display: candidate.display, isRemovable: candidate.isRemovable,
        isPreview: index == list.previewIndex)
    }
    toolbar.scrollOffset = 0
    pendingRemoval = nil
    refreshToolbarRegions()
    // Reply candidates and a grammar proposal stay on the bar until the next keystroke.
    showProviderCells()
  }

  // MARK: - Space, return, delete

  /// Before the space is inserted: a math result (cell 1) or a text replacement (§4.4).
  mutating func applySpaceSuggestions() {
    if let candidate = suggestions.list.spaceCandidate,
      let application = CandidateApplication(
        candidate: candidate, context: suggestionContext(), settings: suggestionSettings),
      let edit = application.edit
    {
      hangul.reset()
      execute(edit)
      return
    }
    guard settings.isTextReplacementEnabled else { return }
    if let edit = suggestions.replacer.space(
      textBeforeCursor: document.lineBeforeCursor(limit: 256))
    {
      hangul.reset()
      execute(edit)
    }
  }

  /// The delete key first turns a just-made replacement back into its shortcut (§4.4);
  /// returns true when it did.
  mutating func restoreReplacementOnDelete() -> Bool {
    guard settings.isTextReplacementEnabled, document.selection == nil,
      let edit = suggestions.replacer.delete(
        textBeforeCursor: document.lineBeforeCursor(limit: 512))
    else { return false }
    hangul.reset()
    execute(edit)
    return true
  }

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

  // MARK: - Learning (§4.6)

  /// Records the words typed since the last record point (real space, return).
  mutating func learnPendingWords() {
    suggestions.learnPendingWords(
      in: document, language: keyboard.ngramLanguage, isAllowed: isLearningAllowed,
      capitalization: learningCapitalization)
  }

  /// The field's traits while auto-capitalisation is on: a capital it would put at a word's
  /// start is the keyboard's, and is not learned.
  var learningCapitalization: FieldTraits? {
    settings.isAutoCapitalizationEnabled ? traits : nil
  }

  /// After a return: record the pending words, end the sentence and save.
  mutating func learnAtReturn() {
    suggestions.learnAtReturn(
      in: document, language: keyboard.ngramLanguage, isAllowed: isLearningAllowed,
      capitalization: learningCapitalization)
  }

  /// Keeps the sentence in step with deletions (`SuggestionCoordinator.syncAfterDelete`).
  mutating func syncLearningAfterDelete() {
    suggestions.syncAfterDelete(in: document, language: keyboard.ngramLanguage)
  }

  /// The events the host program should persist, since the last call.
  public mutating func takeLearningEvents() -> [LearningEvent] {
    suggestions.takeEvents()
  }

  /// The keyboard goes away: everything unsaved is saved.
  mutating func keyboardWillDisappear() {
    suggestions.saveAll()
    undoHistory.invalidate()
  }

  /// The learned n-gram model of `language` (for listings and tests).
  func ngramModel(_ language: NgramLanguage) -> NgramModel? { suggestions.models[language] }

  /// The learned n-gram model of `language` of host application `app` (for listings and
  /// tests); nil when nothing was learned there.
  func ngramModel(_ language: NgramLanguage, app: String) -> NgramModel? {
    suggestions.appModels[AppModelKey(language: language, app: app)]
  }

  // MARK: - Picks and removals (§4.3, §4.7)

  /// Applies suggestion cell `cell` as one undo unit; false when there is no such cell.
  mutating func pickCandidate(_ cell: Int, at time: Double) -> Bool {
    if let picked = pickProviderCell(cell, at: time) { return picked }  // a reply, a correction
    runDeferredSuggestions()
    guard suggestions.list.candidates.indices.contains(cell) else { return false }
    now = max(now, time)
    let candidate = suggestions.list.candidates[cell]
    let capitalizedAutomatically = currentWordStartIsAutoCapitalized
    guard
      let application = CandidateApplication(
        candidate: candidate, context: suggestionContext(), settings: suggestionSettings)
    else {
      return true
    }
    let edits: [DocumentEdit]
    if let edit = application.edit {
      edits = performAsUnit { $0.apply(edit) }
    } else {
      // Cell 0 confirms the word as it stands: the field does not change, so the composition
      // goes on, as in the reference (두벌식 `키보드 킵`, pick "킵", ㅗ → `키보드 키보`).
      undoHistory.close()
      deleteRun.discardRestoreStack()
      edits = []
    }
    if isLearningAllowed {
      suggestions.learn(
        from: application, keyboard: keyboard, cursor: document.cursor,
        capitalizedAutomatically: capitalizedAutomatically)
    }
    if isTracing {
      traceLines.append(
        "pick \(cell) \(candidate.display) → "
          + (edits.isEmpty ? "(no edit)" : edits.map(\.description).joined(separator: "; ")))
    }
    suggestions.engine.didApply(application)
    if application.clearsBar {
      showList(SuggestionList(mode: suggestions.engine.mode))
    } else {
      refreshSuggestions(decidingMode: false)
    }
    updateAutoCapitalization()
    return true
  }

  /// Long-presses cell `cell` and confirms its removal; false when it is not removable.
  mutating func removeCandidate(_ cell: Int, at time: Double) -> Bool {
    runDeferredSuggestions()
    guard toolbar.cells.indices.contains(cell), toolbar.cells[cell].isRemovable else {
      return false
    }
    return confirmRemoval(of: cell)
  }

  /// The candidate waiting for a removal confirmation (after a 0.5 s long press), if any.
  public var removalCandidate: String? {
    guard let index = pendingRemoval, suggestions.list.candidates.indices.contains(index) else {
      return nil
    }
    return suggestions.list.candidates[index].text
  }

  /// Answers the removal confirmation: true removes the candidate, false keeps it.
  mutating func answerRemoval(_ confirm: Bool) {
    guard let index = pendingRemoval else { return }
    pendingRemoval = nil
    if confirm { _ = confirmRemoval(of: index) }
  }

  mutating func confirmRemoval(of cell: Int) -> Bool {
    guard suggestions.list.candidates.indices.contains(cell),
      let removal = suggestions.list.candidates[cell].removal
    else { return false }
    suggestions.remove(removal)
    pendingRemoval = nil
    refreshSuggestions(decidingMode: false)
    return true
  }

  /// "Reset learned data" (§4.6): everything learned is forgotten (`SuggestionCoordinator`).
  mutating func resetLearnedData() {
    suggestions.resetLearnedData()
    suggestions.restartLearning(at: document.cursor, language: keyboard.ngramLanguage)
    refreshSuggestions()
  }

  /// Inserts a clipboard item at the cursor (replacing the selection), as the clipboard
  /// panel does (§4.12): one undo unit, Hangul buffers reset, and never learned (§4.3).
  mutating func paste(_ text: String, at time: Double) {
    now = max(now, time)
    let edits = performAsUnit { $0.insert(text) }
    if isTracing {
      traceLines.append("paste → " + edits.map(\.description).joined(separator: "; "))
    }
    isClipboardPanelOpen = false
    hostTextChanged()
  }
}
