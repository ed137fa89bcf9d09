import KeyboardLayouts

/// The switch key's overlay as it stands: its frame, its zones and the one under the finger.
///
/// The keyboard-select overlay has a cancel zone (X, `choice == nil`) over the switch key and
/// a target zone beyond it; the one-handed overlay has three zones, left · centre · right.
/// While the finger drags, the zone is chosen by the finger's x alone (the finger is usually
/// below the overlay, on the key row); a pinned overlay is tapped like a button (x and y).
public struct GestureOverlay: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// Primary/symbol → numeric, numeric → symbol (§3.7).
    case keyboardSelect
    /// One-handed mode left / centre / right (§6.5).
    case oneHanded
  }

  public var kind: Kind
  public var frame: Rect
  public var zones: [OverlayZone]
  /// Index into `zones` of the zone under the finger, nil when none.
  public var highlighted: Int?
  /// A long press released without moving leaves the overlay open until the next tap.
  public var isPinned: Bool

  public init(
    kind: Kind, frame: Rect, zones: [OverlayZone], highlighted: Int? = nil, isPinned: Bool = false
  ) {
    self.kind = kind
    self.frame = frame
    self.zones = zones
    self.highlighted = highlighted
    self.isPinned = isPinned
  }

  /// The zone whose horizontal span holds `x` (half-open), for a dragging finger.
  public func zoneIndex(atX x: Double) -> Int? {
    for (index, zone) in zones.enumerated() where x >= zone.frame.minX && x < zone.frame.maxX {
      return index
    }
    return nil
  }

  /// The zone that holds `point`, for a tap on a pinned overlay.
  public func zoneIndex(at point: Point) -> Int? {
    for (index, zone) in zones.enumerated() where zone.frame.contains(point) { return index }
    return nil
  }
}

/// One area of an overlay; `choice == nil` is the keyboard-select overlay's X (cancel) area.
public struct OverlayZone: Hashable, Sendable {
  public var frame: Rect
  public var choice: OverlayChoice?

  public init(frame: Rect, choice: OverlayChoice?) {
    self.frame = frame
    self.choice = choice
  }
}

/// What releasing over an overlay zone selects.
public enum OverlayChoice: Hashable, Sendable {
  /// Switch to the numeric keypad (from primary or symbol) or the symbol page (from numeric).
  case keyboardSelect
  case oneHanded(OneHandedMode)
}
