import Gestures
import KeyboardLayouts
import KeyboardSession

/// Where `sykb run --record FILE` sends the recording, one script line at a time (the file is
/// written as the session goes, so a crash keeps everything up to it).
public struct RecordingTarget: Sendable {
  /// Receives each line, without its newline.
  public var write: @Sendable (String) -> Void
  /// Comment lines for the top of the file (what the replay needs that a script cannot say,
  /// such as `--layout` files).
  public var notes: [String]

  /// Creates a target.
  public init(notes: [String] = [], write: @escaping @Sendable (String) -> Void) {
    self.notes = notes
    self.write = write
  }
}

/// Writes a session as a replay script at the touch level: every touch that entered the
/// session (mouse, bindings, input-method text) as `down`/`move`/`up` in keyboard points, each
/// after a `wait` with its real session time; the host's own actions (a paste, a cursor move,
/// a commit) as their verbs; `expect` lines at each checkpoint and at the end.
///
/// A mouse tap on `ㄱ` 0.7 s into the session and released 80 ms later is
/// `wait 700` `down 37.5 30` `wait 80` `up`. Replay runs the same events at the same times, so
/// `sykb replay FILE` ends in the state the session ended in.
///
/// Secure fields: no key of the password is written. While a secure field has focus every
/// touch keeps its timing and its shape (the moves relative to its `down`) but is placed at
/// `neutralPoint`, outside the keyboard, where it hits nothing; pasted and inserted text
/// becomes as many `•`; the host's cursor moves and the `expect` lines are written as
/// comments (the replay types nothing, so they would not hold). The file says so at the top
/// (or where the secure field took the focus). `sykb replay` of such a file never yields the
/// password, and neither does its `--trace`.
public struct SessionRecorder {
  /// Where a secure field's touches are put: far outside any keyboard (a touch there hits no
  /// key, no bar cell and no region), within the parser's ±100000 points.
  public static let neutralPoint = Point(x: -50_000, y: -50_000)
  /// The comment that says a secure field's touches were moved.
  public static let secureNote =
    "# secure field: its touches are kept with their timing and shape but moved to -50000 "
    + "-50000 (outside the keyboard), so the password's keys are not in this file and the "
    + "replay types nothing; its expect lines and cursor moves are comments"

  private let write: @Sendable (String) -> Void
  /// The session time that is script time 0.
  private let origin: Double
  /// Script time as replay computes it from the waits written so far (the same sums).
  private(set) var clock = 0.0
  /// Lines of a finger held from the keyboard (F5, Ctrl-D, Ctrl-O): Esc undoes the hold and
  /// everything it did, so they are written only when the finger lifts.
  private var held: [String] = []
  /// The clock and the fingers' points when the held lines began (Esc goes back to them).
  private var heldStart: (clock: Double, points: [Int: Point])?
  /// Each finger's last point (an `up` elsewhere is `up X Y`).
  private var points: [Int: Point] = [:]
  private var lastWasCommit = false
  /// Each secure-field finger's real `down` point (its moves are written relative to it).
  private var secureOrigins: [Int: Point] = [:]
  /// Whether `secureNote` has been written.
  private var hasSecureNote = false
  /// Checkpoints written so far.
  public private(set) var checkpoints = 0

  /// Starts a recording of `session` as it is now: comments, every setting, the keyboard and
  /// the field.
  public init(
    session: KeyboardSession, notes: [String], write: @escaping @Sendable (String) -> Void
  ) {
    self.write = write
    self.origin = session.now
    for line in Self.header(of: session, notes: notes) { write(line) }
    hasSecureNote = session.traits.isSecureTextEntry
  }

  /// The lines before the first event.
  static func header(of session: KeyboardSession, notes: [String]) -> [String] {
    var lines = [
      "# sykb recording: sykb replay FILE reproduces it and checks the expect lines,",
      "# sykb play FILE shows it. Times are the session's (wait MS before each event);",
      "# touches are in keyboard points; down/move/up is the mouse's finger (or a binding's).",
    ]
    lines += notes.map { "# " + $0 }
    if session.traits.isSecureTextEntry { lines.append(secureNote) }
    for key in SettingKey.allCases {
      lines.append(
        ReplayCommand.set(setting: key.rawValue, value: key.value(in: session.settings)).scriptLine)
    }
    lines.append(ReplayCommand.keyboard(name: keyboardName(session.keyboard)).scriptLine)
    let traits = session.traits.assignments
    if !traits.isEmpty { lines.append(ReplayCommand.field(traits).scriptLine) }
    if session.document.count > 0 {
      let text = secured(session.document.text, session)
      lines.append(
        ReplayCommand.field([
          FieldAssignment(.text, text),
          FieldAssignment(.cursor, String(session.document.cursorInCharacters)),
        ]).scriptLine)
    }
    return lines
  }

  /// The `keyboard` name that shows `state`'s letters (`KeyboardChoice.all`'s).
  static func keyboardName(_ state: KeyboardState) -> String {
    KeyboardChoice(shown: .init(lettersOf: state))?.name ?? state.primary.rawValue
  }

  /// Text as a recording may keep it: in a secure field, one `•` per character.
  static func secured(_ text: String, _ session: KeyboardSession) -> String {
    session.traits.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
  }

  // MARK: - Events

  /// Writes what entered the session since the last call: its journal, one script line per
  /// input that has one (`SessionInput.scriptCommand`).
  public mutating func take(from session: inout KeyboardSession, holding: Bool) {
    for entry in session.log.takeJournal() {
      if holding && heldStart == nil { heldStart = (clock, points) }
      switch entry.input {
      case .touch(let kind, let finger, let point):
        lastWasCommit = false
        let secure = session.traits.isSecureTextEntry
        if secure { noteSecure() }
        let event = TouchEvent(kind, finger: finger, at: point, time: entry.time)
        emit(touchLine(event, secure: secure), at: entry.time, holding: holding)
      case .host(.commit):
        // An input method's text commits before and after each syllable: one is enough.
        guard !lastWasCommit else { continue }
        lastWasCommit = true
        emit(.host(.commit), at: entry.time, holding: holding)
      case .host(.insert(let text)):
        lastWasCommit = false
        emit(.host(.insert(Self.secured(text, session))), at: entry.time, holding: holding)
      default:
        guard let command = entry.input.scriptCommand else { continue }
        write(command, at: entry.time, session: session, holding: holding)
      }
    }
  }

  /// Writes a command (a paste, undo, a keyboard or setting change, a host action) at session
  /// time `time`.
  private mutating func write(
    _ command: ReplayCommand, at time: Double, session: KeyboardSession, holding: Bool
  ) {
    lastWasCommit = false
    var command = command
    if case .paste(let text) = command { command = .paste(Self.secured(text, session)) }
    if session.traits.isSecureTextEntry {
      noteSecure()
      switch command {
      case .field, .host(.select):
        // The cursor in a text the replay does not type: kept for the reader only.
        flushHeld()
        write("# " + command.scriptLine)
        return
      default: break
      }
    }
    emit(command, at: time, holding: holding)
  }

  /// `expect` lines for the session as it is now, after the time it has reached; `label` is a
  /// comment line above them.
  public mutating func expectations(
    of session: inout KeyboardSession, label: String, holding: Bool
  ) {
    take(from: &session, holding: holding)
    flushHeld()
    write("# " + label)
    advance(to: session.now, always: false)
    var checks: [ReplayExpectation] = []
    if session.traits.isSecureTextEntry {
      checks = [.length(session.document.text.count), .cursor(session.document.cursorInCharacters)]
    } else {
      checks = [
        .text(session.document.text), .cursor(session.document.cursorInCharacters),
        .composing(session.composingText),
      ]
    }
    checks.append(.page(session.keyboard.pageName))
    // In a secure field the replay types nothing (the keys were not recorded): the state is
    // noted, not checked.
    let prefix = session.traits.isSecureTextEntry ? "# " : ""
    for check in checks { write(prefix + ReplayCommand.expect(check).scriptLine) }
  }

  /// A checkpoint (F12): the state so far as `expect` lines.
  public mutating func checkpoint(_ session: inout KeyboardSession, holding: Bool) {
    checkpoints += 1
    expectations(of: &session, label: "checkpoint \(checkpoints)", holding: holding)
  }

  /// The end of the session: the last events and the final state.
  public mutating func finish(_ session: inout KeyboardSession) {
    expectations(of: &session, label: "end", holding: false)
  }

  /// Esc on a held finger put the session back as it was before it: the hold's lines go.
  public mutating func discardHeld() {
    if let start = heldStart {
      clock = start.clock
      points = start.points
    }
    held.removeAll()
    heldStart = nil
    write("# a held finger was cancelled with Esc here: its touches and their effects are undone")
  }

  // MARK: - Lines

  /// Writes `secureNote` the first time a secure field's input is recorded.
  private mutating func noteSecure() {
    guard !hasSecureNote else { return }
    hasSecureNote = true
    flushHeld()
    write(Self.secureNote)
  }

  /// The script line of a touch: finger 0 (the mouse, the bindings) is the script's first
  /// finger (`down`), finger n is `down#(n+1)`.
  private mutating func touchLine(_ event: TouchEvent, secure: Bool) -> ReplayCommand {
    let finger = event.finger + 1
    var point = event.point
    if secure {
      // The shape of the gesture, not where it was: relative to the finger's own down.
      let start = secureOrigins[event.finger] ?? point
      if event.kind == .down { secureOrigins[event.finger] = point }
      let from = event.kind == .down ? point : start
      point = Point(
        x: Self.neutralPoint.x + (point.x - from.x), y: Self.neutralPoint.y + (point.y - from.y))
      if event.kind == .up || event.kind == .cancel { secureOrigins[event.finger] = nil }
    }
    switch event.kind {
    case .down:
      points[event.finger] = point
      return .touchDown(finger: finger, x: point.x, y: point.y)
    case .move:
      points[event.finger] = point
      return .touchMove(finger: finger, x: point.x, y: point.y)
    case .up, .cancel:
      let last = points.removeValue(forKey: event.finger)
      if last == point {
        return event.kind == .up ? .touchUp(finger: finger) : .touchCancel(finger: finger)
      }
      return .touchEnd(event.kind == .up ? .up : .cancel, finger: finger, x: point.x, y: point.y)
    }
  }

  /// `wait` to the event's time (always one, so the script's 500 ms default gap never comes
  /// in), then the event.
  private mutating func emit(_ command: ReplayCommand, at time: Double, holding: Bool) {
    var lines: [String] = []
    if let wait = waitLine(to: time, always: true) { lines.append(wait) }
    lines.append(command.scriptLine)
    if holding {
      held += lines
    } else {
      flushHeld()
      for line in lines { write(line) }
    }
  }

  private mutating func advance(to time: Double, always: Bool) {
    if let line = waitLine(to: time, always: always) { write(line) }
  }

  /// The `wait` that brings script time to session time `time` (µs steps; never backwards),
  /// moving `clock` exactly as the replay's timeline will.
  private mutating func waitLine(to time: Double, always: Bool) -> String? {
    let milliseconds = max(0, ((time - origin - clock) * 1000 * 1000).rounded() / 1000)
    guard always || milliseconds > 0 else { return nil }
    let command = ReplayCommand.wait(milliseconds: milliseconds)
    let line = command.scriptLine
    // What the parser reads back, added as `ScriptTimeline` adds it.
    let written = Double(line.dropFirst(5)) ?? milliseconds
    clock += written / 1000
    return line
  }

  private mutating func flushHeld() {
    heldStart = nil
    guard !held.isEmpty else { return }
    for line in held { write(line) }
    held.removeAll()
  }
}
