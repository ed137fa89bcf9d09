/// Reading the field as text: the whole text, the context around the cursor, characters.
extension TextDocument {
  /// The scalars in `range` as a `String`.
  public func text(in range: Range<Int>) -> String {
    let lower = max(range.lowerBound, 0)
    let upper = min(range.upperBound, count)
    guard lower < upper else { return "" }
    // Encode UTF-8 into one buffer: appending scalar by scalar to a String is ~10× slower.
    return String(unsafeUninitializedCapacity: (upper - lower) * 4) { buffer in
      var written = 0
      for offset in lower..<upper {
        let value = offset < gapStart ? storage[offset] : storage[offset + gapEnd - gapStart]
        guard let scalar = Unicode.Scalar(value), let units = UTF8.encode(scalar) else { continue }
        for unit in units {
          buffer[written] = unit
          written += 1
        }
      }
      return written
    }
  }

  /// The whole text of the field.
  public var text: String { text(in: 0..<count) }

  /// Everything before the cursor.
  public var textBeforeCursor: String { text(in: 0..<cursor) }

  /// Everything after the cursor.
  public var textAfterCursor: String { text(in: cursor..<count) }

  /// The selected text, or `nil`.
  public var selectedText: String? { selection.map { text(in: $0) } }

  /// Up to `limit` scalars before the cursor on the current line (the suggestion base text, §4.3).
  /// With `"one\ntwo th|"` it is `"two th"`.
  public func lineBeforeCursor(limit: Int = 256) -> String {
    var start = cursor
    while start > 0, cursor - start < limit, let v = scalar(at: start - 1), v != 0x0A {
      start -= 1
    }
    return text(in: start..<cursor)
  }

  /// The text after the cursor up to the end of its line.
  public var lineAfterCursor: String {
    var end = cursor
    while end < count, let v = scalar(at: end), v != 0x0A { end += 1 }
    return text(in: cursor..<end)
  }

  /// The number of scalars the last user-perceived character before the cursor spans
  /// (a syllable 1, a flag 2, a family emoji 7); 0 at the start.
  public var lastCharacterScalarCount: Int {
    guard cursor > 0 else { return 0 }
    // A grapheme never spans more than a few dozen scalars in practice; look back 64.
    let window = text(in: max(0, cursor - 64)..<cursor)
    guard let last = window.last else { return 1 }
    return last.unicodeScalars.count
  }

  /// The number of scalars the first character after the cursor spans; 0 at the end.
  public var nextCharacterScalarCount: Int {
    guard cursor < count else { return 0 }
    let window = text(in: cursor..<min(count, cursor + 64))
    guard let first = window.first else { return 1 }
    return first.unicodeScalars.count
  }

  /// Deletes one whole character before the cursor (the host's `deleteBackward`).
  /// Returns the deleted text ("" at the start of the field).
  @discardableResult public mutating func deleteCharacterBackward() -> String {
    if let range = selection {
      let removed = text(in: range)
      setCursor(range.upperBound)
      deleteBackward(scalars: range.count)
      return removed
    }
    let n = lastCharacterScalarCount
    guard n > 0 else { return "" }
    let removed = text(in: (cursor - n)..<cursor)
    deleteBackward(scalars: n)
    return removed
  }

  /// The cursor position counted in characters, as `--json` reports it.
  public var cursorInCharacters: Int { textBeforeCursor.count }

  /// Moves the cursor by whole characters; returns how many characters it actually moved.
  @discardableResult public mutating func moveCursor(characters: Int) -> Int {
    var moved = 0
    if characters < 0 {
      while moved > characters, cursor > 0 {
        moveCursor(by: -lastCharacterScalarCount)
        moved -= 1
      }
    } else {
      while moved < characters, cursor < count {
        moveCursor(by: nextCharacterScalarCount)
        moved += 1
      }
    }
    return moved
  }

  /// Converts a character offset into a scalar offset (clamped).
  public func scalarOffset(forCharacter characterOffset: Int) -> Int {
    var scalars = 0
    var characters = 0
    for character in text {
      if characters >= characterOffset { break }
      scalars += character.unicodeScalars.count
      characters += 1
    }
    return scalars
  }
}
