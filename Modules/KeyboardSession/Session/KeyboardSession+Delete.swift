import Hangul
import Suggestions

/// The delete key: single jamo steps, repeat ticks and the delete drag with its restore stack.
extension KeyboardSession {
  mutating func delete(_ kind: KeyAction.DeleteKind) {
    switch kind {
    case .single:
      releaseOneShotShift()
      deleteRun.discardRestoreStack()
      if let edit = bar.suggestions.deleteEdit(barContext) {
        hangul.reset()
        execute(edit)
        syncLearningAfterDelete()
        return
      }
      bar.suggestions.replacer.otherKey()
      let start = DeleteRunState.stepWindowStart(in: document)
      let before = document.text(in: start..<document.cursor)
      deleteStep()
      deleteRun.touchDown = DeleteRunState.TouchDownStep(
        before: before, after: document.text(in: start..<document.cursor), at: start)
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

  /// One whole character away from before the cursor, onto the restore stack (§3.4).
  ///
  /// The buffers are cleared on every step, not just the first: a restore may have made the
  /// character before the cursor composing again, and a later deletion that left that state
  /// behind would let the next key rewrite text the drag never deleted (`abcㅅ`: drag away
  /// `ㅅ` and `c`, bring both back, delete them again, ㅏ must give `abㅏ`, not `a사`).
  private mutating func dragDeleteOne() {
    hangul.reset()
    guard deleteRun.dragDeleteOne(in: &document) else { return }
    updatePeriodShortcutAfterDelete()
    syncLearningAfterDelete()
  }

  /// Puts the last deleted text back; restored Hangul becomes composing again (§2.9).
  private mutating func dragRestoreOne() {
    guard let text = deleteRun.restoreStack.popLast() else { return }
    hangul.restore(text, in: &document)
  }

  /// After a delete right after the period shortcut the next one is suppressed; while
  /// suppressed, a letter or digit before the cursor lifts it again (§3.5).
  mutating func updatePeriodShortcutAfterDelete() {
    guard settings.isPeriodShortcutEnabled else { return }
    periodShortcut.afterDelete(in: document)
  }
}
