/// What applying a candidate does, as a value the session executes as one undo unit.
///
/// Picking `사랑` while typing `나는 사라` is: delete 2 scalars (`사라`, only before the
/// cursor), insert `사랑`, record `사랑`. Picking the prediction `학생` after `나는` (no blank)
/// inserts ` 학생` and keeps the bar in next-word mode. Every application also resets the
/// Hangul composition (the session's job).
public struct CandidateApplication: Hashable, Sendable {
  /// The document edit, or `nil` when the text stays as it is.
  public var edit: TextEdit?
  /// A word to teach the spelling source.
  public var learnSpelling: String?
  /// A word to record in the n-gram model now.
  public var recordWord: String?
  /// The mode to keep for the next refresh (`.nextWord` after an n-gram pick).
  public var nextMode: SuggestionMode?
  /// Whether the bar is cleared (cell 0 picks).
  public var clearsBar: Bool

  public init(
    edit: TextEdit? = nil, learnSpelling: String? = nil, recordWord: String? = nil,
    nextMode: SuggestionMode? = nil, clearsBar: Bool = false
  ) {
    self.edit = edit
    self.learnSpelling = learnSpelling
    self.recordWord = recordWord
    self.nextMode = nextMode
    self.clearsBar = clearsBar
  }

  /// The application of `candidate` to the text in `context`; `nil` when the candidate no
  /// longer applies because the selection changed (§4.8 selection-origin contract).
  ///
  /// Spacing (§4.3, §4.10): an n-gram pick gets a leading space when the text before the
  /// cursor is not empty and does not end with a blank; any other inserted word gets one
  /// only through smart spacing, when the character before it is not a blank.
  public init?(
    candidate: Candidate, context: SuggestionContext, settings: SuggestionSettings
  ) {
    guard candidate.isApplicable(withSelection: context.selection) else { return nil }
    let selection = candidate.selection
    switch candidate.action {
    case .confirm:
      self.init(learnSpelling: candidate.text, recordWord: candidate.text, clearsBar: true)
    case .keep:
      self.init(clearsBar: true)
    case .replaceWord:
      let deleted = selection == nil ? context.currentWord.unicodeScalars.count : 0
      let remaining = String(context.baseText.unicodeScalars.dropLast(deleted))
      let space = settings.isSmartSpacingEnabled && SmartSpacing.needsLeadingSpace(after: remaining)
      let learnsSpelling = candidate.source == .lexicon || candidate.source == .spelling
      self.init(
        edit: TextEdit(
          deleteBeforeCursor: deleted, insert: (space ? " " : "") + candidate.text,
          replacesSelection: selection != nil),
        learnSpelling: learnsSpelling ? candidate.text : nil, recordWord: candidate.text)
    case .insertWord:
      // Recorded with the typed text at the next space or return (§4.6, ambiguous there).
      let space = SmartSpacing.needsLeadingSpace(after: context.baseText)
      self.init(
        edit: TextEdit(insert: (space ? " " : "") + candidate.text), nextMode: .nextWord)
    case .insertMathResult:
      if let selection {
        self.init(
          edit: TextEdit(insert: selection + candidate.text, replacesSelection: true),
          clearsBar: true)
      } else {
        self.init(edit: TextEdit(insert: candidate.text), clearsBar: true)
      }
    case .replaceMathExpression(let length):
      let edit =
        selection == nil
        ? TextEdit(deleteBeforeCursor: length, insert: candidate.text)
        : TextEdit(insert: candidate.text, replacesSelection: true)
      self.init(edit: edit, clearsBar: true)
    }
  }
}
