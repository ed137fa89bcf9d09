import KeyboardLayouts
import KeyboardSession

/// Turns a typed character into the key presses that type it on the keyboard showing.
///
/// Letter pages map physical keys by position: QWERTY positions on the standard grids
/// (`r` → `ㄱ` on 두벌식, `R` → shift + `ㄱ` = `ㄲ`), the block `1 2 3 4 / q w e r / a s d f /
/// z x c v` on the 4×4 grids (`s` → `ㅇ` on 나랏글; upper case picks the second half of a split
/// cell, `Z` → `,` on 천지인). Symbol, numeric and tenkey pages match labels first (`1` → `1`).
/// Hangul from the user's input method goes through `HangulPlanner`.
struct KeyMapper: Sendable {
  var planner = HangulPlanner()

  static let qwertyRows: [[Character]] = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map(Array.init)
  static let blockRows: [[Character]] = ["1234", "qwer", "asdf", "zxcv"].map(Array.init)
  static let digits: [Character] = Array("1234567890")

  /// The strokes for `scalar`, or `nil` when no key on this page types it.
  mutating func strokes(
    for scalar: Unicode.Scalar, session: inout KeyboardSession, previousKey: String?
  ) -> [KeyStroke]? {
    if JamoTables.units(of: scalar) != nil {
      if let plan = planner.strokes(for: scalar, session: session, previousKey: previousKey) {
        return plan
      }
      return Self.label(String(scalar), session: session).map { [$0] }
    }
    let text = String(scalar)
    let letterPage = session.keyboard.page == .primary
    if letterPage {
      if let stroke = position(Character(scalar), session: &session) { return [stroke] }
      return Self.label(text, session: session).map { [$0] }
    }
    if let stroke = Self.label(text, session: session) { return [stroke] }
    return position(Character(scalar), session: &session).map { [$0] }
  }

  /// A key whose name, caption or output is `text` (shift + key for a shifted output).
  static func label(_ text: String, session: KeyboardSession) -> KeyStroke? {
    guard let layout = session.currentLayout else { return nil }
    let keys = layout.rows.flatMap(\.keys)
    if let key = keys.first(where: { $0.name == text }) { return .tap(key.name) }
    if let key = keys.first(where: { $0.caption == text || $0.output == text }) {
      return .tap(key.name)
    }
    if let key = keys.first(where: { $0.shiftedOutput == text }) { return .shifted(key.name) }
    return nil
  }

  /// The key at the physical key's position.
  mutating func position(_ character: Character, session: inout KeyboardSession) -> KeyStroke? {
    guard let geometry = session.geometry else { return nil }
    let layout = geometry.layout
    let lower = Character(character.lowercased())
    let isUpper = character != lower
    if layout.family == .standard {
      return Self.standard(lower, isUpper: isUpper, layout: layout)
    }
    return Self.block(lower, isUpper: isUpper, geometry: geometry)
  }

  /// QWERTY positions: the character keys of the three letter rows in order, digits on the
  /// number row.
  static func standard(_ lower: Character, isUpper: Bool, layout: ResolvedLayout) -> KeyStroke? {
    if let index = digits.firstIndex(of: lower) {
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
  static func block(_ lower: Character, isUpper: Bool, geometry: KeyboardGeometry) -> KeyStroke? {
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
