import Gestures
import Hangul
import KeyboardLayouts

/// Touches in, key actions out: the same path for a mouse, a key binding and a script.
extension KeyboardSession {
  /// The geometry options of the current situation.
  var geometryOptions: GeometryOptions {
    GeometryOptions(
      width: metrics.width, keyboardHeight: settings.keyboardHeight,
      orientation: metrics.orientation, showsSuggestionBar: isToolbarVisible,
      letterColumnWidthMultiplier: settings.letterColumnWidthMultiplier,
      oneHandedMode: settings.oneHandedMode,
      oneHandedWidth: settings.oneHandedKeyboardWidth)
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
    gestures.settings = GestureSettings(settings)
    if let cache = layoutCache, cache.inputs == inputs { return }
    guard let layout = currentLayout else {
      layoutCache = nil
      return
    }
    let cache = LayoutCache(inputs: inputs, layout: layout) { toolbarRegions(width: $0) }
    layoutCache = cache
    gestures.layout = cache.gestureLayout
  }

  /// The current key frames (for drawing and for scripts). After `refreshLayout()` this is
  /// the kept build; if something changed since, a fresh one is computed (never a stale one).
  public var geometry: KeyboardGeometry? { planningContext.geometry }

  /// The identity of the current key frames: the same object for as long as `geometry` stays
  /// the same (a drawing can be reused), a new one after every rebuild; `nil` when the kept
  /// build is out of date (call `refreshLayout()`), so nothing is reused by mistake.
  public var layoutIdentity: LayoutIdentity? {
    guard let cache = layoutCache, cache.inputs == layoutInputs else { return nil }
    return cache.identity
  }

  /// Feeds one touch event through the gesture engine and applies what it recognised.
  mutating func handle(_ event: TouchEvent) {
    journal(.touch(event.kind, finger: event.finger, at: event.point), at: event.time)
    refreshLayout()
    advance(to: event.time)
    lastTouchPoint[event.finger] = event.point
    if event.kind == .up || event.kind == .cancel { lastTouchPoint[event.finger] = nil }
    var actions: [GestureAction] = []
    let decisions = gestures.decisionCount
    gestures.handle(event, into: &actions)
    if isTracing && actions.isEmpty { traceLines.append("\(event) → (nothing)") }
    apply(actions, at: event.time)
    traceDecision(since: decisions)
  }

  /// Advances the session clock: long presses, repeats and edge-zone deletion fire, and the
  /// undo history's idle timer runs.
  mutating func advance(to time: Double) {
    guard time >= now else { return }
    let decisions = gestures.decisionCount
    let actions = gestures.advance(to: time)
    now = time
    apply(actions, at: time)
    traceDecision(since: decisions)
  }

  /// When the caller must call `advance(to:)` next (a long press or repeat is due).
  public var nextDeadline: Double? { gestures.nextDeadline() }

  /// A raw touch from a script: `down 20 200`, `up` (at the finger's last point).
  mutating func touch(
    _ kind: TouchEvent.Kind, finger: Int, x: Double?, y: Double?, at time: Double
  ) {
    let point: Point
    if let x, let y {
      point = Point(x: x, y: y)
    } else {
      point = lastTouchPoint[finger] ?? .zero
    }
    handle(TouchEvent(kind, finger: finger, at: point, time: time))
  }

  /// Taps the key called `name`: touch-down at its centre, release `holding` seconds later (a
  /// long press when `holding` reaches the long-press duration). Returns false when the key is
  /// not on the current page.
  mutating func tapKey(named name: String, at time: Double, holding: Double) -> Bool {
    guard let center = keyCenter(named: name) else { return false }
    handle(TouchEvent(.down, at: center, time: time))
    handle(TouchEvent(.up, at: center, time: time + holding))
    return true
  }

  /// Touches the key down, moves by (dx, dy) points in `steps` equal moves over `duration`
  /// seconds, and releases at the end point.
  mutating func dragKey(
    named name: String, dx: Double, dy: Double, at time: Double, over duration: Double, steps: Int
  ) -> Bool {
    guard let start = keyCenter(named: name) else { return false }
    handle(TouchEvent(.down, at: start, time: time))
    let n = max(steps, 1)
    for i in 1...n {
      // Multiply before dividing so `-60` in 6 steps passes exactly through −40 (the
      // activation distance), as a script author would expect.
      let point = Point(
        x: start.x + dx * Double(i) / Double(n), y: start.y + dy * Double(i) / Double(n))
      handle(TouchEvent(.move, at: point, time: time + duration * Double(i) / Double(n)))
    }
    handle(TouchEvent(.up, at: Point(x: start.x + dx, y: start.y + dy), time: time + duration))
    return true
  }

  /// The gesture engine's settings (thresholds in points and seconds), for touch recipes.
  public var gestureSettings: GestureSettings { gestures.settings }

  /// The centre of the key called `name` on the current page.
  public func keyCenter(named name: String) -> Point? {
    guard let geometry else { return nil }
    if let frame = geometry.frame(named: name) { return frame.frame.center }
    guard let key = key(named: name) else { return nil }
    return geometry.frame(named: key.name)?.frame.center
  }

  /// The gap a script leaves between the taps of `tap KEY x2` (well inside the double-tap
  /// interval).
  public var doubleTapGap: Double { min(0.1, gestures.settings.doubleTapInterval / 2) }

  /// Ends a script: pending timers fire up to `time`.
  mutating func finishScript(at time: Double) {
    advance(to: time)
  }

  /// `none`, `keyboard-select`, `one-handed` or `cursor` (while a space drag moves the cursor).
  public var overlayName: String {
    if let overlay = gestures.overlay {
      return overlay.kind == .keyboardSelect ? "keyboard-select" : "one-handed"
    }
    if gestures.isCursorDragging { return "cursor" }
    if pendingRemoval != nil { return "remove-candidate" }
    return "none"
  }

  /// The overlay the gesture engine shows, for drawing.
  public var gestureOverlay: GestureOverlay? { gestures.overlay }

  /// The key held down right now, for drawing it pressed.
  public var pressedKeyName: String? {
    guard let id = gestures.pressedKeyID, let keys = layoutCache?.gestureLayout.keys,
      id >= 0, id < keys.count
    else { return nil }
    return keys[id].name
  }

  /// Turns recognised gestures into key actions.
  mutating func apply(_ actions: [GestureAction], at time: Double) {
    for action in actions { apply(action, at: time) }
  }

  private mutating func apply(_ action: GestureAction, at time: Double) {
    let label = action.traceLabel
    if keepsGestureNames { gestureNames.append(label) }
    func run(_ keyAction: KeyAction) { perform(keyAction, at: time, gesture: label) }
    switch action {
    case .press(let key):
      if key.role == .delete {
        run(.delete(.single))
      } else if isTracing {
        traceLines.append("\(label) (touch-down)")
      }
    case .tap(let key):
      keyTaps.add(page: keyboard.pageName, key: key.name)
      if key.role == .shift && consumesNextShiftTap {
        consumesNextShiftTap = false
        return
      }
      guard key.role != .delete, let resolved = self.key(named: key.name),
        let keyAction = tapAction(for: resolved)
      else { return }
      run(keyAction)
    case .doubleTap(let key):
      if key.role == .space { run(.spaceDoubleTap) }
      if key.role == .shift {
        run(.shiftDoubleTap)
        consumesNextShiftTap = true
      }
    case .longPress(let key, let kind):
      switch key.role {
      case .delete: run(.delete(.repeatTick))
      case .space: run(.space)
      default:
        guard let resolved = self.key(named: key.name) else { return }
        if kind == .secondary {
          run(.typeSecondary(resolved.secondary ?? resolved.output))
        } else {
          run(.type(resolved.output))
        }
      }
    case .repeatTick(let key):
      switch key.role {
      case .delete: run(.delete(.repeatTick))
      case .space: run(.space)
      default:
        guard let resolved = self.key(named: key.name) else { return }
        run(.repeatType(resolved.output))
      }
    case .repeatEnded(let key):
      if key.role == .delete { run(.delete(.repeatEnded)) }
    case .cursorDragBegan:
      hangul.reset()
      if isTracing { traceLines.append(label) }
    case .cursorMove(let steps):
      if cursorSelection != nil {
        selectByCursorDrag(steps, at: time, label: label)
      } else {
        run(.moveCursor(steps))
      }
    case .cursorSelectionBegan(let mode):
      cursorSelection = CursorSelection(mode: mode)
      cursorSelectionStart = document.cursor
      if isTracing { traceLines.append(label) }
    case .cursorDragEnded:
      cursorSelection = nil
      if isTracing { traceLines.append(label) }
      refreshSuggestions()
    case .deleteDragBegan:
      if isTracing { traceLines.append(label) }
    case .deleteDrag(let direction, let count):
      for _ in 0..<count { run(.delete(direction == .delete ? .dragDelete : .dragRestore)) }
    case .deleteDragEnded:
      run(.delete(.dragEnded))
    case .overlayShown:
      if isTracing { traceLines.append(label) }
    case .overlaySelected(let choice):
      switch choice {
      case .keyboardSelect:
        run(.selectKeyboard(keyboard.page == .numeric ? .symbol : .numeric))
      case .oneHanded(let side):
        run(.oneHanded(side))
      }
    case .overlayCancelled:
      if isTracing { traceLines.append(label) }
    case .chevronTap:
      run(.oneHanded(.center))
    case .regionTap(let id):
      tapRegion(id, at: time)
    case .regionLongPress(let id):
      longPressRegion(id, at: time)
    }
  }
}
