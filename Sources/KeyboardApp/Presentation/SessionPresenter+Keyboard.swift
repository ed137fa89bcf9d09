import KeyboardLayouts
import KeyboardScreen
import KeyboardSession
import TerminalKit

extension SessionPresenter {
  /// The key grid from the session's key frames, captions and states.
  ///
  /// Each key is drawn over its visible grid cell (its drawn rectangle without the 3 pt side
  /// insets, its touch band vertically), so neighbours share outlines and an indented row
  /// stays indented; a missing key as wide as a key (the tenkey's bottom-left) is an outlined
  /// blank.
  static func keyboard(_ session: KeyboardSession, isChevronPressed: Bool)
    -> KeyboardModel?
  {
    var cache = KeyCellCache()
    return keyboard(session, isChevronPressed: isChevronPressed, cache: &cache)
  }

  /// The key grid, reusing the drawn cells of the last call when the key frames are the same.
  static func keyboard(
    _ session: KeyboardSession, isChevronPressed: Bool, flashedKey: String? = nil,
    fingerKeys: [String] = [], heatMap: HeatMap? = nil, hidesPresses: Bool = false,
    cache: inout KeyCellCache
  ) -> KeyboardModel? {
    guard let geometry = session.geometry else { return nil }
    // Without an identity (the session's kept frames are out of date) nothing is reused.
    let identity = session.layoutIdentity
    var context = KeyContext(
      session: session, geometry: geometry, flashedKey: flashedKey, heatMap: heatMap)
    context.fingerKeys = fingerKeys
    if hidesPresses {
      context.pressedKey = nil
      context.fingerKeys = []
    }
    if let identity,
      let model = cache.model(for: identity, context: context, isChevronPressed: isChevronPressed)
    {
      return model
    }
    cache.update(for: geometry)
    var keys: [KeyCell] = []
    keys.reserveCapacity(geometry.keyFrames.count + cache.blanks.count)
    for (index, frame) in geometry.keyFrames.enumerated() {
      var key = cell(
        frame, drawnAt: cache.cells[index], appearance: context.appearances[index],
        isPressed: context.pressedKey == frame.key.name
          || context.fingerKeys.contains(frame.key.name))
      if index < context.heats.count { key.heat = context.heats[index] }
      keys.append(key)
    }
    keys += cache.blanks
    var chevron: ChevronStrip?
    if let strip = geometry.chevronStrip {
      chevron = ChevronStrip(
        frame: strip, pointsRight: geometry.options.oneHandedMode == .left,
        isPressed: isChevronPressed)
    }
    let model = KeyboardModel(
      width: geometry.size.width, height: geometry.size.height, keys: keys, chevron: chevron)
    if let identity {
      cache.remember(
        model, identity: identity, context: context, isChevronPressed: isChevronPressed)
    }
    return model
  }

  /// What every key of one frame needs to know about the session: which key is down and
  /// how each key looks (`KeyboardSession.appearance(of:)`), in key-frame order.
  struct KeyContext: Equatable, Sendable {
    var pressedKey: String?
    /// Keys under the other fingers down (the mouse's second finger, held physical keys).
    var fingerKeys: [String] = []
    var appearances: [KeyAppearance]
    /// The heat map's value per key (`heatValues`), empty while it is off.
    var heats: [Double]

    /// `flashedKey`: a key a binding just tapped, drawn pressed while no finger is down.
    init(
      session: KeyboardSession, geometry: KeyboardGeometry, flashedKey: String? = nil,
      heatMap: HeatMap? = nil
    ) {
      pressedKey = session.pressedKeyName ?? flashedKey
      appearances = geometry.keyFrames.map { session.appearance(of: $0.key) }
      heats = heatMap.map { SessionPresenter.heatValues(session, geometry: geometry, $0) } ?? []
    }
  }

  /// One key: the style its role gives, the caption, hints and states the session says.
  static func cell(
    _ frame: KeyFrame, drawnAt cellFrame: Rect, appearance look: KeyAppearance,
    isPressed: Bool
  ) -> KeyCell {
    var cell = KeyCell(frame: cellFrame, caption: look.caption, isPressed: isPressed)
    cell.topHint = look.topHint
    cell.bottomHint = look.bottomHint
    cell.isDisabled = look.isDisabled
    cell.emphasis = look.emphasis
    switch frame.key.role {
    case .character: cell.style = .character
    case .space: cell.style = .space(showsArrow: look.showsArrow)
    case .return: cell.style = .returnKey(isHighlighted: look.isHighlighted)
    case .shift:
      switch look.shift ?? .off {
      case .off: cell.style = .shift(.off)
      case .on: cell.style = .shift(.on)
      case .capsLock: cell.style = .shift(.capsLock)
      }
    case .switch, .delete, .lang, .globe, .page: cell.style = .function
    }
    return cell
  }

  /// The key's grid cell as drawn: the drawn rectangle plus the 3 pt side insets, over the
  /// full touch band of its row.
  static func visibleCell(_ frame: KeyFrame) -> Rect {
    let x = frame.drawnFrame.minX - sideInset
    let maxX = frame.drawnFrame.maxX + sideInset
    return Rect(x: x, y: frame.frame.minY, width: maxX - x, height: frame.frame.height)
  }

  static let sideInset = 3.0

  /// Neighbours a few points apart (the standard row 3's shift and delete groups) meet halfway,
  /// so one outline divides them instead of two side by side.
  static func closeGaps(_ frames: inout [Rect], rows: [Int]) {
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
            frame: Rect(x: start, y: first.y, width: end - start, height: first.height),
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
  private(set) var cells: [Rect] = []
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
