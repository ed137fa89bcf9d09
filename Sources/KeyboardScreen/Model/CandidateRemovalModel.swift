import TerminalKit

/// The confirmation over the suggestion bar before a learned candidate is forgotten.
///
/// Long-pressing the bold `가나다` shows `“가나다” 삭제할까요?  [삭제] [취소]`.
public struct CandidateRemovalModel: Sendable, Equatable {
  /// The candidate to remove, as shown in the bar.
  public var candidate: String
  /// The button under the finger or selected by keys.
  public var highlighted: Choice?

  /// The two buttons.
  public enum Choice: Sendable, Equatable {
    case remove
    case cancel
  }

  /// Creates a removal confirmation.
  public init(candidate: String, highlighted: Choice? = nil) {
    self.candidate = candidate
    self.highlighted = highlighted
  }
}
