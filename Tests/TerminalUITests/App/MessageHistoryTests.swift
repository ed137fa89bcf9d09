import TestSupport
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

@Suite("Messages: notices that stay, a history to read again, statuses that follow the state")
struct MessageHistoryTests {
  @Test("a notice outlives every timeout; a note covers it for its seconds, then it is back")
  func noticeStays() {
    var status = StatusMessage()
    status.post(notice: "learning.sqlite was damaged and moved aside")
    status.expire(now: 1_000_000)
    #expect(status.text == "learning.sqlite was damaged and moved aside")
    status.show("복사: 3자", now: 10, seconds: 4)
    #expect(status.text == "복사: 3자")
    status.expire(now: 14)
    #expect(status.text == "learning.sqlite was damaged and moved aside")
    let dismissed = status.dismiss()
    #expect(dismissed)
    #expect(status.text == nil)
    let again = status.dismiss()
    #expect(!again)
  }

  @Test("a change of state clears only the note about it")
  func topics() {
    var status = StatusMessage()
    status.show("복사: 5자", now: 0, seconds: 4, topic: .clipboard)
    status.clear(.reply)
    #expect(status.text == "복사: 5자")
    status.clear(.clipboard)
    #expect(status.text == nil)
  }

  @Test("the history lists newest first, folds a repeat, and keeps the last 500")
  func history() {
    var history = MessageHistory()
    history.append("복사: 3자", at: 12.5)
    history.append("키보드: 천지인", at: 20)
    history.append("키보드: 천지인", at: 21)
    #expect(history.newestFirst.map(\.text) == ["키보드: 천지인", "복사: 3자"])
    #expect(history.newestFirst.first?.time == 21)
    for index in 0..<600 { history.append("m\(index)", at: Double(index)) }
    #expect(history.entries.count == MessageHistory.capacity)
    #expect(history.newestFirst.first?.text == "m599")
    #expect(history.newestFirst.last?.text == "m100")
    #expect(MessageHistory.clock(75.2) == "1:15")
    #expect(MessageHistory.clock(5) == "0:05")
  }

  @Test(
    "message rows wrap at word boundaries, Hangul two columns wide, long words where they must",
    arguments: [
      ("a bb ccc", 4, ["a bb", "ccc"]),
      ("안녕하세요 반가워요", 10, ["안녕하세요", "반가워요"]),
      ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
      ("", 4, [""]),
    ])
  func wrap(text: String, columns: Int, lines: [String]) {
    #expect(MessageRowWrap.lines(text, columns: columns) == lines)
  }

  @Test("a host's failure stays on the status line until Esc, which leaves the keyboard up")
  func hostNoteIsNotice() {
    let notes = StatusNotes()
    var configuration = AppConfiguration()
    configuration.notes = notes
    var app = TerminalApp(session: TestFixtures.session("qwerty"), configuration: configuration)
    notes.post("could not save learned data: disk full")
    app.showStatusNotes()
    app.expireMessage(now: app.session.now + 3600)
    #expect(app.statusMessage?.hasPrefix("could not save learned data: disk full") == true)
    #expect(app.statusMessage?.hasSuffix("[Esc 닫기 · Ctrl-E 메시지]") == true)
    app.perform(.escape, at: app.session.now)
    #expect(app.status.text == nil)
    #expect(!app.isKeyboardHidden)
    // It can still be read: Ctrl-E lists it, marked as a notice.
    app.perform(.messages, at: app.session.now)
    #expect(app.panel == .messages(first: 0))
    #expect(app.messageRows.first?.contains("! could not save learned data: disk full") == true)
  }

  @Test("Ctrl-E lists every message newest first; Esc closes it; an empty history says so")
  func panel() {
    var app = TerminalApp(
      session: TestFixtures.session("qwerty"), configuration: AppConfiguration())
    app.perform(.messages, at: 0)
    let empty = app.currentPanelModel()?.rows.map(\.text)
    #expect(empty == ["(아직 메시지가 없습니다)"])
    app.handlePanelKey(.key(.escape))
    app.show("first")
    app.show("second")
    app.perform(.messages, at: 0)
    let rows = app.currentPanelModel()?.rows.map(\.text) ?? []
    #expect(rows.count == 2)
    #expect(rows.first?.hasSuffix("second") == true)
    #expect(rows.last?.hasSuffix("first") == true)
    app.handlePanelKey(.key(.escape))
    #expect(app.panel == nil)
  }

  @Test("a paste clears the copy's count; a resize clears 'too small'")
  func staleStatuses() {
    var app = TerminalApp(
      session: TestFixtures.session("qwerty"), configuration: AppConfiguration())
    app.remember("hello")
    app.show("복사: 5자", topic: .clipboard)
    app.paste()
    #expect(app.session.document.text == "hello")
    #expect(app.status.text == nil)
    app.show("터미널이 너무 작습니다: 31×13 이상이 필요합니다", topic: .keysUnavailable)
    app.handle(.resize(TerminalSize(columns: 100, rows: 40)), at: app.session.now)
    #expect(app.status.text == nil)
  }
}
