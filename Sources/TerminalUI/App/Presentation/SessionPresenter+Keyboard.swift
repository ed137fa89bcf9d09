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
    var cache = KeyCellCache()
    return keyboard(&session, isChevronPressed: isChevronPressed, cache: &cache)
  }

  /// The key grid, reusing the drawn cells of the last call when the key frames are the same.
  static func keyboard(
    _ session: inout KeyboardSession, isChevronPressed: Bool, flashedKey: String? = nil,
    cache: inout KeyCellCache
  ) -> KeyboardModel? {
    guard let geometry = session.geometry, let identity = session.layoutIdentity else {
      return nil
    }
    let context = KeyContext(session: session, geometry: geometry, flashedKey: flashedKey)
    if let model = cache.model(for: identity, context: context, isChevronPressed: isChevronPressed)
    {
      return model
    }
    cache.update(for: geometry)
    var keys: [KeyCell] = []
    keys.reserveCapacity(geometry.keyFrames.count + cache.blanks.count)
    for (index, frame) in geometry.keyFrames.enumerated() {
      keys.append(cell(frame, drawnAt: cache.cells[index], context: context))
    }
    keys += cache.blanks
    var chevron: ChevronStrip?
    if let strip = geometry.chevronStrip {
      chevron = ChevronStrip(
        frame: PointRect(strip), pointsRight: geometry.options.oneHandedMode == .left,
        isPressed: isChevronPressed)
    }
    let model = KeyboardModel(
      width: geometry.size.width, height: geometry.size.height, keys: keys, chevron: chevron)
    cache.remember(
      model, identity: identity, context: context, isChevronPressed: isChevronPressed)
    return model
  }

  /// What every key of one frame needs to know about the session.
  struct KeyContext: Equatable, Sendable {
    var pressedKey: String?
    var traits: FieldTraits
    var isFieldEmpty: Bool
    var showsSecondary: Bool
    var showsArrowOnSpace: Bool
    var shift: ShiftState
    var isFourByFour: Bool
    var selectHint: String?
    var oneHandedHint: String?

    /// `flashedKey`: a key a binding just tapped, drawn pressed while no finger is down.
    init(session: KeyboardSession, geometry: KeyboardGeometry, flashedKey: String? = nil) {
      pressedKey = session.pressedKeyName ?? flashedKey
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
  static func cell(_ frame: KeyFrame, drawnAt cellFrame: PointRect, context: KeyContext)
    -> KeyCell
  {
    let key = frame.key
    var cell = KeyCell(
      frame: cellFrame, caption: key.caption,
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
  static func closeGaps(_ frames: inout [PointRect], rows: [Int]) {
    let byRow = Dictionary(grouping: frames.indices, by: { rows[$0] })
    for (_, indices) in byRow {
      let ordered = indices.sorted { frames[$0].x < frames[$1].x }
      let widths = ordered.map { frames[$0].width }.sorted()
      guard let typical = widths.isEmpty ? nil : widths[widths.count / 2] else { continue }
      for (left, right) in zip(ordered, ordered.dropFirst()) {
        let gap = frames[right].x - frames[left].maxX
        guard gap > 0 && gap < typical * 0.9 else { continue }
        let middle = frames[left].maxX + gap / 2
        frames[left].width = middle - frames[left].x
        frames[right].width = frames[right].maxX - middle
        frames[right].x = middle
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

/// The drawn cells of the keys (their grid cells with neighbours' gaps closed) and the blank
/// cells, kept between frames: they depend only on the key frames, which change with the page,
/// the settings and the terminal size, not with a keystroke.
struct KeyCellCache: Sendable {
  /// What the cells were computed from.
  private var sources: [KeyFrameSource] = []
  private var gridFrame: Rect?
  /// Per key of the geometry, in order: the rectangle drawn.
  private(set) var cells: [PointRect] = []
  /// The outlined blanks where a row leaves out a whole key.
  private(set) var blanks: [KeyCell] = []
  /// The last model built, with everything it was built from.
  private var last:
    (
      model: KeyboardModel, identity: LayoutIdentity, context: SessionPresenter.KeyContext,
      isChevronPressed: Bool
    )?

  /// The last model, when it was built from the same key frames and the same session state.
  func model(
    for identity: LayoutIdentity, context: SessionPresenter.KeyContext, isChevronPressed: Bool
  ) -> KeyboardModel? {
    guard let last, last.identity === identity, last.context == context,
      last.isChevronPressed == isChevronPressed
    else { return nil }
    return last.model
  }

  /// Keeps `model` for `model(for:context:isChevronPressed:)`.
  mutating func remember(
    _ model: KeyboardModel, identity: LayoutIdentity, context: SessionPresenter.KeyContext,
    isChevronPressed: Bool
  ) {
    last = (model, identity, context, isChevronPressed)
  }

  struct KeyFrameSource: Equatable, Sendable {
    var frame: Rect
    var drawnFrame: Rect
    var row: Int
  }

  /// Recomputes the cells unless `geometry` has the same key frames as last time.
  mutating func update(for geometry: KeyboardGeometry) {
    if gridFrame == geometry.gridFrame, sources.count == geometry.keyFrames.count,
      zip(sources, geometry.keyFrames).allSatisfy({ source, frame in
        source.frame == frame.frame && source.drawnFrame == frame.drawnFrame
          && source.row == frame.row
      })
    {
      return
    }
    sources = geometry.keyFrames.map {
      KeyFrameSource(frame: $0.frame, drawnFrame: $0.drawnFrame, row: $0.row)
    }
    gridFrame = geometry.gridFrame
    var frames = geometry.keyFrames.map(SessionPresenter.visibleCell)
    SessionPresenter.closeGaps(&frames, rows: geometry.keyFrames.map(\.row))
    cells = frames
    blanks = SessionPresenter.blanks(geometry)
  }
}

extension PointRect {
  /// The same rectangle in the renderer's type.
  init(_ rect: Rect) {
    self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }
}
