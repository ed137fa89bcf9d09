import KeyboardLayouts

/// A touch area outside the key grid that taps and may long-press: a suggestion candidate,
/// a confirmation button, a clipboard row.
///
/// Candidates (§4.7) use `TapRegion(id: 2, frame: slot, longPressDuration:
/// TapRegion.candidateLongPressDuration)`: held 0.5 s → `.regionLongPress(2)` (remove the
/// learned word), released earlier inside → `.regionTap(2)`. The duration is fixed and does
/// not follow the key long-press setting.
public struct TapRegion: Hashable, Sendable {
  /// The session's own identifier (candidate slot, button number).
  public var id: Int
  public var frame: Rect
  /// Seconds to a long press, or nil for tap only.
  public var longPressDuration: Double?

  public init(id: Int, frame: Rect, longPressDuration: Double? = nil) {
    self.id = id
    self.frame = frame
    self.longPressDuration = longPressDuration
  }

  /// §4.7: removing a learned candidate takes a fixed 0.5 s hold.
  public static let candidateLongPressDuration = 0.5
}
