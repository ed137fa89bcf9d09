import Localization

/// `field KEY=VALUE …` of replay scripts and `--field` of the command line
/// (`FieldChange` reads it).
extension KeyboardSession {
  /// Applies host field traits and content. Unknown keys or values throw without changing
  /// anything.
  mutating func applyField(_ pairs: [FieldAssignment]) throws(FieldSpecError) {
    let change = try FieldChange(pairs, over: traits)
    let (newTraits, newText, newCursor) = (change.traits, change.text, change.cursor)
    // A text given must fit; a limit set below the text already there leaves it (it stays).
    if let newText { try FieldChange.checkLength(of: newText, against: newTraits.maxLength) }
    if let text = newText {
      if let n = newCursor, n > text.count {
        throw FieldSpecError(.cursorPastEnd(n, count: text.count))
      }
      replaceField(text: text, cursor: newCursor)
    } else if let n = newCursor {
      guard n <= document.text.count else {
        throw FieldSpecError(.cursorPastEnd(n, count: document.text.count))
      }
      hostMovedCursor(to: document.scalarOffset(forCharacter: n))
    }
    if newTraits != traits { setTraits(newTraits) }
  }
}
