import Gestures
import Hangul
import Suggestions

/// Applying key actions: the one place every gesture, binding and script ends up.
extension KeyboardSession {
  /// Applies `action` at `time` (seconds on the session clock) and feeds the resulting document
  /// edits to undo/redo and the trace.
  mutating func perform(_ action: KeyAction, at time: Double, gesture: String? = nil) {
    now = max(now, time)
    // Reply candidates, a grammar proposal: the next keystroke brings the normal bar back.
    endProviderBars()
    // Space, return, undo… read or apply the bar: it must be up to date first.
    if !action.defersSuggestions { runDeferredSuggestions() }
    let composingBefore = !hangul.composing.isEmpty
    var undoKind = UndoHistory.Kind.insert
    var closesUndoAfter = false
    var recordsEdits = true

    if !action.isSpaceOrDelete {
      periodShortcut.resetOnOtherKey(enabled: settings.isPeriodShortcutEnabled)
    }
    if !action.isDeleteFamily { deleteRun.discardRestoreStack() }
    if !action.isSpaceOrDelete { bar.suggestions.replacer.otherKey() }

    switch action {
    case .type(let text): typeKey(text)
    case .typeSecondary(let text): typeKey(text)
    case .repeatType(let text): repeatKey(text)
    case .delete(let kind):
      undoKind = .delete
      delete(kind)
    case .space:
      space()
      closesUndoAfter = true
    case .spaceDoubleTap:
      applyPeriodShortcut()
    case .return:
      returnKey()
      closesUndoAfter = true
    case .shift: tapShift()
    case .shiftDoubleTap: doubleTapShift()
    case .switchKey: keyboard.tapSwitch()
    case .selectKeyboard(let page):
      if settings.gestures.isNumericKeypadEnabled || page != .numeric { keyboard.openPage(page) }
    case .symbolPage: keyboard.toggleSymbolPage()
    case .language: toggleLanguage()
    case .globe: advanceToNextKeyboard()
    case .moveCursor(let steps): moveCursor(steps)
    case .oneHanded(let mode): settings.oneHandedMode = mode
    case .undo:
      recordsEdits = false
      performUndo(redo: false)
    case .redo:
      recordsEdits = false
      performUndo(redo: true)
    }

    let edits = document.takeEdits()
    followFieldRefusal()
    applyStyles(of: edits)
    if recordsEdits && settings.isUndoRedoEnabled {
      for edit in edits {
        undoHistory.record(edit, kind: undoKind, time: now, composing: composingBefore)
      }
      if closesUndoAfter { undoHistory.close() }
    }
    trace(
      "\(gesture.map { "\($0) → " } ?? "")\(action) → \(edits.isEmpty ? "(no edit)" : edits.traced)"
    )
    if log.isTracing {
      let state = "text \(quoted(document.text)) cursor \(document.cursorInCharacters)"
      log.traceLines.append("  \(state) composing \(quoted(composingText))")
    }
    updateAutoCapitalization()
    if action.changesText && !touches.gestures.isCursorDragging { refreshSuggestions() }
    refreshLayout()
  }

  private mutating func performUndo(redo: Bool) {
    guard settings.isUndoRedoEnabled else { return }
    hangul.reset()
    bar.suggestions.replacer.clearHistory()
    let done = redo ? undoHistory.redo(in: &document) : undoHistory.undo(in: &document)
    bar.suggestions.restartLearning(at: document.cursor, language: keyboard.ngramLanguage)
    if !done && log.isTracing { log.traceLines.append("  (nothing to \(redo ? "redo" : "undo"))") }
  }

  /// Moves the cursor by `steps` characters after the §3.3 clamps: left by at most the text
  /// before the cursor; right by at most the rest of the line, or one step at a line end.
  mutating func moveCursor(_ steps: Int) {
    guard steps != 0 else { return }
    hangul.reset()
    undoHistory.close()
    defer { bar.suggestions.restartLearning(at: document.cursor, language: keyboard.ngramLanguage) }
    document.moveCursorClamped(steps)
  }
}

extension KeyAction {
  /// Keys that neither read nor apply the bar, so a run of them may recompute it once.
  var defersSuggestions: Bool {
    switch self {
    case .type, .typeSecondary, .repeatType, .shift, .switchKey, .symbolPage: true
    case .delete(let kind): kind == .single || kind == .repeatTick
    default: false
    }
  }

  var isSpaceOrDelete: Bool {
    switch self {
    case .space, .spaceDoubleTap, .delete: true
    default: false
    }
  }

  /// Actions after which the suggestion bar is recomputed.
  var changesText: Bool {
    switch self {
    case .shift, .shiftDoubleTap, .globe, .oneHanded: false
    default: true
    }
  }

  var isDeleteFamily: Bool {
    if case .delete = self { return true }
    return false
  }
}
