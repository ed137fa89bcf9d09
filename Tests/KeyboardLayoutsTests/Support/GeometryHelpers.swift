import KeyboardLayouts
import Testing

/// Geometry of a built-in layout and approximate comparison of points.
enum GeometryFixture {
  static func geometry(
    _ name: String, _ options: LayoutOptions = LayoutOptions(),
    _ geometryOptions: GeometryOptions = GeometryOptions()
  ) throws -> KeyboardGeometry {
    KeyboardGeometry(layout: try BuiltInLayouts.resolved(name, options), options: geometryOptions)
  }

  static func frame(_ geometry: KeyboardGeometry, _ name: String) throws -> KeyFrame {
    try #require(geometry.frame(named: name), "no key \(name)")
  }
}

/// Equal within a thousandth of a point.
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }

func close(_ a: Rect, _ b: Rect) -> Bool {
  close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
}
