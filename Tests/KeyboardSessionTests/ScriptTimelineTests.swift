import Gestures
import KeyboardLayouts
import SessionScripts
import TestSupport
import Testing

@testable import KeyboardSession

/// Script time, decided once: what each replay line compiles to, and how the executor that
/// both `sykb replay` and `sykb play` use applies it.
@Suite("Script timeline")
struct ScriptTimelineTests {
  /// An event with its time in whole milliseconds (script arithmetic is in binary fractions).
  struct Timed: Equatable, CustomStringConvertible {
    var ms: Int
    var line: Int
    var action: ScriptEvent.Action

    init(_ ms: Int, _ line: Int, _ action: ScriptEvent.Action) {
      self.ms = ms
      self.line = line
      self.action = action
    }

    var description: String { "\(ms) ms, line \(line): \(action)" }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var script: String
    var events: [Timed]
    var testDescription: String { name }
  }

  static func down(_ key: String) -> ScriptEvent.Action { .touch(.down, .key(key), finger: 0) }
  static let up = ScriptEvent.Action.touch(.up, .current, finger: 0)

  /// Compiles `script` (one command a line, numbered from 1) as `ReplayRunner` does.
  static func compile(_ script: String, start: Double = 0) throws -> [Timed] {
    var timeline = ScriptTimeline(doubleTapGap: 0.1, start: start)
    var events: [ScriptEvent] = []
    for (line, command) in try QAScriptLibrary.commands(script, file: "s") {
      timeline.add(command, line: line, into: &events)
    }
    return events.map { Timed(Int(($0.time * 1000).rounded()), $0.line, $0.action) }
  }

  @Test(
    "each line's events and times",
    arguments: [
      Case(
        name: "a tap holds 50 ms; the next event follows 500 ms later",
        script: "tap ㄱ\ntap ㅏ",
        events: [
          Timed(0, 1, down("ㄱ")), Timed(50, 1, up), Timed(550, 2, down("ㅏ")), Timed(600, 2, up),
        ]),
      Case(
        name: "tap x2 taps again after the double-tap gap",
        script: "tap space x2",
        events: [
          Timed(0, 1, down("space")), Timed(50, 1, up), Timed(150, 1, down("space")),
          Timed(200, 1, up),
        ]),
      Case(
        name: "press holds for its milliseconds",
        script: "press delete 600\ntap ㄱ",
        events: [
          Timed(0, 1, down("delete")), Timed(600, 1, up), Timed(1100, 2, down("ㄱ")),
          Timed(1150, 2, up),
        ]),
      Case(
        name: "a drag's moves and release count from the touch-down point",
        script: "drag space -60 0 300 steps=3",
        events: [
          Timed(0, 1, down("space")),
          Timed(100, 1, .touch(.move, .fromDown(dx: -20, dy: 0), finger: 0)),
          Timed(200, 1, .touch(.move, .fromDown(dx: -40, dy: 0), finger: 0)),
          Timed(300, 1, .touch(.move, .fromDown(dx: -60, dy: 0), finger: 0)),
          Timed(300, 1, .touch(.up, .fromDown(dx: -60, dy: 0), finger: 0)),
        ]),
      Case(
        name: "raw touches are events of their own finger, 500 ms apart",
        script: "down 19 30\ndown#2 ㄱ\nmove by 5 0\nmove#2 1 2\nup#2\ncancel",
        events: [
          Timed(0, 1, .touch(.down, .point(x: 19, y: 30), finger: 1)),
          Timed(500, 2, .touch(.down, .key("ㄱ"), finger: 2)),
          Timed(1000, 3, .touch(.move, .offset(dx: 5, dy: 0), finger: 1)),
          Timed(1500, 4, .touch(.move, .point(x: 1, y: 2), finger: 2)),
          Timed(2000, 5, .touch(.up, .current, finger: 2)),
          Timed(2500, 6, .touch(.cancel, .current, finger: 1)),
        ]),
      Case(
        name: "wait advances the clock and the next event follows at once",
        script: "tap ㄱ\nwait 250\ntap ㄴ",
        events: [
          Timed(0, 1, down("ㄱ")), Timed(50, 1, up), Timed(300, 2, .advance),
          Timed(300, 3, down("ㄴ")), Timed(350, 3, up),
        ]),
      Case(
        name: "keyboard, field, set and expect take no time; undo, paste, pick are events",
        script: [
          "keyboard qwerty", "field cursor=0", "set repeat-rate 0.05", "tap q", "expect text \"q\"",
          "undo", "redo", "paste \"ab\"", "pick 1", "remove 0",
        ].joined(separator: "\n"),
        events: [
          Timed(0, 1, .command(.keyboard(name: "qwerty"))),
          Timed(0, 2, .command(.field([FieldAssignment(key: "cursor", value: "0")]))),
          Timed(0, 3, .command(.set(setting: "repeat-rate", value: "0.05"))),
          Timed(0, 4, down("q")), Timed(50, 4, up),
          Timed(50, 5, .command(.expect(.text("q")))),
          Timed(550, 6, .command(.undo)), Timed(1050, 7, .command(.redo)),
          Timed(1550, 8, .command(.paste("ab"))), Timed(2050, 9, .command(.pick(cell: 1))),
          Timed(2550, 10, .command(.remove(cell: 0))),
        ]),
    ])
  func compiles(_ c: Case) throws {
    #expect(try Self.compile(c.script) == c.events)
  }

  @Test("a timeline can start later (the played script's lead-in)")
  func start() throws {
    #expect(
      try Self.compile("tap ㄱ", start: 0.5) == [
        Timed(500, 1, Self.down("ㄱ")), Timed(550, 1, Self.up),
      ])
  }

  @Test("the replay runner's clock is the timeline's")
  func runnerClock() throws {
    let runner = try TestFixtures.run("tap ㄱ\ntap ㅏ\nwait 100")
    #expect(Int((runner.clock * 1000).rounded()) == 700)
    #expect(runner.session.document.text == "가")
  }

  /// Runs `script` on 나랏글 and returns the failure's message.
  static func failure(_ script: String) -> String? {
    do {
      _ = try TestFixtures.run(script, file: "s")
      return nil
    } catch {
      return error.description
    }
  }

  @Test("a key that is not on the page is a script error at its line")
  func missingKey() {
    let keys = TestFixtures.session().missingKeyMessage("q")
    #expect(Self.failure("tap ㄱ\ntap q") == "s:2: \(keys)")
    #expect(Self.failure("# comment\ndrag q 10 0") == "s:2: \(keys)")
    #expect(Self.failure("down q") == "s:1: \(keys)")
  }

  @Test("move by needs a finger that is down")
  func moveByWithoutDown() {
    #expect(
      Self.failure("move by 5 0") == "s:1: move by needs a finger that is down (down#1 first)")
    #expect(Self.failure("down#2 ㄱ\nmove#2 by 5 0\nup#2\nmove by 1 1")?.hasPrefix("s:4:") == true)
  }

  @Test("a failed expect names the file, line, expected and actual value")
  func failedExpect() {
    #expect(
      Self.failure("tap ㄱ\nexpect text \"나\"")
        == "s:2: expect text failed\n- expected: \"나\"\n+ actual:   \"ㄱ\"")
  }

  @Test("commands' errors keep their messages")
  func commandErrors() {
    #expect(
      Self.failure("keyboard dvorak")
        == "s:1: unknown keyboard \"dvorak\" (naratgeul, cheonjiin, dubeolsik, qwerty, unified, symbol, numeric, tenkey)"
    )
    #expect(Self.failure("set no-such-setting 1") == "s:1: unknown setting \"no-such-setting\"")
    #expect(Self.failure("pick 3") == "s:1: no suggestion in cell 3")
  }

  @Test("the executor applies a drag from where the finger went down")
  func dragFromDown() throws {
    var session = TestFixtures.session("qwerty")
    let start = try #require(session.keyCenter(named: "space"))
    var timeline = ScriptTimeline(doubleTapGap: session.doubleTapGap)
    var executor = ScriptExecutor(file: "s")
    let events = timeline.add(
      .drag(key: "space", dx: -30, dy: 4, milliseconds: 200, steps: 2), line: 1)
    var points: [Point] = []
    for event in events.dropLast() {
      try executor.run(event, at: event.time, on: &session)
      points.append(try #require(session.lastTouchPoint[0]))
    }
    #expect(
      points == [
        start, Point(x: start.x - 15, y: start.y + 2), Point(x: start.x - 30, y: start.y + 4),
      ])
    if let release = events.last { try executor.run(release, at: release.time, on: &session) }
    #expect(session.lastTouchPoint[0] == nil)
  }
}
