import TerminalKit

/// A half-open range of field positions.
///
/// `TextRange(from: (0, 1), to: (0, 2))` covers exactly the second character of the first line.
public struct TextRange: Sendable, Equatable, Hashable {
  public var start: TextPosition
  public var end: TextPosition

  /// Creates a range; the bounds are put in order.
  public init(start: TextPosition, end: TextPosition) {
    self.start = min(start, end)
    self.end = max(start, end)
  }

  /// Whether the character starting at `position` lies inside.
  public func contains(_ position: TextPosition) -> Bool {
    position >= start && position < end
  }
}
