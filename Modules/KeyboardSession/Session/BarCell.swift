import Localization

/// One cell of the suggestion bar as keys address it: its number (1 is the leftmost cell of
/// the whole bar, scrolled into view or not), what it shows and what it is.
///
/// Typing `사라` with `사랑` learned gives cell 1 `"사라"` (`.currentWord`), cell 2 `사랑`
/// (`.learned`, removable); `3-1=` gives cell 1 the expression, cells 2 and 3 the result
/// (`.mathResult`, `3-1=2` and `2`).
public struct BarCell: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// The word being typed, in quotes (or the expression, in math mode).
    case currentWord
    /// A word from the user's history or taught words: removable.
    case learned
    /// A completion, correction or text-replacement expansion.
    case suggestion
    /// A math result (both its cells).
    case mathResult
    /// A reply candidate that the reply button or Ctrl-R fetched.
    case reply
  }

  /// 1-based, as Alt-1 … Alt-9 name it.
  public var number: Int
  public var display: String
  public var kind: Kind
  public var isRemovable: Bool
  /// Whether the bar shows the cell now (three at a time).
  public var isVisible: Bool

  /// A short name of the kind for notes: `학습한 단어` in Korean, `learned word` in English.
  public func kindName(_ words: Words) -> String {
    switch kind {
    case .currentWord: words(SessionText.currentWord)
    case .learned: words(SessionText.learnedWord)
    case .suggestion: words(SessionText.suggestion)
    case .mathResult: words(SessionText.mathResult)
    case .reply: words(SessionText.replyCandidate)
    }
  }
}
