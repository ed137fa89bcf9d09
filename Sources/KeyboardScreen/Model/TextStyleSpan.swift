import TerminalKit

/// A run of field text with a font style.
///
/// `TextStyleSpan(range: …(0,0)..<(0,2)…, isBold: true)` draws the first two characters bold.
public struct TextStyleSpan: Sendable, Equatable, Hashable {
  public var range: TextRange
  public var isBold: Bool
  public var isItalic: Bool

  /// Creates a styled span.
  public init(range: TextRange, isBold: Bool = false, isItalic: Bool = false) {
    self.range = range
    self.isBold = isBold
    self.isItalic = isItalic
  }
}
