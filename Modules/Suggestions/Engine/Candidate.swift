/// One cell of the suggestion bar.
///
/// Typing `사라`: cell 0 is `Candidate(text: "사라", display: "\"사라\"", source: .current)`,
/// then e.g. `사랑` from the n-gram history (removable) and `사람` from the lexicon.
public struct Candidate: Hashable, Sendable {
  public enum Source: Hashable, Sendable {
    /// Cell 0: the word being typed (or the expression, in math mode), shown in quotes.
    case current
    /// A user text-replacement expansion whose shortcut is the current word.
    case replacement
    /// From the user's n-gram history: a completion or a next-word prediction.
    case ngram
    /// A completion from the spelling source (the word list stands in for a spell checker).
    case lexicon
    /// A correction guess from the spelling source.
    case spelling
    /// Math cells 1 and 2.
    case math
  }

  /// What tapping the cell does; `CandidateApplication` turns it into an edit.
  public enum Action: Hashable, Sendable {
    /// Typing-mode cell 0: keep the word, learn it and record it.
    case confirm
    /// Just clear the bar (math cell 0, selection cell 0).
    case keep
    /// Replace the current word (or the selection) with `text`.
    case replaceWord
    /// Insert `text` as the next word (n-gram mode).
    case insertWord
    /// Insert the result after the `=` (or after the selected expression).
    case insertMathResult
    /// Replace the expression of `expressionLength` scalars, `=` included, by the result.
    case replaceMathExpression(expressionLength: Int)
  }

  /// How a removable candidate is forgotten (spec §4.7).
  public enum Removal: Hashable, Sendable {
    /// Remove this stored word from every n-gram level.
    case ngram(String)
    /// Unlearn this word from the spelling source.
    case spelling(String)
  }

  /// What the cell inserts (the word, or the math result).
  public var text: String
  /// What the cell shows: `"사라"` in quotes for cell 0, `3-1=2` for math cell 1.
  public var display: String
  public var source: Source
  public var action: Action
  /// Set for learned candidates, which are drawn in a heavier weight.
  public var removal: Removal?
  /// The selection the candidate was made for, or `nil` when nothing was selected.
  public var selection: String?

  public init(
    text: String, display: String? = nil, source: Source, action: Action,
    removal: Removal? = nil, selection: String? = nil
  ) {
    self.text = text
    self.display = display ?? text
    self.source = source
    self.action = action
    self.removal = removal
    self.selection = selection
  }

  /// Learned candidates (n-gram history, taught words) can be removed by a long press.
  public var isRemovable: Bool { removal != nil }

  /// The selection-origin contract (§4.8): a candidate made without a selection does nothing
  /// once there is one; one made from a selection works only while exactly it is selected.
  public func isApplicable(withSelection current: String?) -> Bool {
    let current = current.flatMap { $0.isEmpty ? nil : $0 }
    return selection == current
  }
}
