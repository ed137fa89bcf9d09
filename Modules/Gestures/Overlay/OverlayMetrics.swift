/// The switch-key overlay dimensions of §3.7 / §6.4, in points.
///
/// With the defaults a left-side switch key `(0, 177, 46.875×59)` on a 375 pt keyboard gets a
/// keyboard-select overlay `(4, 113, 116.875×60)`: X from 4 to 42.875 (4 pt inside the key's
/// right edge), target from 42.875 to 120.875.
public struct OverlayMetrics: Hashable, Sendable {
  /// Gap between the overlay's bottom and the switch key's top.
  public var gapAboveKey = 4.0
  /// Distance from the keyboard edge on the anchored side.
  public var edgeInset = 4.0
  public var height = 60.0
  /// Width of the keyboard-select target zone.
  public var selectTargetWidth = 78.0
  /// Narrowest X (cancel) zone.
  public var cancelMinimumWidth = 32.0
  /// How far inside the switch key the X zone's inner boundary lies.
  public var cancelInsetIntoKey = 4.0
  /// Width of the one-handed overlay (three equal zones).
  public var oneHandedWidth = 240.0

  public init() {}
}
