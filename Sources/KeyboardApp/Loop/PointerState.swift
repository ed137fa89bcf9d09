import KeyboardScreen
import KeyboardSession
import TerminalKit

/// What the pointer and the bindings' fingers hold between two batches of input.
///
/// The mouse button's grab, a finger a binding holds down (F5, Ctrl-D, Ctrl-O) with the session
/// as it was before it went down (Esc puts that back), a key a binding tapped and lights for a
/// moment, and a gesture prefix (F6, F7…) waiting for its key. A value: `TerminalApp` keeps
/// one, and each rule about it is here and tested on its own (`PointerStateTests`).
struct PointerState {
  /// What the mouse button is holding, while it is down.
  var mouse: MouseGrab?
  /// The finger a binding holds down, until Enter, Esc or another key.
  var hold: HoldState?
  /// The session before `hold` went down.
  private(set) var holdSnapshot: KeyboardSession?
  /// A key a binding tapped, drawn pressed until its deadline (wall clock).
  private(set) var flashedKey: FlashedKey?
  /// A prefix binding waiting for the key it applies to.
  var prefix: GesturePrefix?
  /// The mouse's second finger (the right button, or Alt with the left), while it is down.
  var second: SecondFinger?
  /// A right press lifted the pinned second finger: its release does nothing more.
  var isLiftingSecond = false

  /// The finger number of the mouse's second finger (`down#2` in scripts).
  static let secondFinger = 1

  /// A held finger goes down; `session` is what Esc restores.
  mutating func beginHold(_ state: HoldState, before session: KeyboardSession) {
    hold = state
    holdSnapshot = session
  }

  /// The held finger is lifted or cancelled: returns the session from before it went down.
  @discardableResult
  mutating func endHold() -> KeyboardSession? {
    let snapshot = holdSnapshot
    hold = nil
    holdSnapshot = nil
    return snapshot
  }

  /// The keyboard goes away: every finger, grab and prefix ends.
  mutating func releaseAll() {
    endHold()
    prefix = nil
    mouse = nil
    second = nil
    isLiftingSecond = false
  }

  /// Lights `key` until `deadline` (wall clock).
  mutating func flash(_ key: String, until deadline: Double) {
    flashedKey = FlashedKey(name: key, until: deadline)
  }

  /// The lit key's name at `wall`, if it is still lit.
  func litKey(at wall: Double) -> String? {
    guard let flashedKey, wall < flashedKey.until else { return nil }
    return flashedKey.name
  }

  /// When the lit key goes dark (a deadline for the event loop), if one is lit.
  var flashDeadline: Double? { flashedKey?.until }

  /// Turns the lit key off once its time is over; true when it changed (a redraw).
  mutating func expireFlash(at wall: Double) -> Bool {
    guard let flashedKey, flashedKey.until <= wall else { return false }
    self.flashedKey = nil
    return true
  }
}

/// The mouse's second finger: it follows the pointer while its button is held (unless the
/// left button holds the first finger, which the pointer then moves), and stays pinned where
/// it was left once the button comes up, until the next right press lifts it. So a roll-over
/// is right-click A, press B, right-click, release; a selecting cursor drag is press on space,
/// drag, right-click, drag on.
struct SecondFinger: Sendable, Equatable {
  /// Its button is still held: the pointer moves it.
  var followsPointer = true
}

/// A finger a binding holds down (F5, Ctrl-D, Ctrl-O) until Enter.
struct HoldState: Sendable, Equatable {
  var key: String
  var hasSlidSideways = false
  var hasSlidVertically = false
}

/// What the mouse button is holding.
enum MouseGrab: Sendable, Equatable {
  /// A touch on the keys (finger 0).
  case keyboard
  /// A touch on a bar region (candidate index, undo, redo, clipboard).
  case region(Int)
  /// A selection in the field from this scalar offset.
  case field(anchor: Int)
  /// Nothing the button does matters until it is released.
  case ignored
}

/// A key a binding tapped, drawn pressed until `until` (wall clock).
struct FlashedKey: Sendable, Equatable {
  var name: String
  var until: Double
}
