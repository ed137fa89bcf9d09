import Gestures
import KeyboardLayouts
import KeyboardScreen
import KeyboardSession
import SessionScripts
import TerminalKit

/// One step of a synthesized gesture or a played script, due `delay` seconds after the step
/// before it (session time).
///
/// A binding's tap of `ㄱ` is two steps: `.touch(.down, .key("ㄱ"))` with delay 0 and
/// `.touch(.up, .current)` 0.04 s later: the same events a mouse click would send. A played
/// script's `tap ㄱ` is two `.script` steps wrapping its compiled events, 0.05 s apart.
struct TouchStep: Sendable, Equatable {
  var delay: Double
  var action: Action

  enum Action: Sendable, Equatable {
    /// A binding's finger event; the target is resolved when the step runs (the page may
    /// have changed).
    case touch(TouchEvent.Kind, TouchTarget, finger: Int)
    /// A played script's event, applied by the `ScriptExecutor` that `sykb replay` uses.
    case script(ScriptEvent)
    /// The script is over.
    case endOfScript
  }

  /// A finger event on finger 0 (the mouse's finger: a binding touches like the mouse).
  static func touch(_ kind: TouchEvent.Kind, _ target: TouchTarget, after delay: Double = 0)
    -> TouchStep
  {
    TouchStep(delay: delay, action: .touch(kind, target, finger: 0))
  }
}

/// Where a synthesized touch lands, decided when it runs.
enum TouchTarget: Sendable, Equatable {
  /// The centre of the key with this name on the page showing then.
  case key(String)
  /// The finger's last point moved by (dx, dy) points.
  case offset(dx: Double, dy: Double)
  /// An absolute point in keyboard points.
  case point(x: Double, y: Double)
  /// The centre of the bar region (candidate index or `ToolbarState.undoRegion`…).
  case region(Int)
  /// The keyboard-select overlay's target zone, at the finger's height.
  case selectTarget
  /// The finger's last point.
  case current
}
