import Gestures
import KeyboardSession

/// A replay script as timed steps, with the replay runner's timing: a `tap` holds 50 ms,
/// events are 500 ms apart unless a `wait` says otherwise, `tap KEY x2` taps within the
/// double-tap interval.
///
/// `tap ㄱ` / `tap ㅏ` become down ㄱ @0, up @0.05, down ㅏ @0.55, up @0.6 — what `sykb replay`
/// feeds the session, played in real time so the keys light up.
struct ScriptTimeline {
  private(set) var steps: [TouchStep] = []
  private var clock = 0.0
  private var lastTime = 0.0
  private var gapPending = false
  let doubleTapGap: Double

  /// Lead-in before the first event, so the first frame is seen.
  static let leadIn = 0.5
  /// Pause after the last event before the script counts as finished.
  static let leadOut = 0.5

  init(_ lines: [PlaybackScript.Line], doubleTapGap: Double) {
    self.doubleTapGap = doubleTapGap
    clock = Self.leadIn
    for line in lines {
      add(line)
    }
    clock += Self.leadOut
    append(.endOfScript, at: clock)
  }

  private mutating func beginEvent() {
    if gapPending { clock += ReplayRunner.eventGap }
    gapPending = true
  }

  private mutating func append(_ action: TouchStep.Action, at time: Double) {
    steps.append(TouchStep(delay: max(0, time - lastTime), action: action))
    lastTime = max(lastTime, time)
  }

  private mutating func touch(_ kind: TouchEvent.Kind, _ target: TouchTarget, finger: Int = 0) {
    append(.touch(kind, target, finger: finger), at: clock)
  }

  private mutating func add(_ line: PlaybackScript.Line) {
    let hold = ReplayRunner.tapHold
    switch line.command {
    case .tap(let key, let count):
      for index in 0..<count {
        if index == 0 { beginEvent() } else { clock += doubleTapGap }
        append(.scriptLine(line.number), at: clock)
        touch(.down, .key(key))
        clock += hold
        touch(.up, .current)
      }
    case .press(let key, let milliseconds):
      beginEvent()
      append(.scriptLine(line.number), at: clock)
      touch(.down, .key(key))
      clock += milliseconds / 1000
      touch(.up, .current)
    case .drag(let key, let dx, let dy, let milliseconds, let count):
      beginEvent()
      append(.scriptLine(line.number), at: clock)
      touch(.down, .key(key))
      let start = clock
      let moves = max(count, 1)
      let duration = milliseconds / 1000
      for index in 1...moves {
        clock = start + duration * Double(index) / Double(moves)
        touch(
          .move,
          .keyOffset(
            key, dx: dx * Double(index) / Double(moves), dy: dy * Double(index) / Double(moves)))
      }
      clock = start + duration
      touch(.up, .current)
    case .touchDown(let finger, let x, let y):
      beginEvent()
      touch(.down, .point(x: x, y: y), finger: finger)
    case .touchDownOnKey(let finger, let key):
      beginEvent()
      touch(.down, .key(key), finger: finger)
    case .touchMove(let finger, let x, let y):
      beginEvent()
      touch(.move, .point(x: x, y: y), finger: finger)
    case .touchMoveBy(let finger, let dx, let dy):
      beginEvent()
      touch(.move, .offset(dx: dx, dy: dy), finger: finger)
    case .touchUp(let finger):
      beginEvent()
      touch(.up, .current, finger: finger)
    case .touchCancel(let finger):
      beginEvent()
      touch(.cancel, .current, finger: finger)
    case .wait(let milliseconds):
      clock += milliseconds / 1000
      gapPending = false
    case .undo, .redo, .pick, .remove, .paste:
      beginEvent()
      append(.script(line.command, line: line.number), at: clock)
    case .keyboard, .field, .set, .expect:
      append(.script(line.command, line: line.number), at: clock)
    }
  }
}
