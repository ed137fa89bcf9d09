import Gestures
import KeyboardLayouts
import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

/// Touch steps: a played script's run on the wall clock (`queue`), a binding's run at once.
///
/// A binding never waits on the wall clock: `runNow` feeds its touches to the session in the
/// same turn of the loop, each at the session time its delay says, and then moves the session
/// clock's origin forward by what they took — so gestures and undo grouping see a normal tap
/// while the text is on screen in the frame painted for that key.
extension TerminalApp {
  /// Runs every queued step due by `time`, each at its own due time.
  mutating func runDueSteps(until time: Double) {
    while let (step, due) = queue.popDue(now: time) {
      execute(step, at: max(due, session.now))
    }
  }

  /// Runs every queued step now (a mouse press or a quit cuts a played gesture short).
  mutating func flushSteps(at time: Double) {
    while let (step, due) = queue.popFirst() {
      execute(step, at: max(min(due, time), session.now))
    }
  }

  /// Runs a binding's steps now, in virtual time: the first after its delay from the later of
  /// the loop's time and the session's, each next one after its own delay. While a finger is
  /// held from the keyboard the session clock stands still between the user's keys, so the
  /// steps follow the session's own time.
  mutating func runNow(_ steps: [TouchStep]) {
    var time = pointer.hold == nil ? max(currentTime, session.now) : session.now
    for step in steps {
      time += step.delay
      execute(step, at: time)
    }
    advanceVirtualClock(to: time)
  }

  /// Taps keys by name at once (`SessionInput.keys`) and lights the last one up.
  mutating func runTaps(_ names: [String]) {
    guard !names.isEmpty else { return }
    let run = session.send(.keys(names, holding: nil), at: inputTime)
    advanceVirtualClock(to: run.typed.end)
    flash(names.last)
    if !run.accepted { show(session.words(StatusText.noSuchKey, ["key": names.last ?? ""])) }
  }

  /// Moves the session clock's origin so that "now" is at least `time`: virtual time a
  /// binding's touches took is added once, never waited for.
  mutating func advanceVirtualClock(to time: Double) {
    clock.advanceVirtually(to: time)
  }

  /// Shows `key` pressed for a moment after a binding's tap (presentation only: the touch is
  /// already over).
  mutating func flash(_ key: String?) {
    guard let key else { return }
    pointer.flash(key, until: wallNow + Self.flashSeconds)
  }

  /// How long a binding's key stays lit.
  static let flashSeconds = 0.09

  /// Runs one step at `time`: a binding's touch, or a played script's event through the
  /// executor `sykb replay` uses.
  mutating func execute(_ step: TouchStep, at time: Double) {
    switch step.action {
    case .touch(let kind, let target, let finger):
      touch(kind, target, finger: finger, at: time)
    case .script(let event):
      runScriptEvent(event, at: time)
    case .endOfScript:
      finishScript(at: time)
    }
  }

  /// Sends one finger event; a touch whose key is not on the page is dropped with its
  /// moves and release.
  mutating func touch(_ kind: TouchEvent.Kind, _ target: TouchTarget, finger: Int, at time: Double)
  {
    let isDown = session.lastTouchPoint[finger] != nil
    if kind != .down && !isDown { return }
    guard let point = resolve(target, finger: finger) else {
      if case .key(let name) = target {
        show(session.words(StatusText.noSuchKey, ["key": name]))
      }
      return
    }
    session.send(.touch(kind, finger: finger, at: point), at: time)
  }

  /// Where a target is now, in keyboard points.
  mutating func resolve(_ target: TouchTarget, finger: Int) -> Point? {
    let last = session.lastTouchPoint[finger]
    switch target {
    case .key(let name):
      return session.keyCenter(named: name)
    case .offset(let dx, let dy):
      return last.map { Point(x: $0.x + dx, y: $0.y + dy) }
    case .point(let x, let y):
      return Point(x: x, y: y)
    case .region(let id):
      let width = session.geometry?.size.width ?? session.metrics.width
      return session.toolbarFrames(width: width).first { $0.id == id }?.frame.center
    case .selectTarget:
      guard let overlay = session.gestureOverlay,
        let zone = overlay.zones.first(where: { $0.choice != nil })
      else { return last }
      return Point(x: zone.frame.center.x, y: last?.y ?? zone.frame.center.y)
    case .current:
      return last
    }
  }
}
