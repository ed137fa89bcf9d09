/// Where a drag on the switch key opens the keyboard-select overlay, and what it selects (§3.7).
///
/// 나랏글: `left` → numeric, hint `◀123`; 두벌식: `right` → numeric, hint `123▶`;
/// numeric: `left` → symbol, hint `◀!#1`.
public struct SwitchSelect: Hashable, Sendable {
  public enum Direction: String, CaseIterable, Hashable, Sendable {
    case left
    case right
  }

  public enum Target: String, CaseIterable, Hashable, Sendable {
    case numeric
    case symbol

    /// The label the hint and the overlay show for the target.
    public var label: String {
      switch self {
      case .numeric: return "123"
      case .symbol: return "!#1"
      }
    }
  }

  public var direction: Direction
  public var target: Target

  public init(direction: Direction, target: Target) {
    self.direction = direction
    self.target = target
  }

  /// The small hint caption of the switch key (§1.11): the arrow points the drag direction.
  public var hint: String {
    switch direction {
    case .left: return "◀" + target.label
    case .right: return target.label + "▶"
    }
  }
}
