/// The rows of a layout in one situation, ready for geometry, rendering and key lookup.
///
/// 나랏글 with the number row on: five rows, the first `1`…`0` (`isNumberRow`), then
/// `ㄱ ㄴ ㅏㅓ delete`, …, `획 ㅡ 쌍 globe switch` (no `lang` outside the unified keyboard).
public struct ResolvedLayout: Hashable, Sendable {
  public var id: String
  public var family: LayoutFamily
  public var kind: LayoutKind
  public var rows: [KeyRow]
  /// Where dragging the switch key opens the keyboard-select overlay; `nil` without one.
  public var switchSelect: SwitchSelect?

  public init(
    id: String, family: LayoutFamily, kind: LayoutKind, rows: [KeyRow],
    switchSelect: SwitchSelect?
  ) {
    self.id = id
    self.family = family
    self.kind = kind
    self.rows = rows
    self.switchSelect = switchSelect
  }

  /// The first key with this name in reading order (top row first, left to right).
  public func key(named name: String) -> Key? {
    for row in rows {
      if let key = row.keys.first(where: { $0.name == name }) { return key }
    }
    return nil
  }

  /// Every key name in reading order.
  public var keyNames: [[String]] { rows.map { $0.keys.map(\.name) } }
}
