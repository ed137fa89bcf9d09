/// The grid family of a layout: how many columns it has and how its columns are sized (§1.0, §1.12).
///
/// `standard` rows have 10 columns of W/10; the 4x4 families have 3 letter columns of
/// 0.25 × multiplier × W and a function column with the rest; `tenkey` has 3 equal columns.
public enum LayoutFamily: String, CaseIterable, Hashable, Sendable {
  case standard
  case fourByFour
  case fourByFourPlus
  case tenkey
  case numberRow

  /// The width of a row in column units; a row's key widths may add up to at most this.
  public var columnCount: Int {
    switch self {
    case .standard, .numberRow: return 10
    case .fourByFour, .fourByFourPlus: return 4
    case .tenkey: return 3
    }
  }

  /// Whether the 4x4 column rules (letter-column multiplier, function column) apply.
  public var isFourByFour: Bool { self == .fourByFour || self == .fourByFourPlus }
}

/// What a layout is for: a primary letter layout, a secondary page, or a part of one (§1.0).
public enum LayoutKind: String, CaseIterable, Hashable, Sendable {
  case primary
  case symbol
  case numeric
  case tenkey
  case numberRow

  /// Whether the number row (§1.9) is added above this layout when the setting is on.
  public var acceptsNumberRow: Bool { self == .primary || self == .symbol }

  /// The roles every grid of this kind must contain.
  /// A standard primary layout (두벌식, QWERTY) also needs `shift`, see `requiredRoles(in:)`.
  public func requiredRoles(in family: LayoutFamily) -> [KeyRole] {
    switch self {
    case .primary:
      let base: [KeyRole] = [.delete, .space, .return, .switch]
      return family == .standard ? base + [.shift] : base
    case .symbol: return [.delete, .space, .return, .switch, .page]
    case .numeric: return [.delete, .space, .return, .switch]
    case .tenkey: return [.delete]
    case .numberRow: return []
    }
  }
}

/// The language a keyboard types, which picks the switch key's caption on shared pages
/// (`한글` in the Hangul keyboard, `ABC` in the English one, §1.11).
public enum LayoutLanguage: String, CaseIterable, Hashable, Sendable {
  case hangul
  case english
}
