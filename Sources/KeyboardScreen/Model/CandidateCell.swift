import TerminalKit

/// One suggestion in the bar.
///
/// A learned word `가나다` that can be removed is `CandidateCell(text: "가나다", isBold: true)`;
/// the math result that space would insert is `CandidateCell(text: "= 42", isHighlighted: true)`.
public struct CandidateCell: Sendable, Equatable, Hashable {
  /// The text exactly as shown (the session adds quotes around the current word).
  public var text: String
  /// Learned (removable) candidates are drawn bold.
  public var isBold: Bool
  /// The candidate that space would apply, or the one under the finger: drawn reversed.
  public var isHighlighted: Bool

  /// Creates a candidate cell.
  public init(text: String, isBold: Bool = false, isHighlighted: Bool = false) {
    self.text = text
    self.isBold = isBold
    self.isHighlighted = isHighlighted
  }
}
