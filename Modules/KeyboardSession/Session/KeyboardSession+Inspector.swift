import Gestures

/// The gesture inspector's view of the session, and the cursor drag's selection.
extension KeyboardSession {
  /// What the recognizers see now (the finger that is down, else the last decision), one
  /// row each, with the thresholds named after their settings; the shell draws them as is.
  public var gestureInspectorLines: [String] { touches.gestures.inspectorLines(now: now) }

  /// Traces the engine's decision if it made one since `count`.
  mutating func traceDecision(since count: Int) {
    guard log.isTracing, touches.gestures.decisionCount != count,
      let decision = touches.gestures.lastDecision
    else { return }
    log.traceLines.append("decision: \(decision)")
  }

  /// A cursor-drag step while a second finger made it a selection: the cursor moves from
  /// where the finger's offset is (as far as the text allows) and the document selects the
  /// range `CursorSelection` keeps, relative to where the selection started.
  mutating func selectByCursorDrag(_ steps: Int, at time: Double, label: String) {
    guard let from = touches.selectionCursor else { return }
    document.setCursor(from)
    perform(.moveCursor(steps), at: time, gesture: label)
    guard let (range, relative) = touches.selectionMoved(to: document.cursor, from: from) else {
      return
    }
    document.select(range)
    trace("  selection \(relative.lowerBound)..<\(relative.upperBound)")
  }
}
