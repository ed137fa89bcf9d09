/// The switch key with the optional 한/A and 🌐 keys, sharing one slot of the row.
///
/// In 두벌식 row 4 the group is 2.5 columns: `switch` alone takes 2.5; with 🌐 each takes
/// 1.25; in the unified keyboard 한/A and 🌐 take 1 each and `switch` 1.5 (the group grows).
public struct ModifierGroup: Hashable, Sendable {
  public var width: Double
  /// In drawing order, e.g. `globe lang switch` in 나랏글, `switch lang globe` in 두벌식.
  public var keys: [KeyDefinition]

  public init(width: Double, keys: [KeyDefinition]) {
    self.width = width
    self.keys = keys
  }
}
