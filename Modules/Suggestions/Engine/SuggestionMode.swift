/// What the suggestion bar is doing (spec §4.2), kept as explicit state.
///
/// The mode is decided when the user types (`decide`), not re-inferred on every refresh:
/// after an n-gram pick inserts `학생` without a space, the bar stays in next-word mode and
/// predicts what follows `학생` instead of completing it (§7 item 18).
public enum SuggestionMode: Hashable, Sendable {
  /// The text ends with an expression and `=`: three math cells.
  case math
  /// Nothing typed, or the text ends with a blank: next-word predictions.
  case nextWord
  /// A word is being typed: the word in quotes, then completions and corrections.
  case typing

  /// The mode after a text change, by the §4.2 priorities.
  ///
  /// `decide(for: 3+1=)` is `.math` (when math is on); `나는 ` is `.nextWord`; `나는 학` is
  /// `.typing`; an empty text is `.nextWord`.
  public static func decide(for context: SuggestionContext, settings: SuggestionSettings)
    -> SuggestionMode
  {
    if settings.isMathEnabled, context.mathResult() != nil { return .math }
    guard let last = context.baseText.unicodeScalars.last, !last.properties.isWhitespace else {
      return .nextWord
    }
    return .typing
  }
}
