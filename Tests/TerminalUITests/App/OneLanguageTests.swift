import Localization
import TestSupport
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// The running keyboard says everything of its own in one language — the session's
/// (`language` setting, else the locale's) at the moment it says it.
@Suite("One language: the status line, the too-small screen and the host's notes")
struct OneLanguageTests {
  /// An app on QWERTY speaking `language`, `size` big.
  static func app(
    _ language: InterfaceLanguage, size: TerminalSize = TerminalSize(columns: 100, rows: 24)
  ) -> TerminalApp {
    var session = TestFixtures.session("qwerty")
    session.updateSettings { $0.interfaceLanguage = language }
    var app = TerminalApp(session: session, configuration: AppConfiguration())
    app.size = size
    return app
  }

  /// The screen the app draws now.
  static func screen(_ app: inout TerminalApp) -> ScreenBuffer {
    var sink = RecordingSink()
    app.render(into: &sink)
    return VirtualScreen.replay(sink.operations, size: app.size)
  }

  static func statusRow(_ app: inout TerminalApp) -> String {
    let screen = screen(&app)
    return screen.text(row: screen.size.rows - 1)
  }

  @Test(
    "a message after a key and the line's own labels are Korean or English, never both",
    arguments: [
      (
        InterfaceLanguage.korean, "클립보드가 비어 있습니다", "Alt-x: 지정되지 않은 키입니다 (F1: 키 목록)",
        "글자 · 기본 필드 · F1 도움말"
      ),
      (
        .english, "the clipboard is empty", "Alt-x: not bound to anything (F1: the keys)",
        "letters · default field · F1 help"
      ),
    ])
  func statusLine(_ language: InterfaceLanguage, empty: String, unbound: String, tail: String) {
    var app = Self.app(language)
    app.perform(.paste, at: app.session.now)
    #expect(app.status.text == empty)
    let row = Self.statusRow(&app)
    #expect(row.hasPrefix(" " + empty + " · "), "\(row)")
    #expect(row.hasSuffix(tail), "\(row)")
    app.perform(.unboundAlt("Alt-x"), at: app.session.now)
    #expect(app.status.text == unbound)
  }

  @Test("the copy and paste counts in each language")
  func counts() {
    #expect(TerminalApp.copyNotice("hello", toTerminal: false, words: Words(.korean)) == "복사: 5자")
    #expect(
      TerminalApp.copyNotice("hello", toTerminal: false, words: Words(.english))
        == "copied: 5 characters")
    let limit = EventLoop<Terminal>.maximumPasteScalars
    #expect(
      TerminalApp.pasteCutNotice(limit, words: Words(.korean))
        == "붙여넣기: \(limit)자까지만 (\(limit)자를 넘는 부분은 잘림)")
    #expect(
      TerminalApp.pasteCutNotice(limit, words: Words(.english))
        == "pasted: only \(limit) characters (what was over \(limit) was cut)")
  }

  @Test("a language chosen while the keyboard runs is the one the next message speaks")
  func followsTheSetting() {
    var app = Self.app(.auto)  // the locale's: Korean for a session made in a test
    app.post(notice: "learning.sqlite was damaged and moved aside")
    #expect(app.statusMessage?.hasSuffix("[Esc 닫기 · Ctrl-E 메시지]") == true)
    app.session.updateSettings { $0.interfaceLanguage = .english }
    #expect(app.statusMessage?.hasSuffix("[Esc closes · Ctrl-E messages]") == true)
    app.session.updateSettings { $0.isUndoRedoEnabled = false }
    app.perform(.undo, at: app.session.now)
    #expect(app.status.text == "the undo-redo setting is off")
    app.session.updateSettings { $0.interfaceLanguage = .korean }
    app.perform(.undo, at: app.session.now)
    #expect(app.status.text == "undo-redo 설정이 꺼져 있습니다")
  }

  @Test(
    "the too-small screen says it in the language of the status line's hint",
    arguments: [
      (
        InterfaceLanguage.korean, "터미널이 너무 작습니다", "현재 25×10",
        ["터미널이 너무 작습니다: ", " 이상이 필요합니다"]
      ),
      (.english, "terminal too small", "now 25×10", ["terminal too small: it needs ", " or more"]),
    ])
  func tooSmall(_ language: InterfaceLanguage, headline: String, now: String, hint: [String])
    throws
  {
    var app = Self.app(language, size: TerminalSize(columns: 25, rows: 10))
    let text = Self.screen(&app).plainText
    #expect(text.contains(headline), "\(text)")
    #expect(text.contains(now), "\(text)")
    let required = try #require(app.layout?.requiredSize)
    #expect(text.contains("\(required.columns)×\(required.rows)"), "\(text)")
    app.perform(.type("a"), at: app.session.now)
    #expect(app.status.text == hint[0] + "\(required.columns)×\(required.rows)" + hint[1])
  }

  @Test("the renderer draws the too-small screen in the words it is given")
  func renderer() {
    let size = TerminalSize(columns: 60, rows: 10)
    let korean = Renderer(words: Words(.korean)).render(SnapshotModels.qwerty(), size: size)
    #expect(korean.text(row: 4).trimmingPrefixSpaces == "터미널이 너무 작습니다 (31×12 이상 필요)")
    #expect(korean.text(row: 5).trimmingPrefixSpaces == "현재 60×10")
    let english = Renderer(words: Words(.english)).render(SnapshotModels.qwerty(), size: size)
    #expect(english.text(row: 4).trimmingPrefixSpaces == "terminal too small (need 31×12)")
    #expect(english.text(row: 5).trimmingPrefixSpaces == "now 60×10")
    // Too narrow for the headline: it breaks at a space, the size on a line of its own.
    let narrow = Renderer(words: Words(.korean)).render(
      SnapshotModels.naratgeul(), size: TerminalSize(columns: 19, rows: 11))
    #expect(narrow.text(row: 3).trimmingPrefixSpaces == "터미널이 너무")
    #expect(narrow.text(row: 4).trimmingPrefixSpaces == "작습니다")
    #expect(narrow.text(row: 5).trimmingPrefixSpaces == "(20×12 이상 필요)")
    #expect(narrow.text(row: 6).trimmingPrefixSpaces == "현재 19×11")
  }

  @Test("the removal question over the bar, and its buttons where they are hit, in each language")
  func removal() throws {
    let size = TerminalSize(columns: 60, rows: 20)
    for (words, question, remove, cancel) in [
      (Words(.korean), "“cat” 삭제할까요?", "[삭제]", "[취소]"),
      (Words(.english), "remove “cat”?", "[remove]", "[cancel]"),
    ] {
      let model = SnapshotModels.withBar([
        .candidateRemoval(CandidateRemovalModel(candidate: "cat", words: words))
      ])
      let renderer = Renderer(words: words)
      let layout = renderer.layout(model, size: size)
      let buffer = renderer.render(model, layout: layout)
      let removal = try #require(layout.removal)
      #expect(buffer.text(row: removal.row).trimmingPrefixSpaces.hasPrefix(question))
      #expect(removal.remove.map { buffer[$0, removal.row].text }.joined() == remove)
      #expect(removal.cancel.map { buffer[$0, removal.row].text }.joined() == cancel)
    }
  }

  @Test("a played script's place and its failure, in each language")
  func script() {
    var app = Self.app(.english)
    app.scriptStatus = ScriptStatus(file: "demo.txt")
    app.scriptStatus?.line = 3
    #expect(app.statusMessage == "▶ demo.txt:3")
    app.stopScript(status: 1, message: "demo.txt:3: expect text \"a\", got \"b\"\nand more")
    #expect(app.statusMessage == "✕ demo.txt:3: expect text \"a\", got \"b\" · q quits")
    app.session.updateSettings { $0.interfaceLanguage = .korean }
    #expect(app.statusMessage == "✕ demo.txt:3: expect text \"a\", got \"b\" · q 종료")
    // The line has room for the first line only: the history has the whole report.
    #expect(app.messages.newestFirst.first?.text.hasSuffix("\nand more") == true)
  }

  @Test(
    "a message too long for the line ends with … and is read whole in the history (Ctrl-E)",
    arguments: [false, true])
  func cutMessageIsInHistory(asNotice: Bool) {
    var app = Self.app(.english, size: TerminalSize(columns: 40, rows: 24))
    let long = "could not save learned data: " + String(repeating: "disk full, ", count: 8)
    if asNotice { app.post(notice: long) } else { app.show(long) }
    let row = Self.statusRow(&app)
    #expect(row.hasSuffix("…"), "\(row)")
    #expect(!row.contains(long))
    let entry = app.messages.newestFirst.first
    #expect(entry?.text == long)
    #expect(entry?.isNotice == asNotice)
    app.perform(.messages, at: app.session.now)
    let panel = app.messageRows.joined(separator: " ").filter { !$0.isWhitespace }
    #expect(panel.contains(long.filter { !$0.isWhitespace }), "\(app.messageRows)")
  }

  @Test("the host's notes are made in the language the keyboard speaks at that moment")
  func hostWords() {
    let notes = StatusNotes(words: Words(.korean))
    var configuration = AppConfiguration()
    configuration.notes = notes
    var session = TestFixtures.session("qwerty")
    session.updateSettings { $0.interfaceLanguage = .english }
    var app = TerminalApp(session: session, configuration: configuration)
    app.showStatusNotes()
    #expect(notes.words == Words(.english))
    app.session.updateSettings { $0.interfaceLanguage = .korean }
    app.persistChanges()
    #expect(notes.words == Words(.korean))
  }
}

extension String {
  fileprivate var trimmingPrefixSpaces: String { String(drop { $0 == " " }) }
}
