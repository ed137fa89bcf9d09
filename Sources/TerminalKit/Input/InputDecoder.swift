/// Turns raw ncurses readings into `TerminalInput`, stamping mouse events with the injected clock.
///
/// `decode(.character(0x314E))` → `.character("ㅎ")`; a `REPORT_MOUSE_POSITION` report after a
/// `BUTTON1_PRESSED` one → `.mouse(.drag …)`. The terminal reports motion only while the button
/// is held (mode 1002; sykb never asks for hover reports), so motion with no press before it
/// means ncurses swallowed the press — it does when a press and the first drag arrive in one
/// read, as they do from a fast or remote mouse — and the touch starts there instead. The
/// right button (or Alt with the left) is the second finger: `.secondPress`, `.secondRelease`.
public struct InputDecoder: Sendable {
  /// The key and mouse constants of the terminal library.
  public var codes: CursesCodes
  private let clock: @Sendable () -> Double
  private var isButtonDown = false
  /// The right button is down, or the left one went down with Alt (its release is the second
  /// finger's too, with or without Alt).
  private var isSecondDown = false
  private var isLeftSecond = false
  private var pendingRelease: MouseEvent?

  /// Creates a decoder; `clock` returns seconds on a monotonic clock (any fixed origin).
  public init(codes: CursesCodes, clock: @escaping @Sendable () -> Double) {
    self.codes = codes
    self.clock = clock
  }

  /// Decodes one reading; `nil` when it means nothing to sykb (hover, other buttons, bad scalar).
  public mutating func decode(_ raw: RawInput) -> TerminalInput? {
    switch raw {
    case .character(let value):
      return Self.input(forCharacter: value)
    case .keyCode(let code):
      return codes.keys[code].map(TerminalInput.key)
    case .resize(let size):
      return .resize(size)
    case .mouse(let mouse):
      return decode(mouse)
    }
  }

  /// An event decoded together with the previous one (a click reported as one bit becomes a
  /// press now and a release here); drain it before reading again.
  public mutating func takePending() -> TerminalInput? {
    defer { pendingRelease = nil }
    return pendingRelease.map(TerminalInput.mouse)
  }

  private mutating func decode(_ mouse: RawMouse) -> TerminalInput? {
    let state = mouse.buttonState
    func event(_ kind: MouseEventKind) -> TerminalInput {
      .mouse(MouseEvent(kind: kind, column: mouse.column, row: mouse.row, time: clock()))
    }
    if state & codes.wheelUp != 0 { return event(.scrollUp) }
    if state & codes.wheelDown != 0 { return event(.scrollDown) }
    if state & codes.secondPressed != 0 {
      isSecondDown = true
      return event(.secondPress)
    }
    if state & codes.secondReleased != 0 {
      isSecondDown = false
      return event(.secondRelease)
    }
    if state & codes.buttonPressed != 0 {
      if codes.altModifier != 0, state & codes.altModifier != 0 {
        isSecondDown = true
        isLeftSecond = true
        return event(.secondPress)
      }
      isButtonDown = true
      return event(.press)
    }
    if state & codes.buttonReleased != 0 {
      if isLeftSecond {
        isLeftSecond = false
        isSecondDown = false
        return event(.secondRelease)
      }
      isButtonDown = false
      return event(.release)
    }
    if state & codes.buttonClicked != 0 {
      isButtonDown = false
      let press = event(.press)
      if case .mouse(var release) = press {
        release.kind = .release
        pendingRelease = release
      }
      return press
    }
    if state & codes.motion != 0 {
      guard isButtonDown || isSecondDown else {
        isButtonDown = true
        return event(.press)
      }
      return event(.drag)
    }
    return nil
  }

  /// The meaning of a typed scalar: control characters become keys, the rest characters.
  ///
  /// 13 → `.key(.enter)`, 127 → `.key(.backspace)`, 3 → `.key(.control(3))`, U+AC00 → `가`.
  public static func input(forCharacter value: UInt32) -> TerminalInput? {
    switch value {
    case 13, 10: return .key(.enter)
    case 9: return .key(.tab)
    case 27: return .key(.escape)
    case 8, 127: return .key(.backspace)
    case 0..<32: return .key(.control(UInt8(value)))
    default: return Unicode.Scalar(value).map(TerminalInput.character)
    }
  }

  /// ESC followed at once by `next` (in the same read batch): the terminal's Alt (Meta)
  /// prefix. `nil` when `next` cannot take Alt — another ESC, a paste marker, the mouse —
  /// and the ESC is the Esc key.
  ///
  /// `alt(.character("1"))` → `.key(.altCharacter("1"))`; `alt(.key(.backspace))` →
  /// `.key(.alt(.backspace))`.
  public static func alt(_ next: TerminalInput) -> TerminalInput? {
    switch next {
    case .character(let scalar):
      return .key(.altCharacter(scalar))
    case .key(let key):
      switch key {
      case .escape, .pasteBegin, .pasteEnd, .alt, .altCharacter: return nil
      default: return .key(.alt(key))
      }
    case .mouse, .resize, .paste, .keyEvent, .reply:
      return nil
    }
  }
}
