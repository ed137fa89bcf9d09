import Hangul

/// Space, return and the period shortcut.
extension KeyboardSession {
  /// Space (§3.5, §2.6): 천지인 while composing only commits; otherwise a blank is inserted,
  /// the buffers clear and the symbol page may return to the letters.
  mutating func space() {
    releaseOneShotShift()
    if keyboard.isHangulPrimary, hangul.space() == .committedOnly { return }
    hangul.reset()
    if let edit = bar.suggestions.spaceEdit(barContext) { execute(edit) }
    insertText(" ")
    bar.suggestions.learnPendingWords(barContext)
    returnFromSymbolsAfterBlank()
  }

  /// Return inserts a line break, commits the composition and ends the sentence (§1.10).
  mutating func returnKey() {
    hangul.reset()
    insertText("\n")
    bar.suggestions.learnAtReturn(barContext)
    returnFromSymbolsAfterBlank()
  }

  /// A blank after a symbol typed on the symbol page brings the letters back (§1.6).
  private mutating func returnFromSymbolsAfterBlank() {
    if keyboard.page == .symbol && keyboard.typedSymbolSinceEntering && autoReturnAllowed {
      keyboard.openPage(.primary)
    }
  }

  /// The second touch-down of a double tap on space: `hello ` becomes `hello.` and the tap's
  /// release then adds the space (`hello. `). Not after `# `, nor without a trailing space.
  mutating func applyPeriodShortcut() {
    guard settings.isPeriodShortcutEnabled,
      periodShortcut.applies(after: document.lineBeforeCursor(limit: 8))
    else { return }
    hangul.reset()
    document.replaceBeforeCursor(deleting: 1, with: CollectionOfOne(UInt32(0x2E)))
    periodShortcut.justApplied = true
  }
}
