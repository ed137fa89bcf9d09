import Suggestions

/// The text the suggestion bar reads (§4.3, §8.3, §8.4): at most 256 characters before the
/// cursor, on the cursor's line only — on the unified keyboard across 한/A switches, which
/// change only the keys.
///
/// `"one\ntwo th|"` reads `two th`; `SY` → 한/A → `키` reads `SY키`.
extension SuggestionCoordinator {
  /// The suggestion base text of `document` for the bar's next update.
  func baseText(in document: TextDocument) -> String {
    SuggestionBase.text(in: document, floor: 0, limit: SuggestionContext.maximumLength)
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
