import TerminalKit

/// A position in the field: a line index and a `Character` offset within that line.
///
/// `TextPosition(line: 1, column: 0)` is the start of the second line.
public struct TextPosition: Sendable, Equatable, Hashable, Comparable {
  public var line: Int
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
  }
}
