import TerminalKit

/// What the terminal says about key press, repeat and release (the kitty keyboard protocol),
/// and which physical keys hold fingers now.
///
/// Asked at start (`KeyEventsRequest.query`), answered before the device-attributes fence
/// (`supported`) or not (`unsupported`); until then, and without an answer, keys are taps as
/// they always were. A value: `TerminalApp` keeps one (`KeyEventStateTests`).
struct KeyEventState: Sendable, Equatable {
  enum Support: Sendable, Equatable {
    /// Not asked (a sink that is not a terminal).
    case notAsked
    /// Asked; no answer yet.
    case asked
    /// The flags answer came before the fence.
    case supported
    /// The fence came first: presses only.
    case unsupported
  }

  var support = Support.notAsked
  /// The reports are pushed on the terminal.
  var isEnabled = false
  /// Keys held down as fingers, by the key the terminal names.
  private(set) var held: [KeyEvent.Key: HeldKey] = [:]

  /// The first finger number held keys use: 0 is the mouse's (and the bindings'), 1 the
  /// mouse's second finger.
  static let firstFinger = 2

  /// Takes a reply to the query: the flags answer means yes, the fence without it no.
  mutating func receive(_ reply: TerminalReply) {
    guard support == .asked else { return }
    switch reply {
    case .keyboardFlags: support = .supported
    case .deviceAttributes: support = .unsupported
    }
  }

  /// Whether the reports should be on: the terminal speaks the protocol and the setting
  /// wants it.
  func wantsEnabled(setting: Bool) -> Bool { support == .supported && setting }

  /// The lowest finger number no held key uses.
  var freeFinger: Int {
    let used = Set(held.values.map(\.finger))
    var finger = Self.firstFinger
    while used.contains(finger) { finger += 1 }
    return finger
  }

  /// `key` now holds `finger` down on the key named `name`.
  mutating func hold(_ key: KeyEvent.Key, finger: Int, on name: String) {
    held[key] = HeldKey(finger: finger, name: name)
  }

  /// `key` was released (or its release was lost): the finger it held, if any.
  mutating func release(_ key: KeyEvent.Key) -> HeldKey? {
    held.removeValue(forKey: key)
  }

  /// Every held key lets go (the reports were turned off, the keyboard went away).
  mutating func releaseAll() -> [HeldKey] {
    defer { held = [:] }
    return held.values.sorted { $0.finger < $1.finger }
  }
}

/// A physical key held as a finger.
struct HeldKey: Sendable, Equatable {
  var finger: Int
  /// The keyboard key it holds down.
  var name: String
}
