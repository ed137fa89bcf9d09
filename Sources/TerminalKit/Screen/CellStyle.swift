/// The look of one screen cell: attributes plus a colour role, or an image's own colour.
///
/// A pressed `ㄱ` key's caption: `CellStyle(.reverse, role: .characterKey)`; a red cell of an
/// image preview: `CellStyle(role: .overlay, color: 197)` (256-colour index 196).
public struct CellStyle: Sendable, Hashable, BitwiseCopyable {
  public var attributes: CellAttributes
  public var role: ColorRole
  /// An image preview's foreground: 256-colour index `color - 1` on the role's background
  /// (index 255 is drawn as 254); 0, the default, takes the role's colours. A terminal with
  /// fewer colours than the index draws the role's.
  public var color: UInt8

  /// Creates a style.
  public init(_ attributes: CellAttributes = [], role: ColorRole = .plain, color: UInt8 = 0) {
    self.attributes = attributes
    self.role = role
    self.color = color
  }

  /// The 256-colour index of `color`, or nil for the role's colours.
  public var colorIndex: Int? { color == 0 ? nil : Int(color) - 1 }

  /// `color` for a 256-colour index (255 becomes 254, the grey next to it).
  public static func color(index: Int) -> UInt8 { UInt8(min(max(index, 0), 254) + 1) }

  /// The terminal's default look.
  public static let plain = CellStyle()

  /// This style with more attributes.
  ///
  /// `CellStyle(role: .hint).adding(.dim)` keeps the role and adds dim.
  public func adding(_ more: CellAttributes) -> CellStyle {
    CellStyle(attributes.union(more), role: role, color: color)
  }
}
