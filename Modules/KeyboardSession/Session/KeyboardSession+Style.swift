/// Bold and italic typing attributes of the host field.
extension KeyboardSession {
  /// Switches `style` on or off for what is typed next, and restyles the composing syllable
  /// at once (the attribute applies to composing Hangul immediately).
  public mutating func toggleTypingStyle(_ style: TypingStyle) {
    typingStyle.formSymmetricDifference(style)
    let cursor = document.cursor
    let composing = min(hangul.composing.count, cursor)
    guard composing > 0, styles.count == document.count else { return }
    for index in (cursor - composing)..<cursor { styles[index] = typingStyle }
  }

  /// The style of every scalar of the field, kept in step with its edits.
  mutating func applyStyles(of edits: [DocumentEdit]) {
    for edit in edits {
      let lower = min(edit.range.lowerBound, styles.count)
      let upper = min(max(edit.range.upperBound, lower), styles.count)
      styles.replaceSubrange(
        lower..<upper, with: repeatElement(typingStyle, count: edit.text.unicodeScalars.count))
    }
    if styles.count != document.count {
      // A host change the edits did not describe: plain text, the right length.
      styles = [TypingStyle](repeating: [], count: document.count)
    }
  }

  /// Runs of styled text as scalar ranges, for drawing: `[(0..<2, .bold)]`.
  public var styleRuns: [(range: Range<Int>, style: TypingStyle)] {
    styleRuns(in: 0..<styles.count)
  }

  /// The runs within `range` only (cut at its ends): what a screen showing part of a long
  /// document needs, at a cost that does not grow with the document.
  public func styleRuns(in range: Range<Int>) -> [(range: Range<Int>, style: TypingStyle)] {
    var runs: [(Range<Int>, TypingStyle)] = []
    let bounds = range.clamped(to: 0..<styles.count)
    var start = bounds.lowerBound
    while start < bounds.upperBound {
      let style = styles[start]
      var end = start + 1
      while end < bounds.upperBound, styles[end] == style { end += 1 }
      if !style.isEmpty { runs.append((start..<end, style)) }
      start = end
    }
    return runs
  }
}
