import Suggestions

/// The text the suggestion bar reads (§4.3, §8.3, §8.4): at most 256 characters before the
/// cursor, on the cursor's line only, and on the unified keyboard only what was typed since
/// the last 한/A switch.
///
/// `"one\ntwo th|"` reads `two th`; after `hello` → 한/A → `안`, it reads `안`, so Korean
/// candidates never see the English word (and the other way round). A cursor move, a new
/// field or any other outside change ends the segment: the whole line is read again.
extension SuggestionCoordinator {
  /// The suggestion base text of `document` for the bar's next update.
  func baseText(in document: TextDocument) -> String {
    SuggestionBase.text(
      in: document, floor: segmentStart ?? 0, limit: SuggestionContext.maximumLength)
  }
}

/// Cutting the base text out of the document.
enum SuggestionBase {
  /// Scalars looked at per character of the limit: a Hangul syllable or a Latin letter is one,
  /// a flag two; a line of 256 family emoji is cut shorter, which only drops the oldest words.
  static let scalarsPerCharacter = 4

  /// Up to `limit` characters before the cursor, after `floor` and after the last newline.
  static func text(in document: TextDocument, floor: Int, limit: Int) -> String {
    let cursor = document.cursor
    let lowest = max(0, min(floor, cursor), cursor - limit * scalarsPerCharacter)
    var start = cursor
    while start > lowest, let value = document.scalar(at: start - 1), value != 0x0A {
      start -= 1
    }
    let text = document.text(in: start..<cursor)
    // Fewer scalars than the limit are fewer characters too; only a long line is counted.
    guard cursor - start > limit else { return text }
    return String(text.suffix(limit))
  }
}

extension SuggestionCoordinator {
  /// A 한/A switch at `offset`: the suggestions read only what is typed from here on.
  mutating func startSegment(at offset: Int) {
    segmentStart = offset
  }
}
