import Gestures
import KeyboardLayouts
import KeyboardSession
import SessionSettings

/// Applies compiled script events to a session: the one place a script meets the keyboard,
/// for `sykb replay` (every event at once, at its own time) and `sykb play` (each event when
/// the screen's clock reaches it).
///
/// Running `tap ㄱ`'s two events on 나랏글 leaves `ㄱ` composing; `expect text "나"` after it
/// throws `.expectation` with this file's name and the line, as `sykb replay` reports it.
public struct ScriptExecutor: Equatable, Sendable {
  /// The script's name for messages: `demo.replay:12: no key "ㅋ" on the 나랏글 page …`.
  public let file: String
  /// Where each finger went down (a drag's moves are counted from there).
  private var downPoints: [Int: Point] = [:]

  public init(file: String) {
    self.file = file
  }

  /// Applies `event` to `session` at `time` (its own `time` in a replay, the moment it
  /// comes due in a played script).
  ///
  /// Timers due before `time` fire first, each at its own deadline — as on a device, and as
  /// the app's loop fires them when it wakes for them — so a repeat that runs while a finger
  /// is held types at its ticks' times (which undo grouping sees), not all at the next event.
  public mutating func run(
    _ event: ScriptEvent, at time: Double, on session: inout KeyboardSession
  ) throws(ReplayFailure) {
    Self.runTimers(of: &session, until: time)
    switch event.action {
    case .touch(let kind, let target, let finger):
      let point = try resolve(target, finger: finger, line: event.line, in: &session)
      switch kind {
      case .down: downPoints[finger] = point
      case .up, .cancel: downPoints[finger] = nil
      case .move: break
      }
      session.send(.touch(kind, finger: finger, at: point), at: time)
    case .advance:
      session.send(.tick, at: time)
    case .command(let command):
      try run(command, line: event.line, at: time, on: &session)
    }
  }

  /// Fires the session's timers (long press, repeat, edge deletion) due by `time`, one
  /// deadline at a time.
  static func runTimers(of session: inout KeyboardSession, until time: Double) {
    while let deadline = session.nextDeadline, deadline <= time, deadline >= session.now {
      session.send(.tick, at: deadline)
      // A deadline that does not move on would never end the loop.
      if let next = session.nextDeadline, next <= deadline { return }
    }
  }

  /// Where `target` is now, in keyboard points.
  private func resolve(
    _ target: ScriptTarget, finger: Int, line: Int, in session: inout KeyboardSession
  ) throws(ReplayFailure) -> Point {
    let last = session.lastTouchPoint[finger]
    switch target {
    case .key(let name):
      guard let center = session.keyCenter(named: name) else {
        throw scriptError(session.missingKey(name), line: line)
      }
      return center
    case .fromDown(let dx, let dy):
      let start = downPoints[finger] ?? last ?? .zero
      return Point(x: start.x + dx, y: start.y + dy)
    case .point(let x, let y):
      return Point(x: x, y: y)
    case .offset(let dx, let dy):
      guard let last else {
        throw scriptError(.moveByNeedsFinger(finger), line: line)
      }
      return Point(x: last.x + dx, y: last.y + dy)
    case .current:
      return last ?? .zero
    }
  }

  private func run(
    _ command: ReplayCommand, line: Int, at time: Double, on session: inout KeyboardSession
  ) throws(ReplayFailure) {
    switch command {
    case .tap, .press, .drag, .touchDown, .touchDownOnKey, .touchMove, .touchMoveBy, .touchUp,
      .touchCancel, .touchEnd, .wait:
      // `ScriptTimeline` turns these into `.touch` and `.advance` events, never commands.
      throw scriptError(.notACommand(command.scriptLine), line: line)
    case .expect(let expectation):
      try check(expectation, line: line, in: session)
    case .set(let name, _) where SettingKey(rawValue: name) == nil:
      throw scriptError(.unknownSetting(name), line: line)
    default:
      guard let input = command.input else {
        throw scriptError(.notACommand(command.scriptLine), line: line)
      }
      let report = session.send(input, at: time)
      if let refusal = report.refusal {
        throw scriptError(problem(refusal, in: session), line: line)
      }
    }
  }

  /// A refused input as the script's problem.
  private func problem(_ refusal: InputRefusal, in session: KeyboardSession) -> ReplayProblem {
    switch refusal {
    case .missingKey(let name): session.missingKey(name)
    case .unknownKeyboard(let name):
      .unknownKeyboard(name, keyboards: KeyboardChoice.all.map(\.name))
    case .field(let error): .field(error)
    case .setting(let error): .setting(error)
    case .noSuggestion(let cell): .noSuggestion(cell: cell)
    case .noRemovableSuggestion(let cell): .noRemovableSuggestion(cell: cell)
    case .badSelection(let from, let to, let count): .badSelection(from: from, to: to, count: count)
    case .notSent: .notACommand("")
    }
  }

  private func check(_ expectation: ReplayExpectation, line: Int, in session: KeyboardSession)
    throws(ReplayFailure)
  {
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
    case .length(let n):
      (subject, expected, actual) = ("length", String(n), String(session.document.text.count))
    }
    if expected != actual {
      throw .expectation(
        file: file, line: line, subject: subject, expected: expected, actual: actual)
    }
  }

  private func scriptError(_ problem: ReplayProblem, line: Int) -> ReplayFailure {
    .script(ReplayScriptError(file: file, line: line, problem: problem))
  }
}
