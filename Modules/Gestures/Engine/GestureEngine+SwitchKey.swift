import KeyboardLayouts

extension GestureEngine {
  /// The switch key's finger moved: the first edge it crosses fixes the direction (§3.7);
  /// the select direction opens the keyboard-select overlay, up the one-handed overlay.
  mutating func switchKeyMoved(
    _ state: inout TouchState, _ key: GestureKey, to point: Point,
    into actions: inout [GestureAction]
  ) {
    if state.switchDirection == nil && !key.frame.contains(point) {
      let direction = SwitchDragDirection.exit(
        from: state.lastPoint, to: point, frame: key.frame)
      state.switchDirection = direction
      state.longPressDeadline = nil
      if state.phase == .pending {
        decide(
          &state,
          GestureDecision(
            key: key.name, outcome: .switchDrag, decidedBy: nil,
            reason: Self.exitReason(direction), time: state.lastTime))
      }
      if state.phase == .pending {
        let select = layout.switchSelectDirection
        if direction.horizontal == select && settings.isNumericKeypadEnabled {
          overlay = .keyboardSelect(
            switchKey: key.frame, keyboard: layout.keyboardFrame, direction: select,
            metrics: layout.overlayMetrics)
          state.phase = .switchOverlay
          actions.append(.overlayShown(.keyboardSelect))
        } else if direction == .up && settings.isOneHandedKeyboardEnabled {
          overlay = .oneHanded(
            switchKey: key.frame, keyboard: layout.keyboardFrame, metrics: layout.overlayMetrics)
          state.phase = .switchOverlay
          actions.append(.overlayShown(.oneHanded))
        }
      }
    }
    if state.phase == .switchOverlay && state.switchDirection != nil {
      if var open = overlay {
        open.highlighted = open.zoneIndex(atX: point.x)
        overlay = open
      }
    }
  }

  /// A switch touch with no overlay taps if it never left the key or ends within 100 pt of
  /// the key centre; farther away it does nothing (§3.7).
  func switchDragTaps(_ state: TouchState, _ key: GestureKey, at point: Point) -> Bool {
    state.switchDirection == nil
      || point.distance(to: key.frame.center) <= Self.switchCancelRadius
  }

  /// Release with the overlay open: select the zone under the finger's x, cancel elsewhere.
  /// A long-press overlay released without leaving the key stays open (pinned).
  mutating func releaseSwitchOverlay(
    _ state: TouchState, at point: Point, into actions: inout [GestureAction]
  ) {
    guard var open = overlay else { return }
    if state.overlayFromLongPress && state.switchDirection == nil {
      open.isPinned = true
      open.highlighted = nil
      overlay = open
      return
    }
    overlay = nil
    if let zone = open.zoneIndex(atX: point.x), let choice = open.zones[zone].choice {
      actions.append(.overlaySelected(choice))
    } else {
      actions.append(.overlayCancelled)
    }
  }

  /// The tap after a pinned overlay: the zone it went down on, if it is also released there.
  mutating func releasePinnedOverlay(
    downZone: Int?, at point: Point, into actions: inout [GestureAction]
  ) {
    guard let open = overlay else { return }
    overlay = nil
    if let zone = open.zoneIndex(at: point), zone == downZone, let choice = open.zones[zone].choice
    {
      actions.append(.overlaySelected(choice))
    } else {
      actions.append(.overlayCancelled)
    }
  }
}

extension GestureEngine {
  /// Why a switch-key touch became a drag, as a literal (no allocation on the touch path).
  static func exitReason(_ direction: SwitchDragDirection) -> String {
    switch direction {
    case .up: "left the key upward"
    case .down: "left the key downward"
    case .left: "left the key to the left"
    case .right: "left the key to the right"
    }
  }
}
