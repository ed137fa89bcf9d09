import KeyboardLayouts

/// Turns touches into key actions: taps, long presses, repeats, cursor and delete drags,
/// double taps and the switch key's overlays (spec §3). Pure, with the clock passed in.
///
/// Every input — a terminal mouse, a key binding, a replay script — becomes `TouchEvent`s;
/// the engine follows one finger at a time and the session applies the `GestureAction`s.
/// Timers (long press, repeat, the delete-drag edge zone) fire from `advance(to:)`, and
/// `handle(_:)` first advances to the event's time, so a script replays exactly:
///
///     var engine = GestureEngine(layout: layout)
///     engine.handle(TouchEvent(.down, at: centre, time: 0))  // [.press(ㄱ)]
///     engine.nextDeadline()                                   // 0.5
///     engine.advance(to: 0.55)   // [.longPress(ㄱ, .repeatInput), .repeatTick(ㄱ)]
///     engine.handle(TouchEvent(.up, at: centre, time: 0.57)) // [.repeatEnded(ㄱ)]
///
/// A deadline fires when the clock reaches it (inclusive, within 1 ns so that decimal times
/// in scripts behave as written). The undo idle timer and the candidate bar's refresh are the
/// session's, not the engine's.
public struct GestureEngine: Sendable {
  public var settings: GestureSettings
  /// Replace it when the page or mode changes; a touch in progress keeps its key.
  public var layout: GestureLayout
  /// The switch key's overlay, for drawing; nil when none is open.
  public internal(set) var overlay: GestureOverlay?
  var touch: TouchState?
  /// A shift key held while another finger types (§8.6).
  var heldShift: TouchState?
  var lastTap: LastTap?
  /// The latest decision of any touch (what it became and the threshold that decided it).
  public internal(set) var lastDecision: GestureDecision?
  /// Counts decisions, so a caller can tell a new one from the one it already showed.
  public internal(set) var decisionCount = 0

  /// The key released by the last tap, for double-tap detection.
  struct LastTap: Sendable {
    var keyID: Int
    var time: Double
    /// It was itself the second tap of a pair: a third touch-down starts a new pair.
    var wasSecondTap: Bool
  }

  /// Deadlines within this many seconds of the clock count as reached.
  public static let timeTolerance = 1e-9
  /// Width of the delete-drag edge zones at the keyboard's left and right sides (§3.4).
  public static let deleteEdgeZoneWidth = 20.0
  /// A switch-key drag released farther than this from the key centre without an overlay
  /// does nothing (§3.7).
  public static let switchCancelRadius = 100.0

  public init(settings: GestureSettings = GestureSettings(), layout: GestureLayout) {
    self.settings = settings
    self.layout = layout
  }

  /// Feeds one touch event, after firing every timer due by `event.time`, and appends what
  /// it meant to `actions` (no allocation when `actions` has capacity).
  public mutating func handle(_ event: TouchEvent, into actions: inout [GestureAction]) {
    advance(to: event.time, into: &actions)
    switch event.kind {
    case .down: touchDown(event, into: &actions)
    case .move: touchMoved(event, into: &actions)
    case .up: touchUp(event, into: &actions)
    case .cancel: touchCancelled(event, into: &actions)
    }
  }

  /// Feeds one touch event and returns what it meant.
  public mutating func handle(_ event: TouchEvent) -> [GestureAction] {
    var actions: [GestureAction] = []
    handle(event, into: &actions)
    return actions
  }

  /// Fires every timer due by `time`, in order: long press, repeat ticks, edge-zone steps.
  public mutating func advance(to time: Double) -> [GestureAction] {
    var actions: [GestureAction] = []
    advance(to: time, into: &actions)
    return actions
  }

  /// Ends whatever the finger was doing without a tap and closes any overlay: the host
  /// field or window changed (§3.2: any repeat stops).
  public mutating func cancelAll(into actions: inout [GestureAction]) {
    if let held = touch {
      touch = nil
      abandon(held, into: &actions)
    }
    if let shift = heldShift, let key = shift.key {
      heldShift = nil
      actions.append(.shiftReleased(key))
    }
    if overlay != nil {
      overlay = nil
      actions.append(.overlayCancelled)
    }
    lastTap = nil
  }

  /// Ends every gesture without a tap; see `cancelAll(into:)`.
  public mutating func cancelAll() -> [GestureAction] {
    var actions: [GestureAction] = []
    cancelAll(into: &actions)
    return actions
  }

  /// The key under the finger, for drawing it pressed.
  public var pressedKeyID: Int? { touch?.key?.id }

  public var isCursorDragging: Bool { touch.map { $0.phase == .cursorDrag } ?? false }

  public var isDeleteDragging: Bool { touch.map { $0.phase == .deleteDrag } ?? false }

  /// A second finger turned the cursor drag into a selection.
  public var isCursorSelecting: Bool { touch?.isSelecting ?? false }

  /// Records what `state`'s touch became, for the inspector and the trace.
  mutating func decide(_ state: inout TouchState, _ decision: GestureDecision) {
    state.decision = decision
    lastDecision = decision
    decisionCount &+= 1
  }

  /// The held key is repeating (after `.longPress(_, .repeatInput)`).
  public var isRepeating: Bool { touch.map { $0.phase == .repeating } ?? false }
}
