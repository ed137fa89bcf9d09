import KeyboardLayouts

/// What the recognizers see of the finger that is down, for the gesture inspector: where it
/// is, how far and fast it went, the thresholds (the settings, by name) it is measured
/// against and what it became so far. `GestureEngine.observation(now:)` makes one.
public struct GestureObservation: Hashable, Sendable {
  /// Which recognizer holds the touch.
  public enum Recognizer: String, Hashable, Sendable {
    case textKey = "key"
    case delete = "delete key"
    case switchKey = "switch key"
    case toolbar
    case chevron
    case overlay
    case ignored
  }

  public var key: String?
  public var recognizer: Recognizer
  /// What the touch became; nil while it may still tap.
  public var became: GestureDecision.Outcome?
  public var position: Point
  /// Straight-line distance from the touch-down point.
  public var distance: Double
  /// Seconds since touch-down.
  public var elapsed: Double
  /// Horizontal velocity of the latest movement (pt/s, signed).
  public var velocity: Double
  /// Horizontal travel since the last cursor or delete-drag step.
  public var travelSinceStep: Double
  /// Cursor-drag steps so far (signed).
  public var cursorSteps: Int
  public var isSelecting: Bool
  /// The long-press timer is still armed.
  public var waitsForLongPress: Bool
  /// Seconds to the next repeat while repeating.
  public var nextRepeatIn: Double?
  public var settings: GestureSettings
  public var decision: GestureDecision?

  /// The inspector's rows: `distance`, each threshold in play, the decision so far.
  public var lines: [String] {
    var rows: [String] = []
    let holder = key.map { "\($0) · \(recognizer.rawValue)" } ?? recognizer.rawValue
    rows.append("finger on \(holder): \(became?.rawValue ?? "pending")")
    rows.append(
      "at \(GestureCheck.format(position.x, 1)), \(GestureCheck.format(position.y, 1)) · "
        + "distance \(GestureCheck.format(distance, 1)) pt · "
        + "velocity \(GestureCheck.format(velocity, 0)) pt/s")
    let activation = GestureCheck(
      setting: GestureSettings.Name.cursorActiveDistance, measured: distance,
      threshold: settings.cursorActiveDistance, unit: "pt")
    rows.append(activation.description)
    if became == .cursorDrag || became == .cursorSelection || became == .deleteDrag {
      let interval = GestureCheck(
        setting: GestureSettings.Name.cursorMoveInterval, measured: abs(travelSinceStep),
        threshold: settings.cursorMoveInterval, unit: "pt")
      rows.append("\(interval) · steps \(cursorSteps)")
      if became != .deleteDrag {
        let boost =
          !settings.isCursorDragAcceleration
          ? "off"
          : abs(velocity) >= CursorStepRule.veryFastSpeed
            ? "+2 (≥ \(Int(CursorStepRule.veryFastSpeed)) pt/s)"
            : abs(velocity) >= CursorStepRule.fastSpeed
              ? "+1 (≥ \(Int(CursorStepRule.fastSpeed)) pt/s)" : "+0"
        rows.append("\(GestureSettings.Name.cursorDragAcceleration) \(boost)")
      }
      if isSelecting {
        rows.append(
          "\(GestureSettings.Name.cursorDragSelection) \(settings.cursorDragSelection.rawValue)")
      }
    }
    if waitsForLongPress || became == .longPress || became == .repeating {
      let hold = GestureCheck(
        setting: GestureSettings.Name.longPressDuration, measured: elapsed,
        threshold: settings.longPressDuration, unit: "s")
      rows.append(hold.description)
    }
    if let nextRepeatIn {
      rows.append(
        "\(GestureSettings.Name.repeatRate) \(GestureCheck.format(settings.repeatRate, 2)): "
          + "every \(GestureCheck.format(settings.repeatInterval, 2)) s, "
          + "next in \(GestureCheck.format(nextRepeatIn, 2)) s")
    }
    if let decision { rows += decision.lines("decided: ") }
    return rows
  }
}

extension GestureSettings {
  /// Shorter name for the inspector's rows.
  var isCursorDragAcceleration: Bool { isCursorDragAccelerationEnabled }
}

extension GestureEngine {
  /// The finger that is down as the recognizers see it at `now`, or nil when none is.
  public func observation(now: Double) -> GestureObservation? {
    guard let state = touch else { return nil }
    let recognizer: GestureObservation.Recognizer
    switch state.target {
    case .key(let key):
      switch key.role {
      case .delete: recognizer = .delete
      case .switch: recognizer = .switchKey
      default: recognizer = .textKey
      }
    case .region: recognizer = .toolbar
    case .chevron: recognizer = .chevron
    case .overlay: recognizer = .overlay
    case .ignored: recognizer = .ignored
    }
    var nextRepeat: Double?
    if state.phase == .repeating {
      let tick = state.repeatStart + Double(state.repeatCount + 1) * settings.repeatInterval
      nextRepeat = max(0, tick - now)
    }
    return GestureObservation(
      key: state.key?.name, recognizer: recognizer, became: state.decision?.outcome,
      position: state.lastPoint, distance: state.lastPoint.distance(to: state.downPoint),
      elapsed: max(0, now - state.downTime), velocity: state.velocity,
      travelSinceStep: state.phase == .cursorDrag || state.phase == .deleteDrag
        ? state.lastPoint.x - state.anchorX : 0,
      cursorSteps: state.cursorSteps, isSelecting: state.isSelecting,
      waitsForLongPress: state.longPressDeadline != nil, nextRepeatIn: nextRepeat,
      settings: settings, decision: state.decision)
  }

  /// The gesture inspector's rows at `now`: the finger that is down, else the last touch's
  /// decision and the threshold that decided it.
  public func inspectorLines(now: Double) -> [String] {
    if let live = observation(now: now) { return live.lines }
    guard let lastDecision else { return ["no touch yet"] }
    return lastDecision.lines("last touch: ")
  }
}
