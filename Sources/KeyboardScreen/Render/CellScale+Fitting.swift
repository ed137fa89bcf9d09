import KeyboardLayouts
import TerminalKit

extension CellScale {
  /// Keys need a 2-column interior (one Hangul syllable) between their outlines.
  static let minimumKeyColumns = 3
  /// Keys need a 1-row interior (one caption line) between their outlines.
  static let minimumKeyRows = 2
  /// Wider terminals do not stretch the keys beyond this (390 pt → about 100 columns).
  static let minimumPointsPerColumn = 3.9
  /// The row height a key row aims for: a 59 pt row becomes 3 rows, 71.5 pt 4, 46.5 pt 2.
  static let preferredPointsPerRow = 20.0

  /// The scale that fits a keyboard into `columns` × `rows` cells, or `nil` when every key cannot
  /// keep a readable interior. The keyboard is centred horizontally; `originRow` is 0.
  ///
  /// Each key row gets a whole number of terminal rows when the keys are of one height (59 pt →
  /// 3 rows at 240 pt, 2 rows at 190 pt, 4 rows at 290 pt), down to 2 rows when space is short.
  static func fitting(_ keyboard: KeyboardModel, columns: Int, rows: Int) -> CellScale? {
    guard let horizontal = horizontalFit(keyboard, columns: columns) else { return nil }
    for pointsPerRow in rowCandidates(keyboard) {
      let scale = CellScale(
        pointsPerColumn: horizontal.pointsPerColumn, pointsPerRow: pointsPerRow,
        originColumn: horizontal.originColumn, originRow: 0)
      if scale.rowCount(keyboard) <= rows && scale.keepsRowsReadable(keyboard) {
        return scale
      }
    }
    return nil
  }

  /// The smallest terminal that can show the keyboard: columns × keyboard rows.
  ///
  /// The standard 10-column grid on 390 pt needs 31 columns (13 pt per column, 3 per key).
  static func minimumCells(_ keyboard: KeyboardModel) -> TerminalSize {
    var columns = 8
    while columns < 2_000 && horizontalFit(keyboard, columns: columns) == nil {
      columns += 1
    }
    let rows = rowCandidates(keyboard).compactMap { pointsPerRow -> Int? in
      let scale = CellScale(
        pointsPerColumn: 1, pointsPerRow: pointsPerRow, originColumn: 0, originRow: 0)
      return scale.keepsRowsReadable(keyboard) ? scale.rowCount(keyboard) : nil
    }.min()
    return TerminalSize(columns: columns, rows: rows ?? 2_000)
  }

  /// Rows the keyboard occupies, top and bottom outline included.
  func rowCount(_ keyboard: KeyboardModel) -> Int {
    Int((keyboard.height / pointsPerRow).rounded()) + 1
  }

  /// Columns the keyboard occupies, left and right outline included.
  func columnCount(_ keyboard: KeyboardModel) -> Int {
    Int((keyboard.width / pointsPerColumn).rounded()) + 1
  }

  private static func horizontalFit(_ keyboard: KeyboardModel, columns: Int) -> CellScale? {
    guard columns >= 2, keyboard.width > 0 else { return nil }
    let pointsPerColumn = max(keyboard.width / Double(columns - 1), minimumPointsPerColumn)
    var scale = CellScale(
      pointsPerColumn: pointsPerColumn, pointsPerRow: 1, originColumn: 0, originRow: 0)
    let used = scale.columnCount(keyboard)
    guard used <= columns else { return nil }
    scale.originColumn = (columns - used) / 2
    for key in keyboard.keys where key.style != .blank {
      if scale.column(x: key.frame.maxX) - scale.column(x: key.frame.x) < minimumKeyColumns {
        return nil
      }
    }
    return scale
  }

  private func keepsRowsReadable(_ keyboard: KeyboardModel) -> Bool {
    keyboard.keys.allSatisfy { key in
      row(y: key.frame.maxY) - row(y: key.frame.y) >= Self.minimumKeyRows
    }
  }

  // Whole rows per key row from the preferred size down to 2, then a last resort that gives the
  // shortest key exactly 2 rows.
  private static func rowCandidates(_ keyboard: KeyboardModel) -> [Double] {
    let heights = keyboard.keys.map(\.frame.height).filter { $0 > 0 }.sorted()
    guard !heights.isEmpty else { return [preferredPointsPerRow] }
    let typical = heights[heights.count / 2]
    let preferred = min(4, max(2, Int((typical / preferredPointsPerRow).rounded())))
    var candidates = stride(from: preferred, through: 2, by: -1).map { typical / Double($0) }
    candidates.append(heights[0] / Double(minimumKeyRows))
    return candidates
  }
}
