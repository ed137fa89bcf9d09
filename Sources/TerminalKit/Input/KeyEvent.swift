/// A key pressed, repeated or released, as a terminal speaking the kitty keyboard protocol
/// reports it (`ESC [ 97 ; 1 : 3 u` is `a` released).
///
/// Only terminals that were asked (`Terminal.enableKeyEvents`) send these; everywhere else keys
/// arrive as characters and `SpecialKey`s, presses only. `legacyInput` is what the same key
/// would have been without the protocol.
public struct KeyEvent: Sendable, Equatable {
  /// Which key: a text key by its Unicode key code (the unshifted `a` for Shift-a too), or a
  /// named one.
  public enum Key: Sendable, Equatable, Hashable {
    case character(Unicode.Scalar)
    case special(SpecialKey)
  }

  /// Press, the terminal's own auto-repeat, or release.
  public enum Kind: Sendable, Equatable, Hashable {
    case press
    case repeated
    case release
  }

  public var key: Key
  public var modifiers: KeyModifiers
  public var kind: Kind
  /// The text the key types (the protocol's associated text): `A` for Shift-a, empty for a
  /// release, a named key or a Ctrl combination.
  public var text: String
  /// When it was read: seconds on the injected monotonic clock (the protocol has no times).
  public var time: Double

  /// Creates a key event.
  public init(
    key: Key, modifiers: KeyModifiers = [], kind: Kind = .press, text: String = "",
    time: Double = 0
  ) {
    self.key = key
    self.modifiers = modifiers
    self.kind = kind
    self.text = text
    self.time = time
  }

  /// The modifiers that change what a key means (Shift, Caps Lock and Num Lock only change
  /// its text).
  public var commandModifiers: KeyModifiers {
    modifiers.intersection([.alt, .control, .super, .hyper, .meta])
  }

  /// What the terminal would have sent for this press without the protocol: Ctrl-a is
  /// `.key(.control(1))`, Alt-2 `.key(.altCharacter("2"))`, Shift-a `.character("A")`,
  /// Enter `.key(.enter)`; `nil` for what has no such form (Super-a, a lone modifier key).
  public var legacyInput: TerminalInput? {
    let commands = commandModifiers
    switch key {
    case .special(let special):
      var result = special
      if commands == .control {
        switch special {
        case .left: result = .controlLeft
        case .right: result = .controlRight
        default: return nil
        }
      } else if commands == .alt {
        return InputDecoder.alt(.key(Self.shifted(special, modifiers)))
      } else if !commands.isEmpty {
        return nil
      }
      return .key(Self.shifted(result, modifiers))
    case .character(let code):
      if commands == .control {
        return Self.control(code).map { .key(.control($0)) }
      }
      let scalar = text.unicodeScalars.first ?? code
      if commands == .alt { return InputDecoder.alt(.character(scalar)) }
      guard commands.isEmpty else { return nil }
      return InputDecoder.input(forCharacter: scalar.value)
    }
  }

  /// Shift with the arrows and Tab, as xterm sends them (`ESC [ 1 ; 2 D`, `ESC [ Z`).
  static func shifted(_ key: SpecialKey, _ modifiers: KeyModifiers) -> SpecialKey {
    guard modifiers.contains(.shift) else { return key }
    switch key {
    case .left: return .shiftLeft
    case .right: return .shiftRight
    case .tab: return .backTab
    default: return key
    }
  }

  /// The control character of Ctrl with a key: `a` → 1, `[` → 27, `?` → 127.
  static func control(_ code: Unicode.Scalar) -> UInt8? {
    switch code.value {
    case 0x61...0x7A: return UInt8(code.value - 0x60)
    case 0x40...0x5F: return UInt8(code.value - 0x40)
    case 0x20: return 0
    default: return nil
    }
  }
}

/// The modifier bits of the kitty keyboard protocol (the field's value is 1 + these).
public struct KeyModifiers: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let shift = KeyModifiers(rawValue: 1)
  public static let alt = KeyModifiers(rawValue: 2)
  public static let control = KeyModifiers(rawValue: 4)
  public static let `super` = KeyModifiers(rawValue: 8)
  public static let hyper = KeyModifiers(rawValue: 16)
  public static let meta = KeyModifiers(rawValue: 32)
  public static let capsLock = KeyModifiers(rawValue: 64)
  public static let numLock = KeyModifiers(rawValue: 128)
}

/// What a terminal answers to a request sykb made (never typed by the user).
public enum TerminalReply: Sendable, Equatable {
  /// `ESC [ ? flags u`: the kitty keyboard protocol's current flags — the terminal speaks it.
  case keyboardFlags(Int)
  /// `ESC [ ? … c`: the primary device attributes, the fence after the flags query.
  case deviceAttributes
}
