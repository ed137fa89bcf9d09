/// Runs replay commands against a session on a virtual clock.
///
/// Script time is deterministic: a `tap` holds its key for 50 ms and consecutive events are
/// 500 ms apart unless `wait` says otherwise, so plain consecutive taps are never double taps
/// or long presses. `tap ㄱ` then `tap ㅏ` on 나랏글 leaves `가`.
public struct ReplayRunner: Sendable {
  public static let tapHold = 0.05
  public static let eventGap = 0.5

  public var session: KeyboardSession
  public let file: String
  /// The time the next event starts at.
  public private(set) var clock: Double = 0
  private var gapPending = false

  public init(session: KeyboardSession, file: String) {
    self.session = session
    self.file = file
  }

  /// Starts a new event: the default gap after the previous one, unless a `wait` just ran.
  private mutating func beginEvent() {
    if gapPending { clock += ReplayRunner.eventGap }
    gapPending = true
  }

  /// Parses one script line and runs it; blank and comment lines do nothing.
  public mutating func run(line text: String, number: Int) throws(ReplayFailure) {
    let command: ReplayCommand?
    do throws(ReplayScriptError) {
      command = try ReplayParser.parse(line: text, number: number, file: file)
    } catch {
      throw .script(error)
    }
    if let command { try run(command, line: number) }
  }

  public mutating func run(_ command: ReplayCommand, line: Int) throws(ReplayFailure) {
    func scriptError(_ message: String) -> ReplayFailure {
      .script(ReplayScriptError(file: file, line: line, message: message))
    }
    switch command {
    case .tap(let name, let count):
      for i in 0..<count {
        if i == 0 { beginEvent() } else { clock += session.doubleTapGap }
        guard session.tapKey(named: name, at: clock, holding: ReplayRunner.tapHold) else {
          throw scriptError(session.missingKeyMessage(name))
        }
        clock += ReplayRunner.tapHold
      }
    case .press(let name, let ms):
      beginEvent()
      guard session.pressKey(named: name, at: clock, holding: ms / 1000) else {
        throw scriptError(session.missingKeyMessage(name))
      }
      clock += ms / 1000
    case .drag(let name, let dx, let dy, let ms, let steps):
      beginEvent()
      guard session.dragKey(named: name, dx: dx, dy: dy, at: clock, over: ms / 1000, steps: steps)
      else { throw scriptError(session.missingKeyMessage(name)) }
      clock += ms / 1000
    case .touchDown(let finger, let x, let y):
      beginEvent()
      session.touch(.down, finger: finger, x: x, y: y, at: clock)
    case .touchDownOnKey(let finger, let name):
      beginEvent()
      guard let center = session.keyCenter(named: name) else {
        throw scriptError(session.missingKeyMessage(name))
      }
      session.touch(.down, finger: finger, x: center.x, y: center.y, at: clock)
    case .touchMoveBy(let finger, let dx, let dy):
      beginEvent()
      guard let last = session.lastTouchPoint[finger] else {
        throw scriptError("move by needs a finger that is down (down#\(finger) first)")
      }
      session.touch(.move, finger: finger, x: last.x + dx, y: last.y + dy, at: clock)
    case .touchMove(let finger, let x, let y):
      beginEvent()
      session.touch(.move, finger: finger, x: x, y: y, at: clock)
    case .touchUp(let finger):
      beginEvent()
      session.touch(.up, finger: finger, x: nil, y: nil, at: clock)
    case .touchCancel(let finger):
      beginEvent()
      session.touch(.cancel, finger: finger, x: nil, y: nil, at: clock)
    case .wait(let ms):
      clock += ms / 1000
      session.advance(to: clock)
      gapPending = false
    case .keyboard(let name):
      guard session.showKeyboard(named: name) else {
        throw scriptError(
          "unknown keyboard \"\(name)\" (naratgeul, cheonjiin, dubeolsik, qwerty, unified, symbol, numeric, tenkey)"
        )
      }
    case .field(let pairs):
      do throws(FieldSpecError) {
        try session.applyField(pairs)
      } catch {
        throw scriptError(error.message)
      }
    case .set(let name, let value):
      guard let key = SettingKey(rawValue: name) else {
        throw scriptError("unknown setting \"\(name)\"")
      }
      do throws(SettingKey.InvalidValue) {
        var settings = session.settings
        try key.apply(value, to: &settings)
        session.updateSettings { $0 = settings }
      } catch {
        throw scriptError(error.message)
      }
    case .paste(let text):
      beginEvent()
      session.paste(text, at: clock)
    case .undo:
      beginEvent()
      session.perform(.undo, at: clock, gesture: "undo button")
    case .redo:
      beginEvent()
      session.perform(.redo, at: clock, gesture: "redo button")
    case .pick(let cell):
      beginEvent()
      guard session.pickCandidate(cell, at: clock) else {
        throw scriptError("no suggestion in cell \(cell)")
      }
    case .remove(let cell):
      beginEvent()
      guard session.removeCandidate(cell, at: clock) else {
        throw scriptError("no removable suggestion in cell \(cell)")
      }
    case .expect(let expectation):
      try check(expectation, line: line)
    }
  }

  private func check(_ expectation: ReplayExpectation, line: Int) throws(ReplayFailure) {
    let subject: String
    let expected: String
    let actual: String
    switch expectation {
    case .text(let text):
      (subject, expected, actual) = ("text", quoted(text), quoted(session.document.text))
    case .cursor(let n):
      (subject, expected, actual) = (
        "cursor", String(n), String(session.document.cursorInCharacters)
      )
    case .composing(let text):
      (subject, expected, actual) = ("composing", quoted(text), quoted(session.composingText))
    case .page(let name):
      (subject, expected, actual) = ("page", name, session.keyboard.pageName)
    case .keyboard(let name):
      (subject, expected, actual) = ("keyboard", name, session.keyboard.primary.rawValue)
    case .overlay(let name):
      (subject, expected, actual) = ("overlay", name, session.overlayName)
    case .shift(let name):
      (subject, expected, actual) = ("shift", name, session.keyboard.shift.rawValue)
    case .candidates(let cells):
      (subject, expected, actual) = ("candidates", cells, session.candidateSummary)
    }
    if expected != actual {
      throw .expectation(
        file: file, line: line, subject: subject, expected: expected, actual: actual)
    }
  }
}
