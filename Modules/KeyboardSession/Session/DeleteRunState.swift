/// What a delete touch remembers while it is held or dragged (§3.4).
///
/// The touch-down deletion is a jamo step (`동해물과` → `동해물고`); if the finger then drags,
/// the first whole-character deletion pushes the *original* `과` onto the restore stack so a
/// full restore brings back `동해물과` exactly once.
struct DeleteRunState: Sendable {
  /// The character the touch-down step changed or removed, and what it left behind.
  struct TouchDownStep: Sendable {
    var original: String
    /// What stands in its place after the step ("" when it was removed).
    var remainder: String
    /// The scalar offset where the character started.
    var location: Int
  }

  var touchDown: TouchDownStep?
  /// Characters a delete drag removed, last deleted on top.
  var restoreStack: [String] = []
  var isDragging = false

  mutating func discardRestoreStack() {
    restoreStack.removeAll()
    touchDown = nil
    isDragging = false
  }
}

/// The period shortcut's bookkeeping (§3.5).
struct PeriodShortcutState: Sendable {
  /// A shortcut was applied and no other key has been pressed since.
  var justApplied = false
  /// The next shortcut is suppressed (a delete followed the last one).
  var suppressed = false

  /// Any key other than space or delete resets both flags (only while the setting is on).
  mutating func resetOnOtherKey(enabled: Bool) {
    guard enabled else { return }
    justApplied = false
    suppressed = false
  }
}
