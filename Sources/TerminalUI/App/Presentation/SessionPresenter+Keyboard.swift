import KeyboardLayouts
import KeyboardSession

extension SessionPresenter {
  /// The key grid from the session's key frames, captions and states.
  ///
  /// Each key is drawn over its visible grid cell (its drawn rectangle without the 3 pt side
  /// insets, its touch band vertically), so neighbours share outlines and an indented row
  /// stays indented; a missing key as wide as a key (the tenkey's bottom-left) is an outlined
  /// blank.
  static func keyboard(_ session: inout KeyboardSession, isChevronPressed: Bool)
    -> KeyboardModel?
  {
    guard let geometry = session.geometry else { return nil }
    let context = KeyContext(session: session, geometry: geometry)
    var keys: [KeyCell] = []
    keys.reserveCapacity(geometry.keyFrames.count + 1)
    for frame in geometry.keyFrames {
      keys.append(cell(frame, context: context))
    }
    closeGaps(&keys, rows: geometry.keyFrames.map(\.row))
    keys += blanks(geometry)
    var chevron: ChevronStrip?
    if let strip = geometry.chevronStrip {
      chevron = ChevronStrip(
        frame: PointRect(strip), pointsRight: geometry.options.oneHandedMode == .left,
        isPressed: isChevronPressed)
    }
    return KeyboardModel(
      width: geometry.size.width, height: geometry.size.height, keys: keys, chevron: chevron)
  }

  /// What every key of one frame needs to know about the session.
  struct KeyContext {
    var pressedKey: String?
    var traits: FieldTraits
    var isFieldEmpty: Bool
    var showsSecondary: Bool
    var showsArrowOnSpace: Bool
    var shift: ShiftState
    var isFourByFour: Bool
    var selectHint: String?
    var oneHandedHint: String?

    init(session: KeyboardSession, geometry: KeyboardGeometry) {
      pressedKey = session.pressedKeyName
      traits = session.traits
      isFieldEmpty = session.document.count == 0
      showsSecondary = session.settings.longPressAction == .numberInput
      showsArrowOnSpace = session.hangul.isComposingInProgress
      switch session.keyboard.shift {
      case .off: shift = .off
      case .on: shift = .on
      case .capsLock: shift = .capsLock
      }
      let family = geometry.layout.family
      isFourByFour = family.isFourByFour || family == .tenkey
      selectHint = session.settings.isNumericKeypadEnabled ? geometry.switchSelect?.hint : nil
      oneHandedHint = session.settings.isOneHandedKeyboardEnabled ? "▲" : nil
    }
  }

  /// One key: caption and style from its role, hints, pressed and disabled states.
  static func cell(_ frame: KeyFrame, context: KeyContext) -> KeyCell {
    let key = frame.key
    var cell = KeyCell(
      frame: visibleCell(frame), caption: key.caption,
      isPressed: context.pressedKey == key.name)
    switch key.role {
    case .character:
      cell.style = .character
      if context.showsSecondary, let secondary = key.secondary, secondary != key.caption,
        secondary != key.output
      {
        cell.topHint = secondary
      }
    case .space:
      cell.style = .space(showsArrow: context.showsArrowOnSpace)
      if key.caption == key.name && context.isFourByFour { cell.caption = "" }
    case .return:
      let type = context.traits.returnKeyType
      cell.caption = type.caption ?? key.caption
      cell.style = .returnKey(isHighlighted: type.isHighlighted)
      cell.isDisabled = context.traits.enablesReturnKeyAutomatically && context.isFieldEmpty
    case .shift:
      cell.style = .shift(context.shift)
    case .switch:
      cell.style = .function
      cell.topHint = context.oneHandedHint
      cell.bottomHint = context.selectHint
    case .delete, .lang, .globe, .page:
      cell.style = .function
    }
    return cell
  }

  /// The key's grid cell as drawn: the drawn rectangle plus the 3 pt side insets, over the
  /// full touch band of its row.
  static func visibleCell(_ frame: KeyFrame) -> PointRect {
    let x = frame.drawnFrame.minX - sideInset
    let maxX = frame.drawnFrame.maxX + sideInset
    return PointRect(x: x, y: frame.frame.minY, width: maxX - x, height: frame.frame.height)
  }

  static let sideInset = 3.0

  /// Neighbours a few points apart (the standard row 3's shift and delete groups) meet halfway,
  /// so one outline divides them instead of two side by side.
  static func closeGaps(_ keys: inout [KeyCell], rows: [Int]) {
    let byRow = Dictionary(grouping: keys.indices, by: { rows[$0] })
    for (_, indices) in byRow {
      let ordered = indices.sorted { keys[$0].frame.x < keys[$1].frame.x }
      let widths = ordered.map { keys[$0].frame.width }.sorted()
      guard let typical = widths.isEmpty ? nil : widths[widths.count / 2] else { continue }
      for (left, right) in zip(ordered, ordered.dropFirst()) {
        let gap = keys[right].frame.x - keys[left].frame.maxX
        guard gap > 0 && gap < typical * 0.9 else { continue }
        let middle = keys[left].frame.maxX + gap / 2
        keys[left].frame.width = middle - keys[left].frame.x
        keys[right].frame.width = keys[right].frame.maxX - middle
        keys[right].frame.x = middle
      }
    }
  }

  /// Outlined blanks where a row leaves out a whole key (the tenkey's empty corner); half-key
  /// indents (QWERTY row 2) stay open.
  static func blanks(_ geometry: KeyboardGeometry) -> [KeyCell] {
    var result: [KeyCell] = []
    let rows = Dictionary(grouping: geometry.keyFrames, by: \.row)
    for (_, frames) in rows {
      let cells = frames.map(visibleCell).sorted { $0.x < $1.x }
      guard let first = cells.first, let last = cells.last else { continue }
      let widths = cells.map(\.width).sorted()
      let typical = widths[widths.count / 2]
      var edges: [(Double, Double)] = [(geometry.gridFrame.minX, first.x)]
      for (left, right) in zip(cells, cells.dropFirst()) {
        edges.append((left.maxX, right.x))
      }
      edges.append((last.maxX, geometry.gridFrame.maxX))
      for (start, end) in edges where end - start >= typical * 0.9 {
        result.append(
          KeyCell(
            frame: PointRect(x: start, y: first.y, width: end - start, height: first.height),
            caption: "", style: .blank))
      }
    }
    return result.sorted { ($0.frame.y, $0.frame.x) < ($1.frame.y, $1.frame.x) }
  }
}

extension PointRect {
  /// The same rectangle in the renderer's type.
  init(_ rect: Rect) {
    self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }
}
