/// The keyboard-select overlay opened by dragging the switch key (§3.7, §6.4).
///
/// 두벌식 at 390 pt, switch key 0–97.5 wide in row 4 (top 179): overlay 60 high from y 115
/// to 175; cancel (X) from 4 to 93.5 (its inner edge 4 pt inside the switch key), the
/// `123` target 78 pt from 93.5 to 171.5.
public struct KeyboardSelectOverlay: Hashable, Sendable {
  public var frame: Rect
  /// Releasing here switches keyboards.
  public var targetFrame: Rect
  /// Releasing here (the X) cancels.
  public var cancelFrame: Rect
  public var select: SwitchSelect
}

/// The one-handed mode overlay (240 × 60) with its three zones, left to right (§3.7).
public struct OneHandedOverlay: Hashable, Sendable {
  public var frame: Rect
  public var leftFrame: Rect
  public var centerFrame: Rect
  public var rightFrame: Rect

  /// The mode whose zone holds the point.
  public func mode(at point: Point) -> OneHandedMode? {
    if leftFrame.contains(point) { return .left }
    if centerFrame.contains(point) { return .center }
    if rightFrame.contains(point) { return .right }
    return nil
  }
}

extension KeyboardGeometry {
  /// The overlay height and spacing of §6.4.
  public static let overlayHeight = 60.0
  public static let overlayGap = 4.0
  public static let selectTargetWidth = 78.0
  public static let selectCancelMinimumWidth = 32.0
  public static let oneHandedOverlayWidth = 240.0

  /// The switch key's frame, if the layout has one.
  public var switchKeyFrame: KeyFrame? {
    keyFrames.first { $0.key.role == .switch }
  }

  /// Whether the switch key sits in the left half of the grid, so overlays anchor to the left.
  private func switchIsOnLeft(_ frame: Rect) -> Bool {
    frame.center.x < gridFrame.center.x
  }

  /// The keyboard-select overlay for this layout; `nil` without a switch key or select target.
  ///
  /// It is anchored 4 pt from the grid edge on the switch key's side and extends across the
  /// keyboard from there: cancel over the switch key, then the target.
  public func keyboardSelectOverlay() -> KeyboardSelectOverlay? {
    guard let select = switchSelect, let switchKey = switchKeyFrame?.frame else { return nil }
    let y = switchKey.minY - KeyboardGeometry.overlayGap - KeyboardGeometry.overlayHeight
    let height = KeyboardGeometry.overlayHeight
    let gap = KeyboardGeometry.overlayGap
    if switchIsOnLeft(switchKey) {
      let start = gridFrame.minX + gap
      let cancelEnd = max(start + KeyboardGeometry.selectCancelMinimumWidth, switchKey.maxX - gap)
      let cancel = Rect(x: start, y: y, width: cancelEnd - start, height: height)
      let target = Rect(
        x: cancelEnd, y: y, width: KeyboardGeometry.selectTargetWidth, height: height)
      return KeyboardSelectOverlay(
        frame: Rect(x: start, y: y, width: target.maxX - start, height: height),
        targetFrame: target, cancelFrame: cancel, select: select)
    }
    let end = gridFrame.maxX - gap
    let cancelStart = min(end - KeyboardGeometry.selectCancelMinimumWidth, switchKey.minX + gap)
    let cancel = Rect(x: cancelStart, y: y, width: end - cancelStart, height: height)
    let target = Rect(
      x: cancelStart - KeyboardGeometry.selectTargetWidth, y: y,
      width: KeyboardGeometry.selectTargetWidth, height: height)
    return KeyboardSelectOverlay(
      frame: Rect(x: target.minX, y: y, width: end - target.minX, height: height),
      targetFrame: target, cancelFrame: cancel, select: select)
  }

  /// The one-handed overlay: 240 × 60, 4 pt above the switch key, 4 pt from the grid edge on
  /// the switch key's side; `nil` without a switch key.
  public func oneHandedOverlay() -> OneHandedOverlay? {
    guard let switchKey = switchKeyFrame?.frame else { return nil }
    let width = KeyboardGeometry.oneHandedOverlayWidth
    let height = KeyboardGeometry.overlayHeight
    let y = switchKey.minY - KeyboardGeometry.overlayGap - height
    let x =
      switchIsOnLeft(switchKey)
      ? gridFrame.minX + KeyboardGeometry.overlayGap
      : gridFrame.maxX - KeyboardGeometry.overlayGap - width
    let zone = width / 3
    return OneHandedOverlay(
      frame: Rect(x: x, y: y, width: width, height: height),
      leftFrame: Rect(x: x, y: y, width: zone, height: height),
      centerFrame: Rect(x: x + zone, y: y, width: zone, height: height),
      rightFrame: Rect(x: x + 2 * zone, y: y, width: zone, height: height))
  }
}
