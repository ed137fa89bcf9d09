/// What a touch meant, for the session to apply; the engine's whole output.
///
/// A quick tap on `ㄱ` is `[.press(ㄱ)]` on touch-down and `[.tap(ㄱ)]` on release. Holding
/// `ㄱ` 0.6 s in repeat mode gives `.press`, then `.longPress(ㄱ, .repeatInput)` at 0.5 s,
/// `.repeatTick(ㄱ)` at 0.55 s and 0.60 s, and `.repeatEnded(ㄱ)` on release — never a tap.
public enum GestureAction: Hashable, Sendable {
  /// Touch-down on a key: feedback (highlight, click, haptic). On delete this *is* the delete
  /// step (§3.4: delete acts on touch-down).
  case press(GestureKey)
  /// Release inside a key that is still current and did not become a drag or long press.
  /// Roll-over delivers the held key's tap before the next key's `.press`.
  case tap(GestureKey)
  /// The second touch-down on space or shift within `doubleTapInterval` of the first tap's
  /// release, emitted right after that touch's `.press`. The same touch still ends in
  /// `.tap` (`hello ` → double tap → `hello.`, its release → `hello. `). A third touch-down
  /// starts a new pair.
  case doubleTap(GestureKey)
  /// Another finger touched down while this shift key was held (§8.6): shift is a modifier for
  /// as long as it is held — no roll-over tap — until `.shiftReleased`.
  case shiftHeld(GestureKey)
  /// The held shift's finger lifted or was cancelled.
  case shiftReleased(GestureKey)
  /// A hold of `longPressDuration` (§3.2). `.repeatInput` is the first repeated input
  /// (delete: the first repeated deletion); `.secondary` types the secondary once.
  case longPress(GestureKey, LongPressKind)
  /// Every repeat interval after `.longPress(_, .repeatInput)` while the key is held.
  case repeatTick(GestureKey)
  /// The repeating key was released or cancelled (§2.9: pull the last character back).
  case repeatEnded(GestureKey)
  /// The touch travelled `cursorActiveDistance`: hide suggestions, show the cursor indicator.
  case cursorDragBegan
  /// Move the cursor by `steps` characters, negative to the left, |steps| ≤ 4. The session
  /// clamps to the text around the cursor (§3.3).
  case cursorMove(steps: Int)
  case cursorDragEnded
  /// A second finger touched down during the cursor drag: from here the drag's
  /// `.cursorMove`s select (see `CursorSelection`) until `.cursorDragEnded`.
  case cursorSelectionBegan(CursorSelectionMode)
  /// The delete key's touch travelled `cursorActiveDistance` (§3.4).
  case deleteDragBegan
  /// Delete `count` whole characters before the cursor onto the restore stack, or restore
  /// `count` from it.
  case deleteDrag(DeleteDragDirection, count: Int)
  /// Release or cancel: deletions stay, the restore stack is dropped.
  case deleteDragEnded
  /// The switch key's overlay appeared; draw it from `GestureEngine.overlay`.
  case overlayShown(GestureOverlay.Kind)
  /// The finger was released over an overlay choice; the overlay is gone.
  case overlaySelected(OverlayChoice)
  /// The overlay closed without a choice (X area, outside, cancel, a tap elsewhere).
  case overlayCancelled
  /// A tap on the one-handed chevron strip: back to centre mode (§6.5).
  case chevronTap
  /// A tap on a `TapRegion`.
  case regionTap(id: Int)
  /// A hold of the region's `longPressDuration` (§4.7 candidate removal).
  case regionLongPress(id: Int)
}

/// What a recognised long press does.
public enum LongPressKind: String, Hashable, Sendable {
  /// Input now, then `.repeatTick` every repeat interval.
  case repeatInput
  /// Input the key's secondary once (keys without one input their primary, §3.2).
  case secondary
}

/// Which way a delete drag works: left deletes, right restores.
public enum DeleteDragDirection: String, Hashable, Sendable {
  case delete, restore
}
