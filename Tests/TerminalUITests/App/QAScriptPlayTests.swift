import KeyboardLayouts
import Localization
import SessionScripts
import TestSupport
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// Every QA script played as `sykb play --exit` plays it — the real app loop feeding the
/// compiled events from its queue on a manual clock — ends where `sykb replay` ends, with its
/// `expect` lines passing on the way.
@Suite("QA scripts played through the app")
struct QAScriptPlayTests {
  /// What a script leaves: the field, the composition and the keyboard.
  struct Outcome: Equatable, CustomStringConvertible {
    var text: String
    var cursor: Int
    var composing: String
    var keyboard: String
    var page: String
    var shift: String
    var overlay: String

    init(_ session: KeyboardSession) {
      text = session.document.text
      cursor = session.document.cursorInCharacters
      composing = session.composingText
      keyboard = session.keyboard.primary.rawValue
      page = session.keyboard.pageName
      shift = session.keyboard.shift.rawValue
      overlay = session.overlayName
    }

    var description: String {
      "text \"\(text)\" cursor \(cursor) composing \"\(composing)\" \(keyboard)/\(page) shift \(shift) overlay \(overlay)"
    }
  }

  /// Plays `text` through the app loop on a manual clock until the script ends.
  static func play(_ text: String, file: String, speed: Double = 1) throws -> AppOutcome {
    let lines = try QAScriptLibrary.commands(text, file: file).map {
      PlaybackScript.Line(number: $0.line, command: $0.command)
    }
    let script = PlaybackScript(file: file, lines: lines, speed: speed, exitsAtEnd: true)
    let start = 100.0
    let clock = ManualClock(times: [start])
    // No terminal input; the signal after an hour only ends a script that never finishes.
    let source = TimedInput([], clock: clock, start: start, tail: 3_600)
    var sink = RecordingSink()
    var app = TerminalApp(
      session: TestFixtures.session("naratgeul"), configuration: AppConfiguration(script: script))
    return app.run(
      source: source, codes: .ncurses, sink: &sink, size: TerminalSize(columns: 80, rows: 24),
      width: .standard, clock: clock.read)
  }

  /// Runs `text` as `sykb replay` does (the same session setup), timers run to the end.
  static func replay(_ text: String, file: String) throws(ReplayFailure) -> KeyboardSession {
    var runner = try TestFixtures.run(text, keyboard: "naratgeul", file: file)
    runner.session.send(.tick, at: runner.clock)
    return runner.session
  }

  @Test(
    "played at 1× and 4×, a QA script passes and ends as replay ends",
    arguments: QAScriptLibrary.names, [1.0, 4.0])
  func script(_ name: String, speed: Double) throws {
    let text = try #require(QAScriptLibrary.text(name))
    let replayed = try Self.replay(text, file: name)
    let played = try Self.play(text, file: name, speed: speed)
    #expect(played.exitStatus == 0)
    #expect(played.report == nil)
    #expect(Outcome(played.session) == Outcome(replayed))
  }

  @Test("a failed expect stops the play with replay's message and status 1")
  func failedExpect() throws {
    let script = "tap ㄱ\ntap ㅏ\nexpect text \"나\"\ntap ㄴ"
    var message: String?
    do {
      _ = try Self.replay(script, file: "demo.replay")
    } catch {
      // The keyboard speaks the session's language (Korean here), replay's words.
      message = error.message(Words(.korean))
      #expect(error.exitStatus == 1)
    }
    let played = try Self.play(script, file: "demo.replay")
    #expect(played.exitStatus == 1)
    #expect(played.report == message)
    #expect(played.report?.hasPrefix("demo.replay:3: expect text 실패") == true)
    // Nothing after the failure runs.
    #expect(Outcome(played.session).text == "가")
  }

  @Test("a key that is not on the page stops the play as replay stops, status 2")
  func missingKey() throws {
    let script = "tap ㄱ\ntap q\ntap ㅏ"
    let played = try Self.play(script, file: "demo.replay")
    let keys = TestFixtures.session("naratgeul").missingKey("q").message(Words(.korean))
    #expect(played.exitStatus == 2)
    #expect(played.report == "demo.replay:2: \(keys)")
    #expect(Outcome(played.session).text == "ㄱ")
  }

  @Test("a held key repeats before a later command, in replay as in the play")
  func timersBeforeCommands() throws {
    // The long press is due 0.3 s after the touch-down and repeats every 0.05 s: by the
    // paste, half a second after the touch-down, the key has typed — before the paste.
    let script = """
      keyboard qwerty
      field autocapitalization=none
      set long-press-duration 0.3
      down q
      paste "X"
      up
      """
    let replayed = try Self.replay(script, file: "demo.replay")
    let played = try Self.play(script, file: "demo.replay")
    #expect(replayed.document.text.hasPrefix("qqq"))
    #expect(replayed.document.text.contains("qX"))
    #expect(Outcome(played.session) == Outcome(replayed))
  }

  @Test(
    "random scripts of every gesture end the same played and replayed",
    arguments: ["naratgeul", "cheonjiin", "dubeolsik", "qwerty"], [UInt64(1), 2, 3])
  func randomScript(_ keyboard: String, seed: UInt64) throws {
    let script = Self.randomScript(keyboard, seed: seed)
    var failure: String?
    var replayed: KeyboardSession?
    do {
      replayed = try Self.replay(script, file: "random")
    } catch {
      failure = error.description
    }
    let played = try Self.play(script, file: "random")
    #expect(played.report == failure, "\(script)")
    if let replayed {
      #expect(Outcome(played.session) == Outcome(replayed), "\(script)")
    }
  }

  /// A seeded random script on `keyboard`: taps and double taps, presses, drags, two fingers'
  /// raw touches, waits, undo, redo, pastes and the long-press duration. Durations keep off
  /// the undo history's 0.8 s idle boundary (a sum like 0.5 + 0.3 s would group edits by the
  /// rounding of each path's clock).
  static func randomScript(_ keyboard: String, seed: UInt64) -> String {
    var generator = SeededGenerator(seed: seed &* 7_919 &+ UInt64(keyboard.utf8.count))
    let session = TestFixtures.session(keyboard)
    let pageKeys: Set<String> = ["switch", "globe", "lang", "page"]
    let keys = (session.geometry?.keyFrames.map(\.key.name) ?? ["space"])
      .filter { !pageKeys.contains($0) }
    var lines = ["keyboard \(keyboard)", "field autocapitalization=none"]
    if seed % 2 == 0 { lines.append("field text=\"ab 가나\" cursor=3") }
    var down: [Int] = []
    func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &generator)] }
    func finger(_ n: Int) -> String { n == 1 ? "" : "#\(n)" }
    for _ in 0..<Int.random(in: 30...60, using: &generator) {
      let key = pick(keys)
      switch Int.random(in: 0..<100, using: &generator) {
      case 0..<45:
        lines.append("tap \(key)" + (Int.random(in: 0..<10, using: &generator) == 0 ? " x2" : ""))
      case 45..<53:
        lines.append("press \(key) \(pick([100, 400, 650, 900, 1500]))")
      case 53..<61:
        let dx = Int.random(in: -120...120, using: &generator)
        let dy = Int.random(in: -30...30, using: &generator)
        let steps = Int.random(in: 1...12, using: &generator)
        lines.append(
          "drag \(pick(["space", "delete", key])) \(dx) \(dy) \(pick([100, 300, 900])) steps=\(steps)"
        )
      case 61..<65:
        let n = pick([1, 2])
        if down.contains(n) { continue }
        down.append(n)
        if Bool.random(using: &generator) {
          lines.append("down\(finger(n)) \(key)")
        } else {
          let x = Int.random(in: 0...380, using: &generator)
          lines.append("down\(finger(n)) \(x) \(Int.random(in: 0...200, using: &generator))")
        }
      case 65..<71 where !down.isEmpty:
        let n = pick(down)
        let dx = Int.random(in: -50...50, using: &generator)
        lines.append("move\(finger(n)) by \(dx) \(Int.random(in: -20...20, using: &generator))")
      case 71..<76 where !down.isEmpty:
        let n = pick(down)
        down.removeAll { $0 == n }
        lines.append((Int.random(in: 0..<8, using: &generator) == 0 ? "cancel" : "up") + finger(n))
      case 76..<83:
        lines.append("wait \(pick([0, 30, 200, 650, 2000]))")
      case 83..<88: lines.append("undo")
      case 88..<90: lines.append("redo")
      case 90..<93: lines.append("paste \"x y\"")
      case 93..<95: lines.append("set long-press-duration \(pick(["0.35", "0.5"]))")
      default: lines.append("# nothing")
      }
    }
    lines += down.map { "up" + finger($0) }
    return lines.joined(separator: "\n")
  }

  @Test("undo, paste and pick happen at their own time in the play, as in replay")
  func timedCommands() throws {
    let script = "tap ㄱ\ntap ㅏ\npaste \"xy\"\nundo\nredo\nexpect text \"가xy\""
    let played = try Self.play(script, file: "demo.replay")
    #expect(played.exitStatus == 0)
    #expect(Outcome(played.session) == Outcome(try Self.replay(script, file: "demo.replay")))
  }
}
