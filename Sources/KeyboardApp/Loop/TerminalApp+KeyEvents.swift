import Gestures
import KeyboardScreen
import KeyboardSession
import TerminalKit

/// Physical keys with press, repeat and release (terminals speaking the kitty keyboard
/// protocol): a held key is a touch held on the key it types — by position in grid-keys mode —
/// for as long as it is held, with the event's own times, so the session's long-press rules
/// decide repeat, secondary character or nothing, and two keys held together roll over. The
/// terminal's own auto-repeat of a held key is ignored. Everything else is what the terminal
/// would have sent without the protocol.
extension TerminalApp {
  mutating func handleKeyEvent(_ event: KeyEvent, at time: Double) {
    switch event.kind {
    case .release:
      if let held = keyEvents.release(event.key) { lift(held, at: time) }
      return
    case .repeated:
      if keyEvents.held[event.key] != nil { return }
    case .press:
      // A press of a key still held: its release was lost (focus went elsewhere).
      if let stale = keyEvents.release(event.key) { lift(stale, at: time) }
      if holdKey(event, at: time) { return }
    }
    // Text keys type their text (an input method's commits come as text, not as keys).
    if case .character = event.key, event.commandModifiers.isEmpty, !event.text.isEmpty {
      for scalar in event.text.unicodeScalars { handle(.character(scalar), at: time) }
      return
    }
    if let legacy = event.legacyInput { handle(legacy, at: time) }
  }

  /// Puts a finger down on the key `event` holds, if it holds one now; true when it did.
  mutating func holdKey(_ event: KeyEvent, at time: Double) -> Bool {
    guard let name = heldKeyName(event), let point = resolve(.key(name), finger: 0) else {
      return false
    }
    flushHold()
    flushSteps(at: time)
    let finger = keyEvents.freeFinger
    session.send(.touch(.down, finger: finger, at: point), at: time)
    keyEvents.hold(event.key, finger: finger, on: name)
    return true
  }

  /// The key a pressed physical key holds down: space, delete, return, or the key that types
  /// its text (its position in grid-keys mode); nil while the keys are busy with something
  /// else (a panel, a prompt, a held binding) or for a key with Ctrl, Alt or Super.
  mutating func heldKeyName(_ event: KeyEvent) -> String? {
    guard keyEvents.isEnabled, event.commandModifiers.isEmpty, panel == nil,
      scriptStatus == nil, pointer.prefix == nil, pointer.hold == nil,
      session.removalCandidate == nil, !session.isClipboardPanelOpen, !isKeyboardHidden,
      let layout, layout.keyboard != nil, layout.requiredSize == nil
    else { return nil }
    switch event.key {
    case .special(.backspace): return "delete"
    case .special(.enter): return "return"
    case .special: return nil
    case .character:
      let scalars = event.text.unicodeScalars
      guard scalars.count == 1, let scalar = scalars.first else { return nil }
      if scalar == " " { return "space" }
      return session.heldKeyName(forTerminal: scalar)
    }
  }

  /// A held key's finger comes up where it is.
  mutating func lift(_ held: HeldKey, at time: Double) {
    guard let point = session.lastTouchPoint[held.finger] else { return }
    session.send(.touch(.up, finger: held.finger, at: point), at: time)
  }

  /// The reports go on or off as the terminal and the `key-events` setting say; turned off,
  /// every held key lets go.
  mutating func syncKeyEvents<Sink: PaintSink>(_ sink: inout Sink) {
    let wanted = keyEvents.wantsEnabled(setting: session.settings.isKeyEventsEnabled)
    guard wanted != keyEvents.isEnabled else { return }
    sink.keyEvents(wanted ? .enable : .disable)
    keyEvents.isEnabled = wanted
    log("key events \(wanted ? "on" : "off")")
    if !wanted {
      for held in keyEvents.releaseAll() { lift(held, at: inputTime) }
    }
  }

  /// What F1 says of this terminal's keys.
  var inputModel: InputModel {
    if keyEvents.isEnabled { return .heldKeys }
    return keyEvents.support == .supported ? .heldKeysOff : .pressesOnly
  }
}

/// How physical keys reach the keyboard in this terminal, as F1 and the status line say.
enum InputModel: Sendable, Equatable {
  /// Presses only: a key is a tap (F5 holds, F6 long-presses).
  case pressesOnly
  /// Press, repeat and release: a held key is a held finger.
  case heldKeys
  /// The terminal could, but the `key-events` setting is off.
  case heldKeysOff
}
