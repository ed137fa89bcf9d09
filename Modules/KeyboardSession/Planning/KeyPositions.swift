import KeyboardLayouts

/// A key press from a terminal key pressed at a grid position, before it becomes taps: `Q` on
/// 두벌식 is `.shifted("ㅂ")`.
enum PositionStroke: Sendable, Equatable {
  case tap(String)
  /// Shift on (tapped first if it is off), then the key.
  case shifted(String)

  /// The key names to tap with shift in state `shift`.
  func taps(shift: KeyboardState.Shift) -> [String] {
    switch self {
    case .tap(let name): return [name]
    case .shifted(let name): return shift == .off ? ["shift", name] : [name]
    }
  }
}

/// The grid-keys mode (`grid-keys = on`): a key of the terminal's keyboard presses the key that
/// sits at its place on the page showing, whatever that key types.
///
/// Letter pages map by position: QWERTY positions on the standard grids (`r` → `ㄱ` on 두벌식,
/// `R` → shift + `ㄱ` = `ㄲ`), the block `1 2 3 4 / q w e r / a s d f / z x c v` on the 4×4
/// grids (`s` → `ㅇ` on 나랏글; upper case picks the second half of a split cell, `Z` → `,` on
/// 천지인; `v` is the switch key). Symbol, numeric and tenkey pages match labels (`1` → `1`).
extension TypingPlanner {
  static let qwertyRows: [[Character]] = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map(Array.init)
  static let blockRows: [[Character]] = ["1234", "qwer", "asdf", "zxcv"].map(Array.init)
  static let positionDigits: [Character] = Array("1234567890")

  /// The taps a terminal (ASCII) key makes at its position on the page showing, or `nil` when
  /// no key of this page sits there or is labelled with it.
  static func positionTaps(for scalar: Unicode.Scalar, in context: PlanningContext) -> [String]? {
    guard scalar.isASCII, scalar.value >= 0x21, scalar.value < 0x7F else { return nil }
    let shift = context.keyboard.shift
    if context.keyboard.page == .primary,
      let stroke = positionStroke(Character(scalar), in: context)
    {
      return stroke.taps(shift: shift)
    }
    return labelledStroke(String(scalar), in: context)?.taps(shift: shift)
  }

  /// A key on the page showing whose name, caption or output is `text` (shift + key for a
  /// shifted output).
  static func labelledStroke(_ text: String, in context: PlanningContext) -> PositionStroke? {
    guard let layout = context.layout(for: context.keyboard) else { return nil }
    let keys = layout.rows.flatMap(\.keys)
    if let key = keys.first(where: { $0.name == text }) { return .tap(key.name) }
    if let key = keys.first(where: { $0.caption == text || $0.output == text }) {
      return .tap(key.name)
    }
    if let key = keys.first(where: { $0.shiftedOutput == text }) { return .shifted(key.name) }
    return nil
  }

  /// The key at the terminal key's position on the letters showing.
  static func positionStroke(_ character: Character, in context: PlanningContext)
    -> PositionStroke?
  {
    guard let geometry = context.geometry else { return nil }
    let layout = geometry.layout
    let lower = Character(character.lowercased())
    let isUpper = character != lower
    if layout.family == .standard {
      return Self.standardStroke(lower, isUpper: isUpper, layout: layout)
    }
    return Self.blockStroke(lower, isUpper: isUpper, geometry: geometry)
  }

  /// QWERTY positions: the character keys of the three letter rows in order, digits on the
  /// number row.
  static func standardStroke(_ lower: Character, isUpper: Bool, layout: ResolvedLayout)
    -> PositionStroke?
  {
    if let index = positionDigits.firstIndex(of: lower) {
      guard let numberRow = layout.rows.first(where: \.isNumberRow),
        index < numberRow.keys.count
      else { return nil }
      return .tap(numberRow.keys[index].name)
    }
    let rows = layout.rows.filter { !$0.isNumberRow }
    for (rowIndex, letters) in qwertyRows.enumerated() where rowIndex < rows.count {
      guard let index = letters.firstIndex(of: lower) else { continue }
      let keys = rows[rowIndex].keys.filter { $0.role == .character }
      guard index < keys.count else { return nil }
      let hasShift = layout.rows.contains { $0.keys.contains { $0.role == .shift } }
      return isUpper && hasShift ? .shifted(keys[index].name) : .tap(keys[index].name)
    }
    return nil
  }

  /// The 4×4 block (three columns on the tenkey): the key in that grid cell; in a split cell
  /// the first half, or the second for an upper-case letter; in the modifier cell the switch.
  static func blockStroke(_ lower: Character, isUpper: Bool, geometry: KeyboardGeometry)
    -> PositionStroke?
  {
    guard let row = blockRows.firstIndex(where: { $0.contains(lower) }),
      let column = blockRows[row].firstIndex(of: lower)
    else { return nil }
    let hasNumberRow = geometry.layout.rows.contains(where: \.isNumberRow)
    let resolvedRow = row + (hasNumberRow ? 1 : 0)
    let cell = geometry.keyFrames.filter {
      $0.row == resolvedRow && gridColumn(of: $0, geometry) == column
    }
    guard let first = cell.first else { return nil }
    if isUpper && cell.count > 1 { return .tap(cell[1].key.name) }
    if let switchKey = cell.first(where: { $0.key.role == .switch }) {
      return .tap(switchKey.key.name)
    }
    return .tap(first.key.name)
  }

  /// Which grid column a key's centre falls in: three letter columns and the function column
  /// on the 4×4 grids (§1.12), thirds on the tenkey.
  static func gridColumn(of frame: KeyFrame, _ geometry: KeyboardGeometry) -> Int {
    let grid = geometry.gridFrame
    let x = frame.frame.center.x - grid.minX
    guard geometry.layout.family.isFourByFour else {
      let count = Double(max(1, geometry.layout.family.columnCount))
      return min(Int(x / (grid.width / count)), Int(count) - 1)
    }
    let multiplier = min(max(geometry.options.letterColumnWidthMultiplier, 1), 1.15)
    let letter = 0.25 * multiplier * grid.width
    return min(Int(x / letter), 3)
  }
}
