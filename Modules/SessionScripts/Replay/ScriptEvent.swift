import Gestures
import KeyboardSession

/// One moment of a compiled replay script: what happens, at which script time, from which line.
///
/// `tap ㄱ` on line 3, starting at 0.5 s, is two events of line 3:
/// `.touch(.down, .key("ㄱ"), finger: 0)` at 0.5 and `.touch(.up, .current, finger: 0)` at 0.55.
/// `ScriptTimeline` makes them; `ScriptExecutor` applies them to a session.
public struct ScriptEvent: Equatable, Sendable {
  /// Script seconds from the start of the timeline.
  public var time: Double
  /// The script line the event comes from (for messages and the status line).
  public var line: Int
  public var action: Action

  /// What the event does to the session.
  public enum Action: Equatable, Sendable {
    /// A finger event; the target is resolved when it runs (the page may have changed).
    case touch(TouchEvent.Kind, ScriptTarget, finger: Int)
    /// `wait`: the session's timers (long presses, repeats) run up to the event's time.
    case advance
    /// A script line that is not a touch nor a `wait`, run as the session runs it:
    /// `keyboard`, `field`, `set` and `expect` take no time; `undo`, `redo`, `paste`, `pick`,
    /// `remove` and the host's actions happen at their event's time (and are 500 ms after the
    /// event before, like a tap).
    case command(ReplayCommand)
  }

  public init(time: Double, line: Int, action: Action) {
    self.time = time
    self.line = line
    self.action = action
  }
}

/// Where a script's touch lands, decided when it runs.
///
/// `drag space -60 0 300 steps=6` goes down on `.key("space")`, moves through
/// `.fromDown(dx: -10, dy: 0)` … `.fromDown(dx: -60, dy: 0)` and lifts at `.fromDown(dx: -60,
/// dy: 0)`: every point is counted from where the finger went down, as a real drag is.
public enum ScriptTarget: Equatable, Sendable {
  /// The centre of the key with this name on the page showing then (a script error if none).
  case key(String)
  /// The finger's touch-down point moved by (dx, dy) points.
  case fromDown(dx: Double, dy: Double)
  /// An absolute point in keyboard points (origin top-left of the key area).
  case point(x: Double, y: Double)
  /// The finger's last point moved by (dx, dy) points (a script error if the finger is up).
  case offset(dx: Double, dy: Double)
  /// The finger's last point (the origin if the finger is up).
  case current
}
