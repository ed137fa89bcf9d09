import KeyboardLayouts

/// The one finger the engine follows, from touch-down to release.
struct TouchState: Sendable {
  enum Target: Sendable {
    case key(GestureKey)
    case chevron
    case region(TapRegion)
    /// A tap on a pinned overlay; the zone under the touch-down.
    case overlay(zone: Int?)
    /// Swallowed (the tap that closed a pinned overlay): its release does nothing.
    case ignored
  }

  enum Phase: Sendable {
    /// Down, no gesture yet: a release may still tap.
    case pending
    /// A long press that fired once (secondary, region): the release does nothing.
    case longPressed
    case repeating
    case cursorDrag
    case deleteDrag
    /// The switch key's overlay is showing for this touch.
    case switchOverlay
  }

  var finger: Int
  var target: Target
  var downPoint: Point
  var downTime: Double
  var lastPoint: Point
  var lastTime: Double
  /// Horizontal velocity of the latest event (pt/s, signed); 0 at touch-down.
  var velocity = 0.0
  var phase = Phase.pending
  var longPressDeadline: Double?
  /// Repeat ticks fire at `repeatStart + n × interval`, n = 1, 2, … (no drift).
  var repeatStart = 0.0
  var repeatCount = 0
  /// x of the last cursor or delete-drag step.
  var anchorX = 0.0
  /// Just activated: the next horizontal movement is exactly one step.
  var awaitingFirstStep = false
  /// The delete-drag edge zone the finger is in; auto steps at `edgeStart + n × period`.
  var edge: HorizontalDirection?
  var edgeStart = 0.0
  var edgeCount = 0
  var switchDirection: SwitchDragDirection?
  var overlayFromLongPress = false
  /// This touch-down was the second of a double tap.
  var isSecondTap = false
  /// Farthest straight-line distance from the touch-down point while nothing was decided.
  var maxDistance = 0.0
  /// The long-press timer was armed at touch-down (it may have been cancelled since).
  var waitedForLongPress = false
  /// A second finger touched down during this cursor drag: its steps select.
  var isSelecting = false
  /// Cursor-drag steps so far (signed sum), for the inspector.
  var cursorSteps = 0
  /// What the touch became and why, once decided.
  var decision: GestureDecision?

  init(finger: Int, target: Target, point: Point, time: Double) {
    self.finger = finger
    self.target = target
    self.downPoint = point
    self.downTime = time
    self.lastPoint = point
    self.lastTime = time
  }

  var key: GestureKey? {
    if case .key(let key) = target { return key }
    return nil
  }
}
