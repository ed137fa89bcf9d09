import Gestures
import KeyboardSession

/// Compiles replay commands into timed script events, one line at a time: the single place
/// where script time is decided, for `sykb replay` (events applied at once) and `sykb play`
/// (events played on the screen's clock).
///
/// A `tap` holds its key 50 ms, consecutive events are 500 ms apart unless a `wait` says
/// otherwise (so plain taps are never double taps or long presses), and `tap KEY x2` taps
/// within the double-tap interval. `tap ㄱ` then `tap ㅏ` compile to down ㄱ @0, up @0.05,
/// down ㅏ @0.55, up @0.6. The timeline keeps only its clock, so a script of a million lines
/// compiles in constant memory.
public struct ScriptTimeline: Sendable {
  /// How long a `tap` holds its key.
  public static let tapHold = 0.05
  /// The pause before each event after the first (unless a `wait` came just before).
  public static let eventGap = 0.5

  /// The gap between the taps of `tap KEY xN` (`KeyboardSession.doubleTapGap`).
  public let doubleTapGap: Double
  /// When the last compiled event ended (script seconds).
  public private(set) var clock: Double
  private var gapPending = false

  /// A timeline whose first event is at `start`.
  public init(doubleTapGap: Double, start: Double = 0) {
    self.doubleTapGap = doubleTapGap
    self.clock = start
  }

  /// Compiles one command of line `line` and returns its events, in time order.
  public mutating func add(_ command: ReplayCommand, line: Int) -> [ScriptEvent] {
    var events: [ScriptEvent] = []
    add(command, line: line, into: &events)
    return events
  }

  /// Compiles one command of line `line`, appending its events to `events` (a caller that
  /// reuses the array compiles without allocating).
  public mutating func add(_ command: ReplayCommand, line: Int, into events: inout [ScriptEvent]) {
    func emit(_ action: ScriptEvent.Action) {
      events.append(ScriptEvent(time: clock, line: line, action: action))
    }
    func touch(_ kind: TouchEvent.Kind, _ target: ScriptTarget, finger: Int = 0) {
      emit(.touch(kind, target, finger: finger))
    }
    switch command {
    case .tap(let key, let count):
      for index in 0..<count {
        if index == 0 { beginEvent() } else { clock += doubleTapGap }
        touch(.down, .key(key))
        clock += Self.tapHold
        touch(.up, .current)
      }
    case .press(let key, let milliseconds):
      beginEvent()
      touch(.down, .key(key))
      clock += milliseconds / 1000
      touch(.up, .current)
    case .drag(let key, let dx, let dy, let milliseconds, let steps):
      beginEvent()
      touch(.down, .key(key))
      let start = clock
      let duration = milliseconds / 1000
      let moves = max(steps, 1)
      for index in 1...moves {
        // Multiply before dividing so `-60` in 6 steps passes exactly through −40 (the
        // activation distance), as a script author would expect.
        let part = Double(index)
        let whole = Double(moves)
        clock = start + duration * part / whole
        touch(.move, .fromDown(dx: dx * part / whole, dy: dy * part / whole))
      }
      clock = start + duration
      touch(.up, .fromDown(dx: dx, dy: dy))
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
    case .touchEnd(let end, let finger, let x, let y):
      beginEvent()
      touch(end == .up ? .up : .cancel, .point(x: x, y: y), finger: finger)
    case .wait(let milliseconds):
      clock += milliseconds / 1000
      gapPending = false
      emit(.advance)
    case .keyboard, .field, .set, .expect:
      emit(.command(command))
    case .undo, .redo, .paste, .pick, .remove, .host:
      beginEvent()
      emit(.command(command))
    }
  }

  /// Starts a new event: the default gap after the previous one, unless a `wait` just ran.
  private mutating func beginEvent() {
    if gapPending { clock += Self.eventGap }
    gapPending = true
  }
}
