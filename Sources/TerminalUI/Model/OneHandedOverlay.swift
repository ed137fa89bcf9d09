/// The one-handed mode chooser: three zones, left · centre · right.
///
/// Dragging the switch key up-left might highlight `.left`; releasing there moves the keys left.
public struct OneHandedOverlay: Sendable, Equatable {
  /// Where the chooser is, in keyboard points (240 × 60 pt, anchored like keyboard-select).
  public var frame: PointRect
  /// The zone under the finger.
  public var highlighted: OneHandedZone?
  /// The mode in effect now, drawn bold.
  public var current: OneHandedZone

  /// Creates a one-handed overlay.
  public init(frame: PointRect, highlighted: OneHandedZone? = nil, current: OneHandedZone = .center) {
    self.frame = frame
    self.highlighted = highlighted
    self.current = current
  }
}
