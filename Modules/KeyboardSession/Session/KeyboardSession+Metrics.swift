/// The terminal's choice of keyboard size: a portrait phone (390 pt) or one turned sideways.
extension KeyboardSession {
  /// Sets the keyboard's width in points and its orientation; the key frames follow at once.
  ///
  /// `setMetrics(ScreenMetrics(width: 844, orientation: .landscape))` lays the keys out 844 pt
  /// wide with the 144 pt landscape key area (§6.1).
  mutating func setMetrics(_ newMetrics: ScreenMetrics) {
    metrics = newMetrics
    refreshLayout()
  }
}
