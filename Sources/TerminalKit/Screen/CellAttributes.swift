/// Font attributes of a screen cell; ncurses maps each to an `A_*` flag.
///
/// Composing Hangul is `.underline`, the pressed key `.reverse`, a learned candidate `.bold`.
public struct CellAttributes: OptionSet, Sendable, Hashable, BitwiseCopyable {
  public let rawValue: UInt8

  /// Creates attributes from raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  public static let bold = CellAttributes(rawValue: 1 << 0)
  public static let dim = CellAttributes(rawValue: 1 << 1)
  public static let italic = CellAttributes(rawValue: 1 << 2)
  public static let underline = CellAttributes(rawValue: 1 << 3)
  public static let reverse = CellAttributes(rawValue: 1 << 4)
}
