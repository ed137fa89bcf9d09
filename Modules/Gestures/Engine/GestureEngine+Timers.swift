import KeyboardLayouts

extension GestureEngine {
  private enum Timer {
    case longPress, repeatTick, edgeStep
  }

  /// When the caller must call `advance(to:)` next, or nil while nothing is timed.
  ///
  /// A terminal uses it as its input timeout: down on `ㄱ` at 2.0 → 2.5 (long press), then
  /// 2.55, 2.60, … while it repeats.
  public func nextDeadline() -> Double? { nextTimer()?.time }

  private func nextTimer() -> (time: Double, timer: Timer)? {
    guard let touch else { return nil }
    var next: (time: Double, timer: Timer)?
    if let deadline = touch.longPressDeadline { next = (deadline, .longPress) }
    if touch.phase == .repeating, touch.repeatCount < Self.maximumRepeats {
      let tick = touch.repeatStart + Double(touch.repeatCount + 1) * settings.repeatInterval
      if next.map({ tick < $0.time }) ?? true { next = (tick, .repeatTick) }
    }
    if touch.phase == .deleteDrag, touch.edge != nil {
      let step = touch.edgeStart + Double(touch.edgeCount + 1) * settings.edgeRepeatInterval
      if next.map({ step < $0.time }) ?? true { next = (step, .edgeStep) }
    }
    return next
  }

  /// Fires every timer due by `time` and appends the actions.
  ///
  /// At most `maximumTimerFirings` fire per call; after a larger clock jump the missed repeat
  /// and edge ticks are skipped, not replayed.
  public mutating func advance(to time: Double, into actions: inout [GestureAction]) {
    guard time.isFinite else { return }
    var fired = 0
    while let next = nextTimer(), next.time <= time + Self.timeTolerance, var state = touch {
      guard fired < Self.maximumTimerFirings else {
        skipMissedTicks(&state, until: time)
        touch = state
        return
      }
      fired += 1
      switch next.timer {
      case .longPress:
        state.longPressDeadline = nil
        fireLongPress(&state, at: next.time, into: &actions)
      case .repeatTick:
        state.repeatCount += 1
        if let key = state.key { actions.append(.repeatTick(key)) }
      case .edgeStep:
        state.edgeCount += 1
        let direction: DeleteDragDirection = state.edge == .left ? .delete : .restore
        actions.append(.deleteDrag(direction, count: 1))
      }
      touch = state
    }
  }

  /// Most timers one `advance(to:)` fires.
  public static let maximumTimerFirings = 1000

  /// Most repeat ticks one hold fires (10,000: over eight minutes at the default rate, more
  /// than any field wants typed or deleted in one go). A finger held longer repeats no more,
  /// so a day-long `press` costs what eight minutes cost; releasing and holding again goes on.
  public static let maximumRepeats = 10_000

  private func skipMissedTicks(_ state: inout TouchState, until time: Double) {
    if state.phase == .repeating {
      state.repeatCount = min(
        Self.maximumRepeats,
        CursorStepRule.wholeIntervals(
          time - state.repeatStart, per: settings.repeatInterval, limit: 1 << 40))
    }
    if state.edge != nil {
      state.edgeCount = CursorStepRule.wholeIntervals(
        time - state.edgeStart, per: settings.edgeRepeatInterval, limit: 1 << 40)
    }
  }

  private mutating func fireLongPress(
    _ state: inout TouchState, at time: Double, into actions: inout [GestureAction]
  ) {
    defer {
      if state.phase != .pending {
        let outcome: GestureDecision.Outcome =
          state.phase == .repeating ? .repeating : .longPress
        decide(
          &state,
          GestureDecision(
            key: state.key?.name, outcome: outcome,
            decidedBy: longPressCheck(time - state.downTime),
            alsoChecked: activationCheck(state.maxDistance), time: time))
      }
    }
    switch state.target {
    case .key(let key):
      switch key.role {
      case .delete:
        startRepeating(&state, key, at: time, into: &actions)
      case .switch:
        guard settings.isOneHandedKeyboardEnabled, state.switchDirection == nil else { return }
        overlay = .oneHanded(
          switchKey: key.frame, keyboard: layout.keyboardFrame, metrics: layout.overlayMetrics)
        state.phase = .switchOverlay
        state.overlayFromLongPress = true
        actions.append(.overlayShown(.oneHanded))
      default:
        switch settings.longPressAction {
        case .repeatInput:
          startRepeating(&state, key, at: time, into: &actions)
        case .numberInput:
          state.phase = .longPressed
          actions.append(.longPress(key, .secondary))
        case .disabled:
          break
        }
      }
    case .region(let region):
      state.phase = .longPressed
      actions.append(.regionLongPress(id: region.id))
    case .chevron, .overlay, .ignored:
      break
    }
  }

  private func startRepeating(
    _ state: inout TouchState, _ key: GestureKey, at time: Double,
    into actions: inout [GestureAction]
  ) {
    state.phase = .repeating
    state.repeatStart = time
    state.repeatCount = 0
    actions.append(.longPress(key, .repeatInput))
  }
}
