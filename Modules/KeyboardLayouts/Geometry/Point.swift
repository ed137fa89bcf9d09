/// A position in keyboard points (iOS-like pt), origin at the top-left of the key area.
///
/// The terminal shell scales points to cells with one factor; every threshold in the spec
/// (40 pt activation, 5 pt steps, 20 pt edge zone) stays in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  /// Straight-line distance. `Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4))` is `5`.
  public func distance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }

  public var description: String { "(\(x), \(y))" }
}

/// A width and a height in keyboard points.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
