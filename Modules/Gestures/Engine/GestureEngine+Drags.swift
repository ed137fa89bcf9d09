import KeyboardLayouts

extension GestureEngine {
  /// A text key's finger moved: past `cursorActiveDistance` the long press fails and, where
  /// allowed, the touch becomes a cursor drag (§3.2–3.3).
  mutating func keyMoved(
    _ state: inout TouchState, _ key: GestureKey, to point: Point, velocity: Double,
    time: Double, into actions: inout [GestureAction]
  ) {
    switch state.phase {
    case .pending:
      let distance = point.distance(to: state.downPoint)
      guard distance >= settings.cursorActiveDistance else { return }
      state.longPressDeadline = nil
      guard settings.isDragToMoveCursorEnabled && key.allowsCursorDrag else { return }
      decide(
        &state,
        GestureDecision(
          key: key.name, outcome: .cursorDrag, decidedBy: activationCheck(distance), time: time))
      state.phase = .cursorDrag
      state.anchorX = state.downPoint.x
      state.awaitingFirstStep = true
      actions.append(.cursorDragBegan)
      cursorDragged(&state, to: point, velocity: velocity, into: &actions)
    case .cursorDrag:
      cursorDragged(&state, to: point, velocity: velocity, into: &actions)
    case .longPressed, .repeating, .deleteDrag, .switchOverlay:
      break
    }
  }

  /// First step exactly one character, then `CursorStepRule` on the travel since the last step.
  private func cursorDragged(
    _ state: inout TouchState, to point: Point, velocity: Double,
    into actions: inout [GestureAction]
  ) {
    let travel = point.x - state.anchorX
    if state.awaitingFirstStep {
      guard travel != 0 else { return }
      state.awaitingFirstStep = false
      state.anchorX = point.x
      state.cursorSteps += travel < 0 ? -1 : 1
      actions.append(.cursorMove(steps: travel < 0 ? -1 : 1))
      return
    }
    let steps = CursorStepRule.steps(
      travel: travel, interval: settings.cursorMoveInterval, velocity: velocity,
      previousVelocity: state.velocity, accelerates: settings.isCursorDragAccelerationEnabled)
    guard steps != 0 else { return }
    state.anchorX = point.x
    state.cursorSteps += steps
    actions.append(.cursorMove(steps: steps))
  }

  /// The delete key's finger moved: past `cursorActiveDistance` it is a delete drag, whatever
  /// the cursor-drag setting says (§3.4).
  mutating func deleteKeyMoved(
    _ state: inout TouchState, to point: Point, time: Double, into actions: inout [GestureAction]
  ) {
    switch state.phase {
    case .pending:
      let distance = point.distance(to: state.downPoint)
      guard distance >= settings.cursorActiveDistance else { return }
      state.longPressDeadline = nil
      decide(
        &state,
        GestureDecision(
          key: state.key?.name, outcome: .deleteDrag, decidedBy: activationCheck(distance),
          time: time))
      state.phase = .deleteDrag
      state.anchorX = state.downPoint.x
      state.awaitingFirstStep = true
      actions.append(.deleteDragBegan)
    case .deleteDrag:
      break
    case .longPressed, .repeating, .cursorDrag, .switchOverlay:
      return
    }
    deleteDragged(&state, to: point, into: &actions)
    enterEdgeZone(&state, at: point, time: time)
  }

  /// One step per drag update that travelled at least one `cursorMoveInterval` from the last
  /// step, however far it moved (§8.8): a fast flick deletes one character, not a word's
  /// worth; the next step is measured from where this one happened.
  private func deleteDragged(
    _ state: inout TouchState, to point: Point, into actions: inout [GestureAction]
  ) {
    let travel = point.x - state.anchorX
    guard travel != 0 else { return }
    let direction: DeleteDragDirection = travel < 0 ? .delete : .restore
    if state.awaitingFirstStep {
      state.awaitingFirstStep = false
      state.anchorX = point.x
      actions.append(.deleteDrag(direction, count: 1))
      return
    }
    guard abs(travel) >= settings.cursorMoveInterval else { return }
    state.anchorX = point.x
    actions.append(.deleteDrag(direction, count: 1))
  }

  /// Within 20 pt of the keyboard's left (delete) or right (restore) edge the drag continues
  /// by itself every `edgeRepeatInterval`, counted from entering the zone.
  private func enterEdgeZone(_ state: inout TouchState, at point: Point, time: Double) {
    let frame = layout.keyboardFrame
    let zone: HorizontalDirection?
    if point.x < frame.minX + Self.deleteEdgeZoneWidth {
      zone = .left
    } else if point.x > frame.maxX - Self.deleteEdgeZoneWidth {
      zone = .right
    } else {
      zone = nil
    }
    guard zone != state.edge else { return }
    state.edge = zone
    state.edgeStart = time
    state.edgeCount = 0
  }
}

extension GestureEngine {
  /// The cursor-activation distance against `distance`.
  func activationCheck(_ distance: Double) -> GestureCheck {
    GestureCheck(
      setting: GestureSettings.Name.cursorActiveDistance, measured: distance,
      threshold: settings.cursorActiveDistance, unit: "pt")
  }

  /// The long-press duration against `held` seconds.
  func longPressCheck(_ held: Double) -> GestureCheck {
    GestureCheck(
      setting: GestureSettings.Name.longPressDuration, measured: held,
      threshold: settings.longPressDuration, unit: "s")
  }
}
