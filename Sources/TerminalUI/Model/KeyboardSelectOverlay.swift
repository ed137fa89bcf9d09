/// The balloon shown while the switch key is dragged: the target keyboard and a cancel X.
///
/// 나랏글 (switch key bottom-right, drag left → numeric): `target: "123"`, `cancelOnRight: true`,
/// and while the finger is over `123`, `highlighted: .target`.
public struct KeyboardSelectOverlay: Sendable, Equatable {
  /// Where the balloon is, in keyboard points (60 pt tall, 4 pt above the switch key).
  public var frame: PointRect
  /// The target keyboard's label (`123`, `!#1`).
  public var target: String
  /// Whether the X sits on the right end (the switch key's side).
  public var cancelOnRight: Bool
  /// The part under the finger, drawn reversed.
  public var highlighted: Choice?

  /// The two parts of the balloon.
  public enum Choice: Sendable, Equatable {
    case target
    case cancel
  }

  /// Creates a keyboard-select overlay.
  public init(frame: PointRect, target: String, cancelOnRight: Bool, highlighted: Choice? = nil) {
    self.frame = frame
    self.target = target
    self.cancelOnRight = cancelOnRight
    self.highlighted = highlighted
  }
}
