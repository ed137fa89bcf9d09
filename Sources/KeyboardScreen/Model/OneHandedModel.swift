import KeyboardLayouts
import Localization
import TerminalKit

/// The one-handed mode chooser: three zones, left · centre · right.
///
/// Anchored like the keyboard-select balloon, 240 × 60 pt: `frame` x 146–386, zones of 80 pt.
/// Dragging the switch key onto the left zone highlights `.left`; releasing there moves the keys.
public struct OneHandedModel: Sendable, Equatable {
  /// The whole chooser, in keyboard points.
  public var frame: Rect
  /// The three zones, as the gesture engine hit-tests them.
  public var leftFrame: Rect
  public var centerFrame: Rect
  public var rightFrame: Rect
  /// The zone under the finger, drawn reversed.
  public var highlighted: OneHandedMode?
  /// The mode in effect now, drawn bold in the accent colour.
  public var current: OneHandedMode
  /// The three zones' labels, left to right (`◀ 왼쪽`, `가운데`, `오른쪽 ▶`).
  public var leftLabel: String
  public var centerLabel: String
  public var rightLabel: String

  /// Creates a one-handed chooser model, its labels in `words` (Korean unless told).
  public init(
    frame: Rect, leftFrame: Rect, centerFrame: Rect, rightFrame: Rect,
    highlighted: OneHandedMode? = nil, current: OneHandedMode = .center,
    words: Words = Words(.korean)
  ) {
    self.frame = frame
    self.leftFrame = leftFrame
    self.centerFrame = centerFrame
    self.rightFrame = rightFrame
    self.highlighted = highlighted
    self.current = current
    leftLabel = words(PanelText.oneHandedLeft)
    centerLabel = words(PanelText.oneHandedCenter)
    rightLabel = words(PanelText.oneHandedRight)
  }

  /// The label of one zone.
  public func label(_ zone: OneHandedMode) -> String {
    switch zone {
    case .left: leftLabel
    case .center: centerLabel
    case .right: rightLabel
    }
  }
}
