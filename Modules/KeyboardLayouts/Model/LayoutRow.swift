/// A row of keys, spacers and at most a few modifier groups.
public struct LayoutRow: Hashable, Sendable {
  public var items: [RowItem]
  public var alignment: RowAlignment

  public init(items: [RowItem], alignment: RowAlignment = .center) {
    self.items = items
    self.alignment = alignment
  }
}

/// Where a row's keys sit when their widths add up to less than the row.
///
/// `center`: all keys centred (두벌식 row 2, 9 keys in 10 columns). `spread`: the first and last
/// keys at the row ends, the others centred (row 3: ⇧ 1.35, seven letters, ⌫ 1.35).
/// Touch cells always tile the row: each boundary sits in the middle of the gap between two
/// drawn keys, and the outer keys reach the row ends.
public enum RowAlignment: String, CaseIterable, Hashable, Sendable {
  case center
  case spread
}

/// One entry of a row.
public enum RowItem: Hashable, Sendable {
  case key(KeyDefinition)
  /// Blank space that no key's touch cell covers (the tenkey's empty bottom-left cell).
  case spacer(width: Double)
  /// Switch, 한/A and 🌐 keys whose widths follow the rules of §1.12 (see `ModifierGroup`).
  case modifierGroup(ModifierGroup)
}
