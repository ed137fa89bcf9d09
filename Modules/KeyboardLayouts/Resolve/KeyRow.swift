/// One row of a resolved layout.
///
/// 두벌식 row 2: nine keys of width 1, alignment `center`; tenkey row 4: `.gap(1)`, `0`, `delete`.
public struct KeyRow: Hashable, Sendable {
  public enum Item: Hashable, Sendable {
    case key(Key)
    /// Blank space of this many columns that belongs to no key.
    case gap(Double)

    public var width: Double {
      switch self {
      case .key(let key): return key.width
      case .gap(let width): return width
      }
    }
  }

  public var items: [Item]
  public var alignment: RowAlignment
  /// The number row (§1.9): its own height, 10 equal columns, standard insets.
  public var isNumberRow: Bool

  public init(items: [Item], alignment: RowAlignment = .center, isNumberRow: Bool = false) {
    self.items = items
    self.alignment = alignment
    self.isNumberRow = isNumberRow
  }

  public var keys: [Key] {
    items.compactMap {
      if case .key(let key) = $0 { return key }
      return nil
    }
  }

  /// The sum of the item widths in column units.
  public var totalWidth: Double { items.reduce(0) { $0 + $1.width } }
}
