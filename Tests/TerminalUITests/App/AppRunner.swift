@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// Runs the real app loop on scripted terminal input with a manual clock, then a SIGTERM.
///
/// Inputs come `settle` seconds apart, so the touches a binding queued run at their own times
/// in between, as they would on a terminal.
enum AppRunner {
  static func run(
    _ session: KeyboardSession, inputs: [TerminalInput], settle: Double = 1,
    size: TerminalSize = TerminalSize(columns: 80, rows: 24),
    configuration: AppConfiguration = AppConfiguration(), practice: (any PracticeDriver)? = nil
  ) -> (outcome: AppOutcome, sink: RecordingSink) {
    let start = 100.0
    let timed = inputs.enumerated().flatMap { index, input in
      raws(input).map { (time: start + Double(index) * settle, raw: $0) }
    }
    let clock = ManualClock(times: [start])
    let source = TimedInput(timed, clock: clock, start: start, tail: settle)
    var sink = RecordingSink()
    var app = TerminalApp(session: session, configuration: configuration)
    if let practice { app.attach(practice: practice) }
    let outcome = app.run(
      source: source, codes: .ncurses, sink: &sink, size: size, width: .standard,
      clock: clock.read)
    return (outcome, sink)
  }

  /// The raw readings that decode to `input` (a paste is its markers around its text; Alt
  /// is ESC and the key, read together, as a terminal sends it).
  static func raws(_ input: TerminalInput) -> [RawInput] {
    switch input {
    case .key(.altCharacter(let scalar)): return [.character(27), .character(scalar.value)]
    case .key(.alt(let key)): return [.character(27), raw(.key(key))]
    case .keyEvent(let event): return KittyKeys.raws(KittyKeys.sequence(event))
    case .reply(.keyboardFlags(let flags)): return KittyKeys.raws("\u{1B}[?\(flags)u")
    case .reply(.deviceAttributes): return KittyKeys.raws("\u{1B}[?62;22c")
    default: break
    }
    guard case .paste(let text) = input else { return [raw(input)] }
    let codes = CursesCodes.ncurses.keys
    let begin = codes.first { $0.value == .pasteBegin }?.key ?? 0
    let end = codes.first { $0.value == .pasteEnd }?.key ?? 0
    return [.keyCode(begin)]
      + text.unicodeScalars.map { .character($0 == "\n" ? 13 : $0.value) } + [.keyCode(end)]
  }

  /// The raw reading that decodes to `input`.
  static func raw(_ input: TerminalInput) -> RawInput {
    switch input {
    case .paste, .keyEvent, .reply: return .character(0)
    case .character(let scalar): return .character(scalar.value)
    case .key(.enter): return .character(13)
    case .key(.backspace): return .character(127)
    case .key(.tab): return .character(9)
    case .key(.escape): return .character(27)
    case .key(.control(let code)): return .character(UInt32(code))
    case .key(let key):
      let code = CursesCodes.ncurses.keys.first { $0.value == key }?.key ?? 0
      return .keyCode(code)
    case .resize(let size): return .resize(size)
    case .mouse(let event):
      let codes = CursesCodes.ncurses
      let state: UInt
      switch event.kind {
      case .press: state = codes.buttonPressed
      case .release: state = codes.buttonReleased
      case .drag: state = codes.motion
      case .secondPress: state = codes.secondPressed
      case .secondRelease: state = codes.secondReleased
      case .scrollUp: state = codes.wheelUp
      case .scrollDown: state = codes.wheelDown
      }
      return .mouse(RawMouse(column: event.column, row: event.row, buttonState: state))
    }
  }

  /// Characters typed one by one.
  static func typing(_ text: String) -> [TerminalInput] {
    text.unicodeScalars.map { $0 == " " ? .character(" ") : .character($0) }
  }
}
