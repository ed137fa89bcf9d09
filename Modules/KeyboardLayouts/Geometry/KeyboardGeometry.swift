/// Where every key of a resolved layout is, in points, and which key a point hits.
///
/// 나랏글 at 390 × 240 pt, multiplier 1: letter columns 97.5 pt, the function column 97.5 pt,
/// rows 59 pt below a 2 pt margin; `key(at: Point(x: 10, y: 10))` is `ㄱ`. With multiplier
/// 1.15 the letter columns are 112.125 pt and the function column 53.625 pt.
/// The origin is the top-left of the keys (the number row when shown); the suggestion bar
/// is not part of it.
public struct KeyboardGeometry: Hashable, Sendable {
  public let layout: ResolvedLayout
  public let options: GeometryOptions
  /// The whole keyboard: number row (when shown) plus the key area.
  public let size: Size
  /// The rectangle the key grid occupies: all of the keyboard, or one side in one-handed mode.
  public let gridFrame: Rect
  public let keyFrames: [KeyFrame]
  /// The strip beside the grid in one-handed left/right mode, showing the chevron (§6.5).
  public let chevronStrip: Rect?
  /// The chevron button's touch area: the strip inset 12 pt top and bottom, 4 pt on the grid side.
  public let chevronFrame: Rect?

  public init(layout: ResolvedLayout, options: GeometryOptions = GeometryOptions()) {
    self.layout = layout
    self.options = options
    let hasNumberRow = layout.rows.contains(where: \.isNumberRow)
    let numberRowHeight = hasNumberRow ? options.numberRowHeight : 0
    let width = max(options.width, 0)
    size = Size(width: width, height: numberRowHeight + options.keyAreaHeight)
    let gridWidth: Double
    switch options.oneHandedMode {
    case .center: gridWidth = width
    case .left, .right: gridWidth = min(options.clampedOneHandedWidth, width)
    }
    let gridX = options.oneHandedMode == .right ? width - gridWidth : 0
    gridFrame = Rect(x: gridX, y: 0, width: gridWidth, height: size.height)
    if gridWidth < width {
      let stripX = options.oneHandedMode == .left ? gridWidth : 0
      let strip = Rect(x: stripX, y: 0, width: width - gridWidth, height: size.height)
      chevronStrip = strip
      let towardGrid = options.oneHandedMode == .left ? 4.0 : 0
      chevronFrame = Rect(
        x: strip.x + towardGrid, y: 12, width: max(strip.width - 4, 0),
        height: max(strip.height - 24, 0))
    } else {
      chevronStrip = nil
      chevronFrame = nil
    }
    keyFrames = KeyboardGeometry.place(
      layout, in: gridFrame, numberRowHeight: numberRowHeight, options: options)
  }

  /// The key whose touch cell holds the point, if any (spacers, the chevron strip and points
  /// outside the keyboard hit nothing).
  public func key(at point: Point) -> KeyFrame? {
    keyFrames.first { $0.frame.contains(point) }
  }

  /// Whether the point is on the one-handed chevron button.
  public func isChevron(at point: Point) -> Bool {
    chevronFrame?.contains(point) ?? false
  }

  /// The first key with this name in reading order.
  public func frame(named name: String) -> KeyFrame? {
    keyFrames.first { $0.key.name == name }
  }

  /// The switch key's keyboard-select drag direction and target (§3.7).
  public var switchSelect: SwitchSelect? { layout.switchSelect }

  private static func place(
    _ layout: ResolvedLayout, in grid: Rect, numberRowHeight: Double, options: GeometryOptions
  ) -> [KeyFrame] {
    let letterRows = layout.rows.filter { !$0.isNumberRow }.count
    let keyArea = options.keyAreaHeight
    let rowHeight = letterRows > 0 ? (keyArea - 4) / Double(letterRows) : 0
    var frames: [KeyFrame] = []
    var letterIndex = 0
    for (rowIndex, row) in layout.rows.enumerated() {
      let band: RowBand
      if row.isNumberRow {
        band = RowBand(
          visibleY: 0, visibleHeight: numberRowHeight, touchY: 0,
          touchHeight: numberRowHeight)
      } else {
        let top = numberRowHeight + 2 + Double(letterIndex) * rowHeight
        let touchTop = letterIndex == 0 ? numberRowHeight : top
        let touchBottom =
          letterIndex == letterRows - 1 ? numberRowHeight + keyArea : top + rowHeight
        band = RowBand(
          visibleY: top, visibleHeight: rowHeight, touchY: touchTop,
          touchHeight: touchBottom - touchTop)
        letterIndex += 1
      }
      let columns = ColumnMap(
        row: row, family: layout.family, gridWidth: grid.width,
        multiplier: options.clampedMultiplier)
      let standardInsets =
        row.isNumberRow || !(layout.family.isFourByFour || layout.family == .tenkey)
      let inset = (dx: 3.0, dy: standardInsets ? 4.0 : 2.0)
      for (column, span) in columns.spans(for: row).enumerated() {
        let visible = Rect(
          x: grid.x + span.visible.lowerBound, y: band.visibleY,
          width: span.visible.upperBound - span.visible.lowerBound, height: band.visibleHeight)
        let touch = Rect(
          x: grid.x + span.touch.lowerBound, y: band.touchY,
          width: span.touch.upperBound - span.touch.lowerBound, height: band.touchHeight)
        frames.append(
          KeyFrame(
            key: span.key, frame: touch, drawnFrame: visible.insetBy(dx: inset.dx, dy: inset.dy),
            row: rowIndex, column: column))
      }
    }
    return frames
  }
}

/// The vertical extent of one row: what is drawn and what takes touches.
private struct RowBand {
  var visibleY: Double
  var visibleHeight: Double
  var touchY: Double
  var touchHeight: Double
}
