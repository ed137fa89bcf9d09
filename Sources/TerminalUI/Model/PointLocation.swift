/// A point in keyboard points, origin at the keyboard's top-left corner.
///
/// A click on terminal cell (12, 20) of an 80-column screen maps to e.g. `(58.5, 118.0)`.
public struct PointLocation: Sendable, Equatable, Hashable {
  public var x: Double
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
