import KeyboardLayouts

/// Everything the engine hit-tests: the keys, the keyboard frame, the chevron and other
/// tap regions, and where the switch key's keyboard-select overlay points.
///
/// Rebuild it whenever the session changes page, layout or one-handed mode; a touch in
/// progress keeps the key it started on. Frames are in keyboard points with the origin at
/// the top-left; the terminal scales cells to points with one factor (spec §6.6).
public struct GestureLayout: Hashable, Sendable {
  public var keys: [GestureKey]
  /// The key area; the delete-drag edge zones (20 pt) and the overlays align to its sides.
  public var keyboardFrame: Rect
  /// The side the keyboard-select overlay opens to (§3.7): `.left` on 나랏글, 천지인 and
  /// numeric, `.right` on 두벌식, QWERTY, symbol and the bottom-space variants.
  public var switchSelectDirection: HorizontalDirection
  /// The one-handed chevron's touch area (already inset 12 pt top/bottom, 4 pt on the
  /// keyboard side, §6.5), nil in centre mode.
  public var chevron: Rect?
  /// Suggestion candidates and other buttons drawn outside the keys.
  public var regions: [TapRegion]
  public var overlayMetrics: OverlayMetrics

  public init(
    keys: [GestureKey], keyboardFrame: Rect,
    switchSelectDirection: HorizontalDirection = .right, chevron: Rect? = nil,
    regions: [TapRegion] = [], overlayMetrics: OverlayMetrics = OverlayMetrics()
  ) {
    self.keys = keys
    self.keyboardFrame = keyboardFrame
    self.switchSelectDirection = switchSelectDirection
    self.chevron = chevron
    self.regions = regions
    self.overlayMetrics = overlayMetrics
  }

  /// The first key whose touch cell holds `point`, in `keys` order.
  public func key(at point: Point) -> GestureKey? {
    for key in keys where key.frame.contains(point) { return key }
    return nil
  }

  /// The first region whose frame holds `point`.
  public func region(at point: Point) -> TapRegion? {
    for region in regions where region.frame.contains(point) { return region }
    return nil
  }
}

/// Left or right, for the switch key's keyboard-select overlay and the one-handed side.
public enum HorizontalDirection: String, Hashable, Sendable, CaseIterable {
  case left, right

  /// `-1` for left, `+1` for right.
  public var sign: Double { self == .left ? -1 : 1 }
}
