import KeyboardLayouts
import TerminalKit

/// The balloon shown while the switch key is dragged: the target keyboard and a cancel X.
///
/// 나랏글 at 390 pt (switch key bottom-right, drag left → numeric): frame x 218.5–386, y 115–175;
/// the `123` target 218.5–296.5 and the X from 296.5 (4 pt inside the switch key) to 386. While
/// the finger is over `123`, `highlighted: .target`. The frames are the gesture engine's, so the
/// drawn divider sits exactly where the hit areas meet.
public struct KeyboardSelectModel: Sendable, Equatable {
  /// The whole balloon, in keyboard points.
  public var frame: Rect
  /// Releasing here switches keyboards.
  public var targetFrame: Rect
  /// Releasing here (the X) cancels.
  public var cancelFrame: Rect
  /// The target keyboard's label (`123`, `!#1`).
  public var target: String
  /// The part under the finger, drawn reversed.
  public var highlighted: Choice?

  /// The two parts of the balloon.
  public enum Choice: Sendable, Equatable {
    case target
    case cancel
  }

  /// Creates a keyboard-select model.
  public init(
    frame: Rect, targetFrame: Rect, cancelFrame: Rect, target: String,
    highlighted: Choice? = nil
  ) {
    self.frame = frame
    self.targetFrame = targetFrame
    self.cancelFrame = cancelFrame
    self.target = target
    self.highlighted = highlighted
  }
}
