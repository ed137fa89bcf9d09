import Gestures
import Hangul
import KeyboardLayouts

/// Touches in, key actions out: the same path for a mouse, a key binding and a script.
extension KeyboardSession {
  /// The geometry options of the current situation.
  var geometryOptions: GeometryOptions {
    GeometryOptions(settings, metrics, showsSuggestionBar: isToolbarVisible)
  }

  /// What shapes the key frames now.
  var layoutInputs: LayoutCache.Inputs {
    LayoutCache.Inputs(
      layoutName: keyboard.layoutName, options: layoutOptions, geometry: geometryOptions)
  }

  /// Rebuilds the key frames and the gesture layout when the page, settings or size changed.
  /// A touch in progress keeps the key it started on. Every change the session makes
  /// refreshes them; a host that changed something itself (the screen size) calls it before
  /// it draws, so `geometry` and `layoutIdentity` are plain reads.
  public mutating func refreshLayout() {
    let inputs = layoutInputs
    touches.gestures.settings = settings.gestures
    guard touches.layoutCache?.inputs != inputs else { return }
    let (bar, context) = (self.bar, barContext)
    touches.rebuild(inputs, layout: currentLayout) { bar.regions(width: $0, context) }
  }

  /// The current key frames (for drawing and for scripts). After `refreshLayout()` this is
  /// the kept build; if something changed since, a fresh one is computed (never a stale one).
  public var geometry: KeyboardGeometry? { planningContext.geometry }

  /// The identity of the current key frames: the same object for as long as `geometry` stays
  /// the same (a drawing can be reused), a new one after every rebuild; `nil` when the kept
  /// build is out of date (call `refreshLayout()`), so nothing is reused by mistake.
  public var layoutIdentity: LayoutIdentity? {
    guard let cache = touches.layoutCache, cache.inputs == layoutInputs else { return nil }
    return cache.identity
  }

  /// Feeds one touch event through the gesture engine and applies what it recognised.
  mutating func handle(_ event: TouchEvent) {
    journal(.touch(event.kind, finger: event.finger, at: event.point), at: event.time)
    refreshLayout()
    advance(to: event.time)
    touches.follow(event)
    var actions: [GestureAction] = []
    let decisions = touches.gestures.decisionCount
    touches.gestures.handle(event, into: &actions)
    if log.isTracing && actions.isEmpty { log.traceLines.append("\(event) → (nothing)") }
    apply(actions, at: event.time)
    traceDecision(since: decisions)
  }

  /// Advances the session clock: long presses, repeats and edge-zone deletion fire, and the
  /// undo history's idle timer runs.
  mutating func advance(to time: Double) {
    guard time >= now else { return }
    let decisions = touches.gestures.decisionCount
    let actions = touches.gestures.advance(to: time)
    now = time
    apply(actions, at: time)
    traceDecision(since: decisions)
  }

  /// When the caller must call `advance(to:)` next (a long press or repeat is due).
  public var nextDeadline: Double? { touches.gestures.nextDeadline() }

  /// Taps the key called `name`: touch-down at its centre, release `holding` seconds later (a
  /// long press when `holding` reaches the long-press duration). Returns false when the key is
  /// not on the current page.
  mutating func tapKey(named name: String, at time: Double, holding: Double) -> Bool {
    guard let center = keyCenter(named: name) else { return false }
    handle(TouchEvent(.down, at: center, time: time))
    handle(TouchEvent(.up, at: center, time: time + holding))
    return true
  }

  /// The gesture engine's settings (thresholds in points and seconds), for touch recipes.
  public var gestureSettings: GestureSettings { touches.gestures.settings }

  /// The centre of the key called `name` on the current page.
  public func keyCenter(named name: String) -> Point? {
    guard let geometry else { return nil }
    if let frame = geometry.frame(named: name) { return frame.frame.center }
    guard let key = key(named: name) else { return nil }
    return geometry.frame(named: key.name)?.frame.center
  }

  /// The gap a script leaves between the taps of `tap KEY x2` (well inside the double-tap
  /// interval).
  public var doubleTapGap: Double { min(0.1, touches.gestures.settings.doubleTapInterval / 2) }

  /// `none`, `keyboard-select`, `one-handed` or `cursor` (while a space drag moves the cursor).
  public var overlayName: String {
    touches.overlayName(isConfirmingRemoval: bar.pendingRemoval != nil)
  }

  /// The overlay the gesture engine shows, for drawing.
  public var gestureOverlay: GestureOverlay? { touches.gestures.overlay }

  /// The key held down right now, for drawing it pressed.
  public var pressedKeyName: String? { touches.pressedKeyName }

  /// Turns recognised gestures into key actions.
  mutating func apply(_ actions: [GestureAction], at time: Double) {
    for action in actions { apply(action, at: time) }
  }

  private mutating func apply(_ action: GestureAction, at time: Double) {
    let label = action.traceLabel
    if log.keepsGestureNames { log.gestureNames.append(label) }
    func run(_ keyAction: KeyAction) { perform(keyAction, at: time, gesture: label) }
    // Delete acts on touch-down and makes no tap gesture: its press is its tap (practice
    // lessons follow deletes through `keyTaps`).
    if case .press(let key) = action, key.role == .delete {
      keyTaps.add(page: keyboard.pageName, key: key.name)
    }
    switch action {
    case .press(let key) where key.role != .delete:
      trace("\(label) (touch-down)")
    case .tap(let key):
      keyTaps.add(page: keyboard.pageName, key: key.name)
      if key.role == .shift && touches.consumesNextShiftTap {
        touches.consumesNextShiftTap = false
        return
      }
      guard key.role != .delete, let resolved = self.key(named: key.name),
        let keyAction = tapAction(for: resolved)
      else { return }
      run(keyAction)
    case .doubleTap(let key) where key.role == .shift:
      run(.shiftDoubleTap)
      touches.consumesNextShiftTap = true
    case .shiftHeld, .shiftReleased:
      if touches.followShift(action, &keyboard) { shiftWasSetByUser = true }
      trace(label)
      refreshLayout()
    case .cursorDragBegan:
      hangul.reset()
      trace(label)
    case .cursorMove(let steps) where touches.selection != nil:
      selectByCursorDrag(steps, at: time, label: label)
    case .cursorSelectionBegan(let mode):
      touches.selection = CursorSelection(mode: mode)
      touches.selectionStart = document.cursor
      trace(label)
    case .cursorDragEnded:
      touches.selection = nil
      trace(label)
      refreshSuggestions()
    case .deleteDragBegan, .overlayShown, .overlayCancelled:
      trace(label)
    case .regionTap(let id):
      tapRegion(id, at: time)
    case .regionLongPress(let id):
      longPressRegion(id, at: time)
    default:
      guard let keyAction = action.keyAction(page: keyboard.page, key: { self.key(named: $0) })
      else { return }
      for _ in 0..<action.timesPerformed { run(keyAction) }
    }
  }
}

extension GestureAction {
  /// The key action a recognised gesture performs (§3), `timesPerformed` times: a long press
  /// on a letter types its secondary, on space it repeats space, on delete it repeats
  /// deletion; a delete drag deletes or restores one character per step. `key` resolves a key
  /// name on the page showing (a name that is not there performs nothing). Taps, the cursor
  /// drag's selection and the bar's regions are the session's own (`apply(_:at:)`).
  func keyAction(page: KeyboardState.Page, key: (String) -> Key?) -> KeyAction? {
    switch self {
    case .press(let pressed): return pressed.role == .delete ? .delete(.single) : nil
    case .doubleTap(let tapped): return tapped.role == .space ? .spaceDoubleTap : nil
    case .longPress(let held, let kind):
      switch held.role {
      case .delete: return .delete(.repeatTick)
      case .space: return .space
      default:
        guard let resolved = key(held.name) else { return nil }
        return kind == .secondary
          ? .typeSecondary(resolved.secondary ?? resolved.output) : .type(resolved.output)
      }
    case .repeatTick(let held):
      switch held.role {
      case .delete: return .delete(.repeatTick)
      case .space: return .space
      default: return key(held.name).map { .repeatType($0.output) }
      }
    case .repeatEnded(let held): return held.role == .delete ? .delete(.repeatEnded) : nil
    case .cursorMove(let steps): return .moveCursor(steps)
    case .deleteDrag(let direction, _):
      return .delete(direction == .delete ? .dragDelete : .dragRestore)
    case .deleteDragEnded: return .delete(.dragEnded)
    case .overlaySelected(.keyboardSelect):
      return .selectKeyboard(page == .numeric ? .symbol : .numeric)
    case .overlaySelected(.oneHanded(let side)): return .oneHanded(side)
    case .chevronTap: return .oneHanded(.center)
    default: return nil
    }
  }

  /// How many times `keyAction` is performed: a delete drag's step count, else once.
  var timesPerformed: Int {
    if case .deleteDrag(_, let count) = self { return count }
    return 1
  }
}
