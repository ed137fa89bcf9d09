import Hangul

/// Bold and italic typing attributes of the host field.
extension KeyboardSession {
  /// Switches `style` on or off for what is typed next, and restyles the composing syllable
  /// at once (the attribute applies to composing Hangul immediately).
  mutating func toggleTypingStyle(_ style: TypingStyle) {
    typingStyle.formSymmetricDifference(style)
    let cursor = document.cursor
    let composing = min(hangul.composing.count, cursor)
    guard composing > 0, styles.count == document.count else { return }
    styles.restyle((cursor - composing)..<cursor, to: typingStyle)
  }

  /// The styles of the field, kept in step with its edits: each edit's text takes the typing
  /// style. Plain text costs nothing (`StyleRuns` keeps only styled runs).
  mutating func applyStyles(of edits: [DocumentEdit]) {
    styles.follow(edits, style: typingStyle, count: document.count)
  }

  /// Runs of styled text as scalar ranges, for drawing: `[(0..<2, .bold)]`.
  public var styleRuns: [(range: Range<Int>, style: TypingStyle)] {
    styles.runs(in: 0..<styles.count)
  }

  /// The runs within `range` only (cut at its ends): what a screen showing part of a long
  /// document needs, at a cost that does not grow with the document.
  public func styleRuns(in range: Range<Int>) -> [(range: Range<Int>, style: TypingStyle)] {
    styles.runs(in: range)
  }
}
