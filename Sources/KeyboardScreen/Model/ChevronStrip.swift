import KeyboardLayouts
import TerminalKit

/// The strip beside a one-handed keyboard with a chevron pointing back to the centre.
///
/// Left mode on 390 pt: `ChevronStrip(frame: Rect(x: 320, y: 0, width: 70, height: 240),
/// pointsRight: true)`.
public struct ChevronStrip: Sendable, Equatable {
  /// Where the strip is, in keyboard points.
  public var frame: Rect
  /// `true` when the chevron points right (the keyboard sits on the left).
  public var pointsRight: Bool
  /// Drawn reversed while the finger is on it.
  public var isPressed: Bool

  /// Creates a chevron strip.
  public init(frame: Rect, pointsRight: Bool, isPressed: Bool = false) {
    self.frame = frame
    self.pointsRight = pointsRight
    self.isPressed = isPressed
  }
}
