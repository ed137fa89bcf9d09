extension TextDocument {
  /// The scalar range of characters `from..<to`; `nil` when they are not in the text.
  func scalarRange(characters from: Int, _ to: Int) -> Range<Int>? {
    guard from <= to, to <= text.count else { return nil }
    return scalarOffset(forCharacter: from)..<scalarOffset(forCharacter: to)
  }

  /// A hardware keyboard's forward delete: the selection, else the character after the cursor.
  mutating func deleteForward() {
    if let selection {
      setCursor(selection.upperBound)
      deleteBackward(scalars: selection.count)
    } else if countAfterCursor > 0 {
      moveCursor(characters: 1)
      deleteCharacterBackward()
    }
  }

  /// Moves the cursor by `steps` characters after the §3.3 clamps: left by at most the text
  /// before the cursor; right by at most the rest of the line, or one step at a line end.
  mutating func moveCursorClamped(_ steps: Int) {
    if steps < 0 {
      moveCursor(characters: steps)
    } else {
      let rest = lineAfterCursor.count
      moveCursor(characters: rest == 0 ? 1 : min(steps, rest))
    }
  }
}

extension TextDocument {
  /// Deletes the selection, if any, leaving the cursor where it began (a key typed over it).
  mutating func deleteSelection() {
    guard let selection else { return }
    setCursor(selection.upperBound)
    deleteBackward(scalars: selection.count)
  }
}
