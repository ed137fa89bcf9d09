/// The look of one screen cell: attributes plus a colour role.
///
/// A pressed `ㄱ` key's caption: `CellStyle(.reverse, role: .characterKey)`.
public struct CellStyle: Sendable, Hashable, BitwiseCopyable {
  public var attributes: CellAttributes
  public var role: ColorRole

  /// Creates a style.
  public init(_ attributes: CellAttributes = [], role: ColorRole = .plain) {
    self.attributes = attributes
    self.role = role
  }

  /// The terminal's default look.
  public static let plain = CellStyle()

  /// This style with more attributes.
  ///
  /// `CellStyle(role: .hint).adding(.dim)` keeps the role and adds dim.
  public func adding(_ more: CellAttributes) -> CellStyle {
    CellStyle(attributes.union(more), role: role)
  }
}
