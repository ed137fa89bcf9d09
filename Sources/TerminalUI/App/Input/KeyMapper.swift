import KeyboardLayouts
import KeyboardSession

/// A key press from a physical key, before it becomes taps: `Q` on 두벌식 is `.shifted("ㅂ")`.
enum KeyStroke: Sendable, Equatable {
  case tap(String)
  /// Shift on (tapped first if it is off), then the key.
  case shifted(String)

  /// The key the stroke ends on.
  var keyName: String {
    switch self {
    case .tap(let name), .shifted(let name): return name
    }
  }

  /// The key names to tap with shift in state `shift`.
  func taps(shift: KeyboardState.Shift) -> [String] {
    switch self {
    case .tap(let name): return [name]
    case .shifted(let name): return shift == .off ? ["shift", name] : [name]
    }
  }
}

/// Which key a physical key of the terminal's keyboard is, on the page showing: a binding
/// (where the keys sit), not a keyboard rule — what a key types is the session's.
///
/// Letter pages map physical keys by position: QWERTY positions on the standard grids
/// (`r` → `ㄱ` on 두벌식, `R` → shift + `ㄱ` = `ㄲ`), the block `1 2 3 4 / q w e r / a s d f /
/// z x c v` on the 4×4 grids (`s` → `ㅇ` on 나랏글; upper case picks the second half of a split
/// cell, `Z` → `,` on 천지인). Symbol, numeric and tenkey pages match labels (`1` → `1`).
/// Everything else — input-method text, characters on another page — the session plans
/// (`KeyboardSession.typeText`).
struct KeyMapper: Sendable {
  static let qwertyRows: [[Character]] = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map(Array.init)
  static let blockRows: [[Character]] = ["1234", "qwer", "asdf", "zxcv"].map(Array.init)
  static let digits: [Character] = Array("1234567890")

  /// The taps a physical (ASCII) key makes on the page showing, or `nil` when no key of this
  /// page sits there or is labelled with it.
  static func taps(for scalar: Unicode.Scalar, session: KeyboardSession) -> [String]? {
    guard scalar.isASCII, scalar.value >= 0x21, scalar.value < 0x7F else { return nil }
    let text = String(scalar)
    let shift = session.keyboard.shift
    if session.keyboard.page == .primary,
      let stroke = position(Character(scalar), session: session)
    {
      return stroke.taps(shift: shift)
    }
    return label(text, session: session)?.taps(shift: shift)
  }

  /// Whether a physical key is a letter, which types by position on the letters.
  static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
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
  static func position(_ character: Character, session: KeyboardSession) -> KeyStroke? {
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
