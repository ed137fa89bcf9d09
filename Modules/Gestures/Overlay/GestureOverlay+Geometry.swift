import KeyboardLayouts

extension GestureOverlay {
  /// The keyboard-select overlay for a switch key whose drag opens toward `direction`.
  ///
  /// It is anchored on the side opposite `direction` (the switch key's own side in every
  /// spec layout), so the X zone covers the key and the target lies where the finger goes:
  /// switch `(343.75, 177, 31.25×59)` on a 375 pt 4x4 keyboard, direction left → X from 339
  /// to 371, target from 261 to 339.
  public static func keyboardSelect(
    switchKey key: Rect, keyboard: Rect, direction: HorizontalDirection, metrics: OverlayMetrics
  ) -> GestureOverlay {
    let y = key.minY - metrics.gapAboveKey - metrics.height
    let height = metrics.height
    switch direction {
    case .right:
      let start = keyboard.minX + metrics.edgeInset
      let inner = max(start + metrics.cancelMinimumWidth, key.maxX - metrics.cancelInsetIntoKey)
      let cancel = Rect(x: start, y: y, width: inner - start, height: height)
      let target = Rect(x: inner, y: y, width: metrics.selectTargetWidth, height: height)
      return GestureOverlay(
        kind: .keyboardSelect,
        frame: Rect(x: start, y: y, width: target.maxX - start, height: height),
        zones: [
          OverlayZone(frame: cancel, choice: nil),
          OverlayZone(frame: target, choice: .keyboardSelect),
        ])
    case .left:
      let end = keyboard.maxX - metrics.edgeInset
      let inner = min(end - metrics.cancelMinimumWidth, key.minX + metrics.cancelInsetIntoKey)
      let cancel = Rect(x: inner, y: y, width: end - inner, height: height)
      let target = Rect(
        x: inner - metrics.selectTargetWidth, y: y, width: metrics.selectTargetWidth,
        height: height)
      return GestureOverlay(
        kind: .keyboardSelect,
        frame: Rect(x: target.minX, y: y, width: end - target.minX, height: height),
        zones: [
          OverlayZone(frame: cancel, choice: nil),
          OverlayZone(frame: target, choice: .keyboardSelect),
        ])
    }
  }

  /// The one-handed overlay: 240 × 60, three zones, on the switch key's side of the keyboard.
  ///
  /// Switch `(0, 177, 46.875×59)` on a 375 pt keyboard → frame `(4, 113, 240×60)`, zones
  /// left 4–84, centre 84–164, right 164–244.
  public static func oneHanded(
    switchKey key: Rect, keyboard: Rect, metrics: OverlayMetrics
  ) -> GestureOverlay {
    let width = metrics.oneHandedWidth
    let onLeft = key.center.x <= keyboard.center.x
    let x =
      onLeft ? keyboard.minX + metrics.edgeInset : keyboard.maxX - metrics.edgeInset - width
    let y = key.minY - metrics.gapAboveKey - metrics.height
    let third = width / 3
    var zones: [OverlayZone] = []
    zones.reserveCapacity(3)
    for (index, side) in OneHandedMode.allCases.enumerated() {
      let zone = Rect(x: x + Double(index) * third, y: y, width: third, height: metrics.height)
      zones.append(OverlayZone(frame: zone, choice: .oneHanded(side)))
    }
    return GestureOverlay(
      kind: .oneHanded, frame: Rect(x: x, y: y, width: width, height: metrics.height),
      zones: zones)
  }
}
