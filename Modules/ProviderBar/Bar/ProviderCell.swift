/// One cell of a provider feature's bar: what it shows, and whether it is highlighted as a
/// change (`+the` in a grammar proposal) rather than plain (`cat`).
public struct ProviderCell: Hashable, Sendable {
  public var display: String
  public var isPreview: Bool

  public init(_ display: String, isPreview: Bool = false) {
    self.display = display
    self.isPreview = isPreview
  }
}
