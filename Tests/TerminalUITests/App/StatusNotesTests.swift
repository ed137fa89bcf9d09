import KeyboardSession
import TestSupport
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// A failure the host meets while the keyboard runs (a save, a file) is said at once.
@Suite("Host notes in the status line")
struct StatusNotesTests {
  @Test("notes posted from any thread are shown together, once, in order")
  func shownOnce() async {
    let notes = StatusNotes()
    var configuration = AppConfiguration()
    configuration.notes = notes
    var app = TerminalApp(session: TestFixtures.session("qwerty"), configuration: configuration)
    app.showStatusNotes()
    #expect(app.status.text == nil)
    await Task.detached { notes.post("--record /r: cannot write") }.value
    notes.post("could not save learned data: disk full")
    app.showStatusNotes()
    #expect(app.status.text == "--record /r: cannot write · could not save learned data: disk full")
    #expect(notes.take().isEmpty)
  }

  @Test("a failing log file is said by the run loop, not only after quitting")
  func loopShowsNotes() {
    let notes = StatusNotes()
    var configuration = AppConfiguration()
    configuration.notes = notes
    configuration.log = { _ in notes.post("--log /dev/full: cannot write") }
    let (_, sink) = AppRunner.run(
      TestFixtures.session("qwerty"), inputs: AppRunner.typing("a"),
      configuration: configuration)
    #expect(sink.writtenCells.map(\.text).joined().contains("--log /dev/full: cannot write"))
  }
}
