import Hangul

/// The delete key: single jamo steps, repeat ticks and the delete drag with its restore stack.
extension KeyboardSession {
  mutating func delete(_ kind: KeyAction.DeleteKind) {
    switch kind {
    case .single:
      releaseOneShotShift()
      deleteRun.discardRestoreStack()
      if restoreReplacementOnDelete() {
        syncLearningAfterDelete()
        return
      }
      suggestions.replacer.otherKey()
      let location = document.cursor - document.lastCharacterScalarCount
      let original = document.text(in: location..<document.cursor)
      deleteStep()
      let remainder =
        document.cursor > location ? document.text(in: location..<document.cursor) : ""
      if !original.isEmpty {
        deleteRun.touchDown = .init(original: original, remainder: remainder, location: location)
      }
    case .repeatTick:
      if !hangul.deleteWholeCharacter(in: &document) { document.deleteCharacterBackward() }
      updatePeriodShortcutAfterDelete()
      syncLearningAfterDelete()
    case .repeatEnded:
      hangul.endRepeatDelete(in: &document)
    case .dragDelete:
      dragDeleteOne()
    case .dragRestore:
      dragRestoreOne()
    case .dragEnded:
      deleteRun.discardRestoreStack()
    }
  }

  /// One delete step: jamo-wise inside the Hangul buffers (§2.8 branches 1–3), else one
  /// whole character.
  mutating func deleteStep() {
    if !hangul.delete(in: &document) {
      document.deleteCharacterBackward()
    }
    updatePeriodShortcutAfterDelete()
    syncLearningAfterDelete()
  }

  private mutating func dragDeleteOne() {
    if !deleteRun.isDragging {
      deleteRun.isDragging = true
      hangul.reset()
      if let step = deleteRun.touchDown, step.remainder.isEmpty {
        // The touch-down removed a whole character: it is the first one to restore.
        deleteRun.restoreStack.append(step.original)
      }
    }
    guard document.cursor > 0 else { return }
    let location = document.cursor - document.lastCharacterScalarCount
    var removed = document.deleteCharacterBackward()
    if let step = deleteRun.touchDown, !step.remainder.isEmpty, step.location == location,
      removed == step.remainder
    {
      removed = step.original
      deleteRun.touchDown = nil
    }
    deleteRun.restoreStack.append(removed)
    updatePeriodShortcutAfterDelete()
    syncLearningAfterDelete()
  }

  private mutating func dragRestoreOne() {
    guard let text = deleteRun.restoreStack.popLast() else { return }
    hangul.reset()
    document.insert(text)
    hangul.adoptCharacterBeforeCursor(of: document)
  }

  /// After a delete right after the period shortcut the next one is suppressed; while
  /// suppressed, a letter or digit before the cursor lifts it again (§3.5).
  mutating func updatePeriodShortcutAfterDelete() {
    guard settings.isPeriodShortcutEnabled else { return }
    if periodShortcut.justApplied {
      periodShortcut.justApplied = false
      periodShortcut.suppressed = true
      return
    }
    if periodShortcut.suppressed,
      let last = document.text(in: max(0, document.cursor - 64)..<document.cursor).last,
      last.isLetter || last.isNumber
    {
      periodShortcut.suppressed = false
    }
  }
}
