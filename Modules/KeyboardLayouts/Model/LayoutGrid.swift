/// One arrangement of rows in a layout file, chosen when its conditions hold.
///
/// The symbol layout has four grids: page 1 and 2, each with and without the number row;
/// 천지인 has its default grid and a `bottomSpace` grid whose switch key drags right.
public struct LayoutGrid: Hashable, Sendable {
  public var conditions: GridConditions
  public var rows: [LayoutRow]
  /// Overrides the layout's keyboard-select direction for this grid (bottom-space variants).
  public var switchSelect: SwitchSelect?

  public init(conditions: GridConditions, rows: [LayoutRow], switchSelect: SwitchSelect? = nil) {
    self.conditions = conditions
    self.rows = rows
    self.switchSelect = switchSelect
  }
}

/// The situations a grid applies to; `nil` means "either".
public struct GridConditions: Hashable, Sendable {
  public var numberRow: Bool?
  public var bottomSpace: Bool?
  public var page: Int?
  public var decimal: Bool?

  public init(
    numberRow: Bool? = nil, bottomSpace: Bool? = nil, page: Int? = nil, decimal: Bool? = nil
  ) {
    self.numberRow = numberRow
    self.bottomSpace = bottomSpace
    self.page = page
    self.decimal = decimal
  }

  /// How many conditions are stated; the most specific matching grid wins.
  public var specificity: Int {
    [numberRow != nil, bottomSpace != nil, page != nil, decimal != nil].filter { $0 }.count
  }

  /// Whether the grid applies to a situation.
  public func matches(numberRow: Bool, bottomSpace: Bool, page: Int, decimal: Bool) -> Bool {
    (self.numberRow ?? numberRow) == numberRow && (self.bottomSpace ?? bottomSpace) == bottomSpace
      && (self.page ?? page) == page && (self.decimal ?? decimal) == decimal
  }
}
