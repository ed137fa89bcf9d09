import Gestures
import KeyboardLayouts
import KeyboardSession

extension TerminalApp {
  /// Runs every queued step due by `time`, each at its own due time.
  mutating func runDueSteps(until time: Double) {
    while let (step, due) = queue.popDue(now: time) {
      execute(step, at: max(due, session.now))
    }
  }

  /// Runs every queued step now (a mouse press or a quit cuts a synthesized gesture short).
  mutating func flushSteps(at time: Double) {
    while let (step, due) = queue.popFirst() {
      execute(step, at: max(min(due, time), session.now))
    }
  }

  /// Adds steps to the queue.
  mutating func schedule(_ steps: [TouchStep]) {
    queue.append(steps, now: max(currentTime, session.now))
  }

  mutating func execute(_ step: TouchStep, at time: Double) {
    switch step.action {
    case .touch(let kind, let target, let finger):
      touch(kind, target, finger: finger, at: time)
    case .ensureShift(let on):
      if (session.keyboard.shift != .off) != on {
        queue.prepend(
          [.touch(.down, .key("shift")), .touch(.up, .current, after: GestureSynthesizer.tapHold)],
          now: time)
      }
    case .script(let command, let line):
      runScriptCommand(command, line: line, at: time)
    case .scriptLine(let line):
      scriptStatus?.line = line
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
      if case .key(let name) = target { show("이 화면에 \(name) 키가 없습니다") }
      return
    }
    session.handle(TouchEvent(kind, finger: finger, at: point, time: time))
  }

  /// Where a target is now, in keyboard points.
  mutating func resolve(_ target: TouchTarget, finger: Int) -> Point? {
    let last = session.lastTouchPoint[finger]
    switch target {
    case .key(let name):
      return session.keyCenter(named: name)
    case .keyOffset(let name, let dx, let dy):
      return session.keyCenter(named: name).map { Point(x: $0.x + dx, y: $0.y + dy) }
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
