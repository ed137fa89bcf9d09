import Gestures
import KeyboardLayouts
import SessionScripts
import TestSupport
import Testing

@testable import KeyboardSession

/// The replay verbs `sykb run --record` writes (`up X Y`, `commit`, `insert`, `select`, …) and
/// the line writer that is the parser's inverse.
@Suite("Replay: the recording verbs and script lines written back")
struct ReplayRecordingVerbTests {
  static let commands: [ReplayCommand] = [
    .tap(key: "ㄱ", count: 1), .tap(key: "space", count: 2),
    .press(key: "delete", milliseconds: 812.5),
    .drag(key: "space", dx: -60, dy: 0.25, milliseconds: 300, steps: 6),
    .touchDown(finger: 1, x: 37.5, y: 120), .touchDown(finger: 2, x: -3.125, y: 0.1),
    .touchDownOnKey(finger: 1, key: "ㅏㅓ"), .touchMove(finger: 1, x: 1e-3, y: 99999.5),
    .touchMoveBy(finger: 2, dx: -4, dy: 2.5), .touchUp(finger: 1), .touchCancel(finger: 3),
    .touchEnd(.up, finger: 1, x: 18.75, y: 40), .touchEnd(.cancel, finger: 2, x: 0, y: -12),
    .wait(milliseconds: 0), .wait(milliseconds: 40.123), .keyboard(name: "cheonjiin"),
    .field([
      FieldAssignment(key: "text", value: "a \"b\"\n\tc\\"),
      FieldAssignment(key: "cursor", value: "2"),
    ]),
    .set(setting: "long-press-duration", value: "0.3"),
    .set(setting: "reply-command", value: "sed -n 1p"),
    .set(setting: "reply-api-key-file", value: ""),
    .set(setting: "reply-command", value: "printf '%s\\n' \"a b\"\tx"), .undo, .redo,
    .paste("붙여 넣기 \"따옴표\""),
    .pick(cell: 1), .remove(cell: 2), .host(.commit), .host(.insert("")), .host(.insert("€ x")),
    .host(.select(from: 0, to: 3)), .host(.deleteForward), .host(.style(.bold)),
    .host(.style(.italic)), .host(.answer(true)), .host(.answer(false)),
    .host(.scroll(forward: true)), .host(.scroll(forward: false)), .host(.dismiss),
    .expect(.text("")), .expect(.text("가 \"나\"")), .expect(.cursor(3)),
    .expect(.composing("각")), .expect(.page("symbol-2")), .expect(.keyboard("qwerty")),
    .expect(.overlay("none")), .expect(.shift("caps-lock")), .expect(.candidates("\"가\" | 가다")),
    .expect(.length(8)),
  ]

  @Test("every command written as a line parses back to itself", arguments: commands)
  func roundTrip(_ command: ReplayCommand) throws {
    let line = command.scriptLine
    let parsed = try ReplayParser.parse(line: line, number: 1, file: "t")
    #expect(parsed == command, "\(line)")
  }

  @Test("every setting's value, written by `set`, is read back unchanged")
  func settingsRoundTrip() throws {
    var changed = KeyboardSettings()
    changed.gestures.longPressDuration = 0.35
    changed.keyboardHeight = 250
    changed.isPredictiveTextEnabled = false
    changed.oneHandedMode = .left
    for settings in [KeyboardSettings(), changed] {
      var script = ""
      for key in SettingKey.allCases {
        script +=
          ReplayCommand.set(setting: key.rawValue, value: key.value(in: settings)).scriptLine
        script += "\n"
      }
      let runner = try TestFixtures.run(script)
      #expect(runner.session.settings == settings)
    }
  }

  @Test("commit ends the composition: ㅏ commit ㅏ stays ㅏㅏ on 두벌식")
  func commit() throws {
    let runner = try TestFixtures.run(
      "tap ㄱ\ntap ㅏ\ncommit\ntap ㅏ\nexpect text \"가ㅏ\"\nexpect composing \"ㅏ\"",
      keyboard: "dubeolsik")
    #expect(runner.session.document.text == "가ㅏ")
  }

  @Test("insert, select, delete-forward: the host's own edits, in characters")
  func hostEdits() throws {
    let runner = try TestFixtures.run(
      """
      field text="가나다라" cursor=1
      insert "€"
      expect text "가€나다라"
      expect cursor 2
      delete-forward
      expect text "가€다라"
      select 1 3
      insert ""
      expect text "가라"
      expect cursor 1
      expect length 2
      """)
    #expect(runner.session.document.text == "가라")
  }

  @Test("up X Y lifts the finger where it says: a drag released away from its last move")
  func upAtPoint() throws {
    var session = TestFixtures.session("naratgeul")
    let start = try #require(session.keyCenter(named: "ㄱ"))
    let other = try #require(session.keyCenter(named: "ㄴ"))
    var runner = ReplayRunner(session: session, file: "t")
    try TestFixtures.continueRunning(
      &runner, "down \(start.x) \(start.y)\nwait 50\nup \(other.x) \(other.y)")
    #expect(runner.session.lastTouchPoint[1] == nil)
    // The same touches straight into a session give the same text.
    session.handle(TouchEvent(.down, finger: 1, at: start, time: 0))
    session.handle(TouchEvent(.up, finger: 1, at: other, time: 0.05))
    #expect(runner.session.document.text == session.document.text)
  }

  @Test(
    "bad lines name the problem",
    arguments: [
      ("up 1", "up takes nothing or a point X Y"), ("select 3 1", "FROM ≤ TO"),
      ("style underline", "style takes bold or italic"), ("answer maybe", "answer takes yes or no"),
      ("scroll up", "scroll takes forward or back"), ("commit now", "commit takes 0 arguments"),
      ("expect length x", "expect length takes a whole number"),
    ])
  func badLines(_ line: String, _ message: String) {
    #expect {
      _ = try ReplayParser.parse(line: line, number: 4, file: "bad.replay")
    } throws: { error in
      guard let error = error as? ReplayScriptError else { return false }
      return error.line == 4 && error.message.contains(message)
    }
  }

  @Test("select past the end is a script error with the line")
  func selectPastEnd() {
    #expect(throws: ReplayFailure.self) {
      _ = try TestFixtures.run("field text=\"가나\"\nselect 0 5")
    }
  }

  @Test("the session journals touches, commits and host inserts only while asked to")
  func journal() throws {
    var session = TestFixtures.session("dubeolsik")
    _ = PlannedTyping.typeText("가", at: 1, in: &session)
    #expect(session.log.takeJournal().isEmpty)
    session.log.startJournal()
    _ = PlannedTyping.typeText("가€", at: 2, in: &session)
    let journal = session.log.takeJournal()
    let touches = journal.filter {
      if case .touch = $0.input { return true }
      return false
    }
    #expect(touches.count == 4)
    #expect(journal.contains { $0.input == .host(.commit) })
    #expect(journal.contains { $0.input == .host(.insert("€")) })
    #expect(session.log.takeJournal().isEmpty)
  }
}
