import KeyboardLayouts

/// The edge of the switch key a drag leaves through; decided once and then locked (§3.7).
public enum SwitchDragDirection: String, Hashable, Sendable, CaseIterable {
  case up, down, left, right

  /// The edge the segment `from → to` crosses first, `from` inside `frame`, `to` outside.
  ///
  /// Key `(0, 0, 50×50)`: `(40, 10) → (60, 30)` leaves right; `(40, 10) → (60, -30)` leaves
  /// up (it reaches y = 0 at x = 45, before x = 50). An exact corner prefers left/right.
  public static func exit(from start: Point, to end: Point, frame: Rect) -> SwitchDragDirection {
    let dx = end.x - start.x
    let dy = end.y - start.y
    var best: SwitchDragDirection?
    var bestT = Double.infinity
    func consider(_ crossed: Bool, _ t: Double, _ direction: SwitchDragDirection) {
      guard crossed, t < bestT else { return }
      bestT = t
      best = direction
    }
    consider(end.x < frame.minX && dx < 0, (frame.minX - start.x) / dx, .left)
    consider(end.x >= frame.maxX && dx > 0, (frame.maxX - start.x) / dx, .right)
    consider(end.y < frame.minY && dy < 0, (frame.minY - start.y) / dy, .up)
    consider(end.y >= frame.maxY && dy > 0, (frame.maxY - start.y) / dy, .down)
    if let best { return best }
    // `start` was not inside after all: fall back to the dominant axis from the key centre.
    let cx = end.x - frame.center.x
    let cy = end.y - frame.center.y
    if abs(cx) >= abs(cy) { return cx < 0 ? .left : .right }
    return cy < 0 ? .up : .down
  }

  /// The horizontal direction this is, if any.
  public var horizontal: HorizontalDirection? {
    switch self {
    case .left: .left
    case .right: .right
    case .up, .down: nil
    }
  }
}
