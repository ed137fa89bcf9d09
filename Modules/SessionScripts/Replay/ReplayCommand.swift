import HostField
import KeyboardSession

/// One line of a replay script, parsed.
///
/// `tap ㄱ` is `.tap(key: "ㄱ", count: 1)`; `drag space -60 0 300 steps=6` is
/// `.drag(key: "space", dx: -60, dy: 0, milliseconds: 300, steps: 6)`.
public enum ReplayCommand: Equatable, Sendable {
  case tap(key: String, count: Int)
  case press(key: String, milliseconds: Double)
  case drag(key: String, dx: Double, dy: Double, milliseconds: Double, steps: Int)
  case touchDown(finger: Int, x: Double, y: Double)
  /// `down KEY`: a touch-down at the centre of a key.
  case touchDownOnKey(finger: Int, key: String)
  case touchMove(finger: Int, x: Double, y: Double)
  /// `move by DX DY`: relative to the finger's last point.
  case touchMoveBy(finger: Int, dx: Double, dy: Double)
  case touchUp(finger: Int)
  case touchCancel(finger: Int)
  /// `up X Y` / `cancel X Y`: the finger lifts (or is cancelled) at a point of its own, as a
  /// mouse released away from its last drag point does (`.up` or `.cancel`).
  case touchEnd(TouchEnd, finger: Int, x: Double, y: Double)
  case wait(milliseconds: Double)
  case keyboard(name: String)
  case field([FieldAssignment])
  case set(setting: String, value: String)
  case undo
  case redo
  /// `paste "text"`: a clipboard item inserted at the cursor (one undo unit).
  case paste(String)
  /// Picks suggestion-bar cell N (0-based).
  case pick(cell: Int)
  /// Long-presses suggestion-bar cell N and confirms the removal.
  case remove(cell: Int)
  /// What the host field or the user's input method does without a touch (`commit`,
  /// `insert "…"`, `select 2 5`, …): the lines `sykb run --record` writes for them.
  case host(HostAction)
  case expect(ReplayExpectation)
}

/// How a finger ends at a point: `up X Y` or `cancel X Y`.
public enum TouchEnd: String, Equatable, Sendable {
  case up, cancel
}

/// An assertion in a replay script; a failing one prints a diff and stops with status 1.
public enum ReplayExpectation: Equatable, Sendable {
  case text(String)
  case cursor(Int)
  case composing(String)
  case page(String)
  case keyboard(String)
  case overlay(String)
  case shift(String)
  /// The suggestion bar's cells, joined by ` | ` (cell 0 with its quotes).
  case candidates(String)
  /// The field's length in characters: what a recording of a secure field checks instead of
  /// its text (`expect length 8`).
  case length(Int)
}
