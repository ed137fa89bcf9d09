import KeyboardLayouts

/// One finger event in keyboard points, stamped with the caller's clock in seconds.
///
/// Every input source becomes this stream: a terminal mouse press is `.down`, a drag report
/// `.move`, the button release `.up`; a key binding sends `.down` and `.up` at the same time;
/// a replay script writes the times out. `TouchEvent(.down, at: Point(x: 20, y: 200), time: 1.0)`
/// followed by `TouchEvent(.up, at: Point(x: 20, y: 200), time: 1.1)` is a tap.
public struct TouchEvent: Hashable, Sendable, CustomStringConvertible {
  /// The phase of the finger.
  public enum Kind: String, Hashable, Sendable {
    case down, move, up
    /// The system took the touch away (window change): no tap, gestures end quietly.
    case cancel
  }

  public var kind: Kind
  /// Identifies the finger across `.down` … `.up`; a mouse is finger 0.
  public var finger: Int
  public var point: Point
  /// Seconds on the caller's monotonic clock; events must not go back in time.
  public var time: Double

  public init(_ kind: Kind, finger: Int = 0, at point: Point, time: Double) {
    self.kind = kind
    self.finger = finger
    self.point = point
    self.time = time
  }

  public var description: String { "\(kind.rawValue)#\(finger) \(point) @\(time)" }
}
