import Gestures
import KeyboardLayouts
import SessionScripts
import Synchronization
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// `sykb run --record`: a session driven through the real app loop (mouse drags, long presses,
/// bindings, a paste, input-method text) is recorded, replayed headless and played on the app,
/// and all three end in the same text, cursor and composing state.
@Suite("TerminalApp: recording a session as a replay script")
struct RecordingTests {
  /// The lines a recording wrote.
  final class Lines: Sendable {
    private let storage = Mutex<[String]>([])
    var all: [String] { storage.withLock { $0 } }
    func append(_ line: String) { storage.withLock { $0.append(line) } }
  }

  /// What a test does, at seconds after the start.
  typealias Step = (time: Double, input: TerminalInput)

  /// Runs the app over `steps` with the recording on; returns the outcome and the lines.
  static func record(_ session: KeyboardSession, _ steps: [Step], tail: Double = 2)
    -> (outcome: AppOutcome, lines: [String])
  {
    let lines = Lines()
    var configuration = AppConfiguration()
    configuration.recording = RecordingTarget(notes: ["a test"]) { lines.append($0) }
    let outcome = run(session, steps, tail: tail, configuration: configuration)
    return (outcome, lines.all)
  }

  static func run(
    _ session: KeyboardSession, _ steps: [Step], tail: Double, configuration: AppConfiguration
  ) -> AppOutcome {
    let start = 100.0
    let timed = steps.flatMap { step in
      AppRunner.raws(step.input).map { (time: start + step.time, raw: $0) }
    }
    let clock = ManualClock(times: [start])
    let source = TimedInput(timed, clock: clock, start: start, tail: tail)
    var sink = RecordingSink()
    var app = TerminalApp(session: session, configuration: configuration)
    return app.run(
      source: source, codes: .ncurses, sink: &sink, size: TerminalSize(columns: 80, rows: 24),
      width: .standard, clock: clock.read)
  }

  /// Replays `lines` headless, as `sykb replay` does (every `expect` checked).
  static func replay(_ lines: [String], keyboard: String) throws(ReplayFailure) -> KeyboardSession {
    var runner = ReplayRunner(session: AppFixtures.session(keyboard), file: "recording")
    for (index, line) in lines.enumerated() {
      try runner.run(line: line, number: index + 1)
    }
    runner.session.send(.tick, at: runner.clock)
    return runner.session
  }

  /// Plays `lines` on the app, as `sykb play --exit` does.
  static func play(_ lines: [String], keyboard: String) throws -> AppOutcome {
    var parsed: [PlaybackScript.Line] = []
    for (index, line) in lines.enumerated() {
      if let command = try ReplayParser.parse(line: line, number: index + 1, file: "recording") {
        parsed.append(PlaybackScript.Line(number: index + 1, command: command))
      }
    }
    var configuration = AppConfiguration()
    configuration.script = PlaybackScript(
      file: "recording", lines: parsed, speed: 1, exitsAtEnd: true)
    return run(AppFixtures.session(keyboard), [], tail: 60, configuration: configuration)
  }

  /// The cell at the centre of `key` on an 80 × 24 screen.
  static func cell(of key: String, in session: KeyboardSession) -> (column: Int, row: Int) {
    var app = TerminalApp(session: session)
    let layout = app.makeLayout()
    let copy = session
    guard let placement = layout.keyboard, let center = copy.keyCenter(named: key) else {
      return (0, 0)
    }
    return (placement.scale.column(x: center.x), placement.scale.row(y: center.y))
  }

  static func mouse(_ kind: MouseEventKind, _ cell: (column: Int, row: Int)) -> TerminalInput {
    .mouse(MouseEvent(kind: kind, column: cell.column, row: cell.row, time: 0))
  }

  /// The text, cursor and composing state a session ended in.
  static func state(_ session: KeyboardSession) -> [String] {
    [session.document.text, String(session.document.cursorInCharacters), session.composingText]
  }

  /// A session of everything at once on 나랏글: a paste, input-method syllables, a mouse tap, a
  /// mouse long press on delete (it repeats), a mouse drag on space (the cursor moves), F6
  /// Backspace, ←, a checkpoint, an F5 hold cancelled with Esc, a click in the field, Ctrl-Z,
  /// F7 Space and letters by their grid positions.
  static func mixedSteps(_ session: KeyboardSession) -> [Step] {
    let g = cell(of: "ㄱ", in: session)
    let delete = cell(of: "delete", in: session)
    let space = cell(of: "space", in: session)
    var steps: [Step] = [
      (0.3, .paste("가나다라마바사 아자차카 ")),
      (0.6, .character("안")), (0.9, .character("녕")),
      (1.2, mouse(.press, g)), (1.28, mouse(.release, g)),
      (1.6, mouse(.press, delete)), (2.3, mouse(.release, delete)),
    ]
    // A drag on space, one column every 30 ms, released where it ended.
    steps.append((3.0, mouse(.press, space)))
    for step in 1...8 {
      steps.append((3.0 + 0.03 * Double(step), mouse(.drag, (space.column - step, space.row))))
    }
    steps.append((3.3, mouse(.release, (space.column - 8, space.row))))
    steps += [
      (3.8, .key(.function(6))), (3.9, .key(.backspace)),
      (4.5, .key(.left)),
      (5.0, .key(.function(12))),
      (5.3, .key(.function(5))), (5.4, .key(.backspace)), (5.5, .key(.left)),
      (5.6, .key(.escape)),
      (6.0, .mouse(MouseEvent(kind: .press, column: 4, row: 0, time: 0))),
      (6.05, .mouse(MouseEvent(kind: .release, column: 4, row: 0, time: 0))),
      (6.5, .character("다")),
      (7.0, .key(.control(26))),
      (7.5, .character("ㅋ")),
      (8.0, .key(.function(7))), (8.1, .character(" ")),
      (8.6, .character("s")), (8.8, .character("3")),
    ]
    return steps
  }

  @Test("A mixed session replays headless to the same text, cursor and composing state")
  func roundTrip() throws {
    let session = AppFixtures.session("naratgeul")
    let recorded = Self.record(session, Self.mixedSteps(session))
    let lines = recorded.lines
    // Touch-level lines with their own times, the host's verbs, the checkpoint and the end.
    #expect(lines.contains { $0.hasPrefix("down ") })
    #expect(lines.contains { $0.hasPrefix("move ") })
    #expect(lines.contains { $0 == "up" || $0.hasPrefix("up ") })
    #expect(lines.contains("paste \"가나다라마바사 아자차카 \""))
    #expect(lines.contains("commit"))
    #expect(lines.contains("# checkpoint 1"))
    #expect(lines.contains("# end"))
    #expect(lines.contains { $0.hasPrefix("# a held finger was cancelled") })
    #expect(lines.contains { $0.hasPrefix("field cursor=") })
    #expect(!lines.contains { $0.hasPrefix("tap ") })
    let final = recorded.outcome.session
    #expect(lines.contains("expect text \(ReplayCommand.quoted(final.document.text))"))
    #expect(lines.contains("expect cursor \(final.document.cursorInCharacters)"))
    // The gestures did something: the long press repeated, the drag moved the cursor.
    #expect(final.document.text.count > 5)
    #expect(final.document.cursorInCharacters < final.document.text.count)
    let replayed = try Self.replay(lines, keyboard: "naratgeul")
    #expect(Self.state(replayed) == Self.state(final))
    #expect(replayed.keyboard.pageName == final.keyboard.pageName)
  }

  @Test("Playing the recording on the app ends in the same state, every expect passing")
  func playBack() throws {
    let session = AppFixtures.session("naratgeul")
    let recorded = Self.record(session, Self.mixedSteps(session))
    let played = try Self.play(recorded.lines, keyboard: "naratgeul")
    #expect(played.exitStatus == 0, "\(played.report ?? "")")
    #expect(Self.state(played.session) == Self.state(recorded.outcome.session))
  }

  @Test("The recording checks itself: a replay that ends elsewhere fails at the expect line")
  func selfChecking() throws {
    let session = AppFixtures.session("dubeolsik") { $0.isGridKeysEnabled = true }
    let recorded = Self.record(session, [(0.5, .character("r")), (1.0, .character("k"))])
    #expect(recorded.outcome.session.document.text == "가")
    // Dropping the second key's touches: the replay must fail on `expect text "가"`.
    let lines = recorded.lines
    guard let last = lines.lastIndex(where: { $0.hasPrefix("down ") }) else {
      Issue.record("no touch recorded")
      return
    }
    var broken = lines
    broken.removeSubrange(last...(last + 2))
    #expect(throws: ReplayFailure.self) { try Self.replay(broken, keyboard: "dubeolsik") }
    #expect(Self.state(try Self.replay(lines, keyboard: "dubeolsik")) == ["가", "1", "가"])
  }

  @Test("Every setting and the keyboard are written first, and read back by replay")
  func header() throws {
    let session = AppFixtures.session("cheonjiin", field: ["return-key": "done"]) {
      $0.gestures.longPressDuration = 0.3
    }
    let recorded = Self.record(session, [(0.5, .key(.enter))])
    let lines = recorded.lines
    #expect(lines.contains("set long-press-duration 0.3"))
    #expect(lines.contains("keyboard cheonjiin"))
    #expect(lines.contains("field return-key=\"done\" autocapitalization=\"none\""))
    #expect(lines.contains("# a test"))
    #expect(lines.filter { $0.hasPrefix("set ") }.count == SettingKey.allCases.count)
    // A fresh 나랏글 session becomes the recorded one.
    let replayed = try Self.replay(lines, keyboard: "naratgeul")
    #expect(replayed.settings == recorded.outcome.session.settings)
    #expect(replayed.traits == recorded.outcome.session.traits)
    #expect(Self.state(replayed) == Self.state(recorded.outcome.session))
  }

  @Test("A secure field: the touches' shape is kept at a neutral point, its keys and text never")
  func secureField() throws {
    let session = AppFixtures.session(
      "qwerty", field: ["secure": "yes", "autocapitalization": "none"])
    let steps: [Step] = [
      (0.5, .character("h")), (0.8, .character("u")), (1.1, .paste("Secret77")),
      (1.5, .character("n")), (1.8, .key(.function(12))),
    ]
    let recorded = Self.record(session, steps)
    let text = recorded.outcome.session.document.text
    #expect(text == "huSecret77n")
    let file = recorded.lines.joined(separator: "\n")
    #expect(!file.contains("Secret77"))
    #expect(!file.contains("expect text"))
    #expect(!file.contains("expect composing"))
    #expect(file.contains("paste \"••••••••\""))
    #expect(file.contains(SessionRecorder.secureNote))
    // The checks are notes for the reader: the replay does not type the password's keys.
    #expect(file.contains("\n# expect length 11"))
    #expect(file.contains("\n# expect cursor 11"))
    #expect(!file.contains("\nexpect length"))
    let downs = recorded.lines.filter { $0.hasPrefix("down") }
    #expect(downs.count == 3)
    #expect(downs.allSatisfy { $0 == "down -50000 -50000" }, "\(downs)")
    // The replay touches nothing and pastes as many bullets.
    let replayed = try Self.replay(recorded.lines, keyboard: "qwerty")
    #expect(replayed.document.text == "••••••••")
  }

  @Test("F12 without --record says so and changes nothing")
  func checkpointWithoutRecording() {
    let session = AppFixtures.session("dubeolsik") { $0.isGridKeysEnabled = true }
    let result = AppRunner.run(session, inputs: [.key(.function(12)), .character("r")])
    #expect(result.outcome.session.document.text == "ㄱ")
  }
}
