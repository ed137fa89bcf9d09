/// Turns a row's column units into x positions within the grid (§1.12, §6.3).
///
/// Standard at 390 pt: 1 column = 39 pt. 4x4 at 390 pt, multiplier 1.15: columns 0–3 are
/// 112.125 pt each and the function column (3–4) 53.625 pt, so a half key at 3.5–4 spans
/// 363.1875–390.
struct ColumnMap {
  /// A key's drawn span and touch span along x, relative to the grid's left edge.
  struct Span {
    var key: Key
    var visible: ClosedRange<Double>
    var touch: ClosedRange<Double>
  }

  let columnCount: Double
  let gridWidth: Double
  /// The 4x4 letter column width, or `nil` for equal columns.
  let letterWidth: Double?

  init(row: KeyRow, family: LayoutFamily, gridWidth: Double, multiplier: Double) {
    self.gridWidth = gridWidth
    if row.isNumberRow {
      columnCount = 10
      letterWidth = nil
    } else {
      columnCount = Double(family.columnCount)
      letterWidth = family.isFourByFour ? 0.25 * multiplier * gridWidth : nil
    }
  }

  /// The x of a position in column units.
  func x(_ position: Double) -> Double {
    guard let letterWidth else { return position * gridWidth / columnCount }
    if position <= 3 { return position * letterWidth }
    let functionWidth = gridWidth - 3 * letterWidth
    return 3 * letterWidth + (position - 3) * functionWidth
  }

  /// Lays out a row: aligns it (§ `RowAlignment`), then splits each gap between neighbouring
  /// keys at its middle so the touch cells tile the row; spacers stay dead.
  func spans(for row: KeyRow) -> [Span] {
    let total = row.totalWidth
    let scale = total > columnCount ? columnCount / total : 1
    let widths = row.items.map { $0.width * scale }
    let used = widths.reduce(0, +)
    var starts: [Double] = []
    var cursor = 0.0
    if row.alignment == .spread, widths.count >= 2 {
      let middle = used - widths[0] - widths[widths.count - 1]
      for index in widths.indices {
        if index == 0 {
          starts.append(0)
        } else if index == widths.count - 1 {
          starts.append(columnCount - widths[index])
        } else {
          if index == 1 { cursor = (columnCount - middle) / 2 }
          starts.append(cursor)
          cursor += widths[index]
        }
      }
    } else {
      cursor = (columnCount - used) / 2
      for width in widths {
        starts.append(cursor)
        cursor += width
      }
    }
    let visible = row.items.indices.map { x(starts[$0])...x(starts[$0] + widths[$0]) }
    var spans: [Span] = []
    for (index, item) in row.items.enumerated() {
      guard case .key(let key) = item else { continue }
      let low: Double
      if index == 0 {
        low = 0
      } else if case .gap = row.items[index - 1] {
        low = visible[index].lowerBound
      } else {
        low = (visible[index - 1].upperBound + visible[index].lowerBound) / 2
      }
      let high: Double
      if index == row.items.count - 1 {
        high = gridWidth
      } else if case .gap = row.items[index + 1] {
        high = visible[index].upperBound
      } else {
        high = (visible[index].upperBound + visible[index + 1].lowerBound) / 2
      }
      spans.append(Span(key: key, visible: visible[index], touch: low...high))
    }
    return spans
  }
}
