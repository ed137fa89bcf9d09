/// A rectangle in keyboard points (iOS points), origin at the keyboard's top-left corner.
///
/// The 나랏글 `ㄱ` key of a 390 × 240 pt grid is `PointRect(x: 0, y: 0, width: 97.5, height: 60)`.
public struct PointRect: Sendable, Equatable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  /// Creates a rectangle from its origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge: `x + width`.
  public var maxX: Double { x + width }
  /// The bottom edge: `y + height`.
  public var maxY: Double { y + height }

  /// Whether a point lies inside (left/top edges included, right/bottom excluded).
  ///
  /// `PointRect(x: 0, y: 0, width: 10, height: 10)` contains `(0, 0)` but not `(10, 5)`.
  public func contains(_ point: PointLocation) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }
}
