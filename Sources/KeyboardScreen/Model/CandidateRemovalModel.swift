import Localization
import TerminalKit

/// The confirmation over the suggestion bar before a learned candidate is forgotten.
///
/// Long-pressing the bold `가나다` shows `“가나다” 삭제할까요?  [삭제] [취소]`; in English
/// `remove “가나다”?  [remove] [cancel]`.
public struct CandidateRemovalModel: Sendable, Equatable {
  /// The candidate to remove, as shown in the bar.
  public var candidate: String
  /// The button under the finger or selected by keys.
  public var highlighted: Choice?
  /// The question, the candidate in it.
  public var question: String
  /// The two buttons' labels, brackets included.
  public var removeLabel: String
  public var cancelLabel: String

  /// The two buttons.
  public enum Choice: Sendable, Equatable {
    case remove
    case cancel
  }

  /// Creates a removal confirmation, its words in `words` (Korean unless told).
  public init(candidate: String, highlighted: Choice? = nil, words: Words = Words(.korean)) {
    self.candidate = candidate
    self.highlighted = highlighted
    question = words(PanelText.removalQuestion, ["candidate": candidate])
    removeLabel = words(PanelText.removalRemove)
    cancelLabel = words(PanelText.removalCancel)
  }
}
