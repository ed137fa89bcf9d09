/// The session's own words: what each kind of suggestion-bar cell is called (the bar keys'
/// note: `2/3 사랑 · 학습한 단어`).
public enum SessionText: CatalogEntry {
  /// The word being typed, in quotes (or the expression, in math mode).
  case currentWord
  /// A word from the user's history or taught words.
  case learnedWord
  case suggestion
  case mathResult
  case replyCandidate
}
