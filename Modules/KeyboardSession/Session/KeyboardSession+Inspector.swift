import Gestures
import KeyboardLayouts

/// The gesture inspector's view of the session, and the cursor drag's selection.
extension KeyboardSession {
  /// What the recognizers see now (the finger that is down, else the last decision), one
  /// row each, with the thresholds named after their settings; the shell draws them as is.
  ///
  /// With more than one finger down, a first row lists every finger as scripts number them,
  /// the key under it and its point: `fingers: #1 space (187.5, 250.0) · #2 g (211.9, 162.0)`.
  public var gestureInspectorLines: [String] {
    let lines = touches.gestures.inspectorLines(now: now)
    guard lastTouchPoint.count > 1 else { return lines }
    return [touches.fingersLine(in: geometry)] + lines
  }

  /// The key under finger `finger` (0-based), if it is down on one: the shell draws it
  /// pressed, so every finger down shows, not only the one the gesture engine follows.
  public func fingerKeyName(_ finger: Int) -> String? {
    touches.keyName(under: finger, in: geometry)
  }

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
