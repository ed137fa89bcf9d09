import KeyboardLayouts

extension GestureEngine {
  /// Touch-down: roll-over first, then the pinned overlay, the chevron, regions and keys.
  mutating func touchDown(_ event: TouchEvent, into actions: inout [GestureAction]) {
    if let held = touch, held.phase == .cursorDrag, event.finger != held.finger,
      settings.cursorDragSelection == .off
    {
      // Once a cursor drag is active the keys ignore new touches (§8.2): a second finger types
      // nothing and the drag goes on. Its own moves and release are not the held finger's.
      return
    }
    if var held = touch, held.phase == .cursorDrag, event.finger != held.finger {
      // The selection-start gesture: a second finger during a cursor drag. The drag goes
      // on; its steps now select. The second finger itself does nothing else.
      if !held.isSelecting {
        held.isSelecting = true
        decide(
          &held,
          GestureDecision(
            key: held.key?.name, outcome: .cursorSelection,
            decidedBy: nil,
            reason: settings.cursorDragSelection == .widest
              ? "second finger down, cursor-drag-selection widest"
              : "second finger down, cursor-drag-selection anchor",
            time: event.time))
        actions.append(.cursorSelectionBegan(settings.cursorDragSelection))
      }
      touch = held
      return
    }
    if let held = touch, held.phase == .pending, let key = held.key, key.role == .shift,
      heldShift == nil
    {
      // Shift held while another finger types (§8.6): a modifier while held, not a roll-over.
      touch = nil
      heldShift = held
      lastTap = nil
      actions.append(.shiftHeld(key))
    } else if let held = touch {
      // Roll-over (§3.1): the held key's release happens first, where its finger last was.
      touch = nil
      release(held, at: held.lastPoint, time: event.time, into: &actions)
    }
    let point = event.point
    if var open = overlay, open.isPinned {
      if open.frame.contains(point) {
        let zone = open.zoneIndex(at: point)
        open.highlighted = zone
        overlay = open
        touch = TouchState(
          finger: event.finger, target: .overlay(zone: zone), point: point, time: event.time)
      } else {
        // The tap that closes a pinned overlay does nothing else.
        overlay = nil
        actions.append(.overlayCancelled)
        touch = TouchState(finger: event.finger, target: .ignored, point: point, time: event.time)
      }
      lastTap = nil
      return
    }
    if let chevron = layout.chevron, chevron.contains(point) {
      touch = TouchState(finger: event.finger, target: .chevron, point: point, time: event.time)
      lastTap = nil
    } else if let region = layout.region(at: point) {
      var state = TouchState(
        finger: event.finger, target: .region(region), point: point, time: event.time)
      state.longPressDeadline = region.longPressDuration.map { event.time + $0 }
      touch = state
      lastTap = nil
    } else if let key = layout.key(at: point) {
      keyDown(key, event, into: &actions)
    }
  }

  private mutating func keyDown(
    _ key: GestureKey, _ event: TouchEvent, into actions: inout [GestureAction]
  ) {
    var state = TouchState(
      finger: event.finger, target: .key(key), point: event.point, time: event.time)
    actions.append(.press(key))
    if key.detectsDoubleTap, let last = lastTap, last.keyID == key.id, !last.wasSecondTap,
      event.time - last.time <= settings.doubleTapInterval + Self.timeTolerance
    {
      state.isSecondTap = true
      actions.append(.doubleTap(key))
    }
    lastTap = nil
    let waitsForLongPress: Bool
    switch key.role {
    case .delete: waitsForLongPress = true
    case .switch: waitsForLongPress = settings.isOneHandedKeyboardEnabled
    default: waitsForLongPress = key.allowsLongPress && settings.longPressAction != .disabled
    }
    if waitsForLongPress { state.longPressDeadline = event.time + settings.longPressDuration }
    state.waitedForLongPress = waitsForLongPress
    touch = state
  }

  mutating func touchMoved(_ event: TouchEvent, into actions: inout [GestureAction]) {
    guard var state = touch, state.finger == event.finger else { return }
    moved(&state, to: event.point, time: event.time, into: &actions)
    touch = state
  }

  /// Follows the finger to `point`: drags, zone highlights, long-press tolerance.
  private mutating func moved(
    _ state: inout TouchState, to point: Point, time: Double, into actions: inout [GestureAction]
  ) {
    let dt = time - state.lastTime
    let velocity = dt > 0 ? (point.x - state.lastPoint.x) / dt : state.velocity
    if state.phase == .pending {
      state.maxDistance = max(state.maxDistance, point.distance(to: state.downPoint))
    }
    switch state.target {
    case .key(let key):
      switch key.role {
      case .switch: switchKeyMoved(&state, key, to: point, into: &actions)
      case .delete: deleteKeyMoved(&state, to: point, time: time, into: &actions)
      default:
        keyMoved(&state, key, to: point, velocity: velocity, time: time, into: &actions)
      }
    case .region(let region):
      if !region.frame.contains(point) { state.longPressDeadline = nil }
    case .overlay:
      if var open = overlay {
        open.highlighted = open.zoneIndex(at: point)
        overlay = open
      }
    case .chevron, .ignored:
      break
    }
    state.lastPoint = point
    state.lastTime = time
    state.velocity = velocity
  }

  mutating func touchUp(_ event: TouchEvent, into actions: inout [GestureAction]) {
    if releaseHeldShift(finger: event.finger, into: &actions) { return }
    guard var state = touch, state.finger == event.finger else { return }
    if event.point != state.lastPoint {
      // A release away from the last report is a movement too (a terminal may send no drag).
      moved(&state, to: event.point, time: event.time, into: &actions)
    }
    touch = nil
    release(state, at: event.point, time: event.time, into: &actions)
  }

  /// The decision of a touch released with nothing decided yet: a tap, or nothing, and the
  /// thresholds it stayed under.
  mutating func decideRelease(
    _ state: inout TouchState, tapped: Bool, time: Double
  ) {
    guard state.decision == nil else { return }
    let distance = activationCheck(state.maxDistance)
    let held = longPressCheck(time - state.downTime)
    let outcome: GestureDecision.Outcome
    if tapped {
      outcome = .tap
    } else if state.key?.role == .delete {
      outcome = .pressOnly
    } else {
      outcome = .noTap
    }
    let decision =
      state.waitedForLongPress
      ? GestureDecision(
        key: state.key?.name, outcome: outcome, decidedBy: held, alsoChecked: distance, time: time)
      : GestureDecision(key: state.key?.name, outcome: outcome, decidedBy: distance, time: time)
    decide(&state, decision)
  }

  mutating func touchCancelled(_ event: TouchEvent, into actions: inout [GestureAction]) {
    if releaseHeldShift(finger: event.finger, into: &actions) { return }
    guard let state = touch, state.finger == event.finger else { return }
    touch = nil
    abandon(state, into: &actions)
  }

  /// The held shift's finger lifted or was cancelled: shift is released; true when it was
  /// that finger.
  private mutating func releaseHeldShift(finger: Int, into actions: inout [GestureAction]) -> Bool {
    guard let shift = heldShift, shift.finger == finger, let key = shift.key else { return false }
    heldShift = nil
    actions.append(.shiftReleased(key))
    return true
  }

  /// A release is "inside" on the key's cell or within the long-press tolerance of the
  /// touch-down point (a slide off the edge of a key that cannot drag still taps).
  func releaseCounts(_ state: TouchState, _ key: GestureKey, at point: Point) -> Bool {
    key.frame.contains(point) || point.distance(to: state.downPoint) < settings.cursorActiveDistance
  }

  /// The finger lifted at `point`: a tap if nothing else happened, else the gesture's end.
  mutating func release(
    _ released: TouchState, at point: Point, time: Double, into actions: inout [GestureAction]
  ) {
    var state = released
    var tapped: GestureKey?
    switch state.target {
    case .ignored:
      break
    case .chevron:
      if layout.chevron?.contains(point) ?? false { actions.append(.chevronTap) }
    case .region(let region):
      if state.phase == .pending && region.frame.contains(point) {
        actions.append(.regionTap(id: region.id))
      }
    case .overlay(let downZone):
      releasePinnedOverlay(downZone: downZone, at: point, into: &actions)
    case .key(let key):
      switch state.phase {
      case .pending:
        if key.role == .switch {
          if switchDragTaps(state, key, at: point) { tapped = key }
        } else if key.role != .delete && releaseCounts(state, key, at: point) {
          tapped = key
        }
        if let tapped { actions.append(.tap(tapped)) }
        decideRelease(&state, tapped: tapped != nil, time: time)
      case .longPressed: break
      case .repeating: actions.append(.repeatEnded(key))
      case .cursorDrag: actions.append(.cursorDragEnded)
      case .deleteDrag: actions.append(.deleteDragEnded)
      case .switchOverlay: releaseSwitchOverlay(state, at: point, into: &actions)
      }
    }
    lastTap = tapped.map {
      LastTap(keyID: $0.id, time: time, wasSecondTap: state.isSecondTap)
    }
  }

  /// Ends the touch's gesture without a tap (cancel, window change).
  mutating func abandon(_ state: TouchState, into actions: inout [GestureAction]) {
    switch state.target {
    case .key(let key):
      switch state.phase {
      case .repeating: actions.append(.repeatEnded(key))
      case .cursorDrag: actions.append(.cursorDragEnded)
      case .deleteDrag: actions.append(.deleteDragEnded)
      case .switchOverlay:
        if overlay != nil {
          overlay = nil
          actions.append(.overlayCancelled)
        }
      case .pending, .longPressed: break
      }
    case .overlay:
      overlay = nil
      actions.append(.overlayCancelled)
    case .chevron, .region, .ignored:
      break
    }
    lastTap = nil
  }
}
