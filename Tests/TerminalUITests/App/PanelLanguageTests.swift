import KeyboardLayouts
import Localization
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// The panels and overlays speak the session's language (`session.words`): F1, F2, the
/// licences, the messages, the keyboard chooser, the trace, the heat map's legend, the
/// one-handed chooser, the cursor indicator, the removal question and the placeholder; the
/// `language` setting switches them at once.
@Suite("panels in the session's language")
struct PanelLanguageTests {
  static func app(_ language: Language, keyboard: String = "qwerty") -> TerminalApp {
    var session = AppFixtures.session(keyboard)
    session.systemLanguage = language
    var app = TerminalApp(session: session, configuration: AppConfiguration())
    app.size = TerminalSize(columns: 80, rows: 24)
    return app
  }

  /// Every text of a panel: title, rows, values, footer.
  static func texts(_ panel: PanelModel) -> [String] {
    [panel.title] + panel.rows.flatMap { [$0.text] + ($0.value.map { [$0] } ?? []) }
      + (panel.footer.map { [$0] } ?? [])
  }

  @Test("F1: Korean titles and bodies in Korean, the English table in English")
  func help() throws {
    var korean = Self.app(.korean)
    korean.panel = .help(first: 0)
    let ko = try #require(korean.currentPanelModel())
    #expect(ko.title == "도움말 · sykb")
    #expect(ko.footer == "↑↓ PgUp PgDn 스크롤 · Esc 닫기")
    #expect(ko.rows.first == PanelRow("── 입력 ──"))
    #expect(ko.rows.contains(PanelRow("다시 그리기", value: "Ctrl-L")))
    // Every body of the Korean help is Korean (or a command, the same in both).
    for row in ko.rows where !row.text.hasPrefix("sykb ") {
      #expect(row.text.unicodeScalars.contains(where: Catalog.isHangul), "\(row.text)")
    }
    var english = Self.app(.english)
    english.panel = .help(first: 0)
    let en = try #require(english.currentPanelModel())
    #expect(en.title == "help · sykb")
    #expect(en.rows.first == PanelRow("── Typing ──"))
    #expect(en.rows.contains(PanelRow("redraw", value: "Ctrl-L")))
    #expect(en.rows.count == ko.rows.count)
    for text in Self.texts(en) { #expect(Catalog.strayHangul(in: text).isEmpty, "\(text)") }
  }

  @Test("the reply section is found by its English heading in either language")
  func replyHeading() throws {
    #expect(HelpText.replyHeading.english == KeyBindings.replyHeading)
    let row = try #require(
      KeyBindings.help.firstIndex { $0.action == KeyBindings.replyHeading })
    #expect(KeyBindings.help(Words(.korean))[row].action == "── 답장 후보 ──")
  }

  @Test("F2: chrome, toggles and the last two rows in the session's language")
  func settings() throws {
    var korean = Self.app(.korean)
    korean.panel = .settings(selected: 0)
    let ko = try #require(korean.currentPanelModel())
    #expect(ko.title == "설정")
    #expect(ko.footer == "↑↓ 선택 · ←→ Enter 변경 · Esc 닫기")
    let numberRow = try #require(SettingKey.panelKeys.firstIndex(of: .numberRow))
    #expect(ko.rows[numberRow] == PanelRow("number-row", value: "끔"))
    #expect(ko.rows[PanelState.licensesRow] == PanelRow("licenses", value: "보기"))
    #expect(ko.rows[PanelState.resetLearnedRow] == PanelRow("reset-learned-data", value: "초기화"))
    korean.panel = .settings(selected: PanelState.licensesRow)
    #expect(korean.statusMessage == "오픈 소스 라이선스 (sykb licenses) · Enter 보기")

    var english = Self.app(.english)
    english.panel = .settings(selected: 0)
    let en = try #require(english.currentPanelModel())
    #expect(en.title == "settings")
    #expect(en.footer == "↑↓ select · ←→ Enter change · Esc close")
    #expect(en.rows[numberRow] == PanelRow("number-row", value: "off"))
    #expect(en.rows[PanelState.licensesRow] == PanelRow("licenses", value: "view"))
    for text in Self.texts(en) { #expect(Catalog.strayHangul(in: text).isEmpty, "\(text)") }
    english.panel = .settings(selected: PanelState.resetLearnedRow)
    #expect(
      english.statusMessage == "reset learned data: erases every learned word (Enter twice)")
    english.handlePanelKey(.key(.enter))
    #expect(english.statusMessage == "erase every learned word? This cannot be undone")
    #expect(english.currentPanelModel()?.rows.last?.value == "Enter: erase · Esc: cancel")
    english.handlePanelKey(.key(.escape))
    #expect(english.status.text == "nothing was reset")
  }

  @Test("switching the language setting in F2 redraws the panel in the new language at once")
  func switchLanguage() throws {
    var app = Self.app(.korean)
    let row = try #require(SettingKey.panelKeys.firstIndex(of: .language))
    app.panel = .settings(selected: row)
    #expect(app.currentPanelModel()?.title == "설정")
    // auto → ko → en
    app.handlePanelKey(.key(.right))
    #expect(app.session.settings.interfaceLanguage == .korean)
    #expect(app.currentPanelModel()?.title == "설정")
    app.handlePanelKey(.key(.right))
    #expect(app.session.settings.interfaceLanguage == .english)
    let model = try #require(app.currentPanelModel())
    #expect(model.title == "settings")
    #expect(model.rows[row] == PanelRow("language", value: "en"))
    // The next frame draws it: the screen shows the English panel, no Korean chrome left.
    app.layout = app.makeLayout()
    let screen = AppFixtures.screen(
      app.session, columns: 80, rows: 24, state: app.makePresentation())
    #expect(screen.contains(" settings "))
    #expect(screen.contains("Esc close"))
    #expect(!screen.contains("설정"))
    #expect(!screen.contains("닫기"))
    // And back: ← twice is Korean again.
    app.handlePanelKey(.key(.left))
    #expect(app.currentPanelModel()?.title == "설정")
  }

  @Test("the licences, the messages and the keyboard chooser in both languages")
  func otherPanels() throws {
    var korean = Self.app(.korean)
    var english = Self.app(.english)
    korean.panel = .licenses(first: 0)
    english.panel = .licenses(first: 0)
    #expect(korean.currentPanelModel()?.title == "오픈 소스 라이선스 · sykb licenses")
    #expect(korean.currentPanelModel()?.rows == [PanelRow("(고지문은 sykb licenses가 출력합니다)")])
    #expect(english.currentPanelModel()?.title == "open source licenses · sykb licenses")
    #expect(english.currentPanelModel()?.rows == [PanelRow("(sykb licenses prints the notices)")])
    korean.panel = .messages(first: 0)
    english.panel = .messages(first: 0)
    #expect(korean.currentPanelModel()?.title == "메시지 · 최근 것부터")
    #expect(korean.currentPanelModel()?.rows == [PanelRow("(아직 메시지가 없습니다)")])
    #expect(english.currentPanelModel()?.title == "messages · newest first")
    #expect(english.currentPanelModel()?.rows == [PanelRow("(no messages yet)")])
    korean.perform(.layouts, at: 1)
    english.perform(.layouts, at: 1)
    let ko = try #require(korean.currentPanelModel())
    let en = try #require(english.currentPanelModel())
    #expect(ko.title == "키보드")
    #expect(ko.footer == "↑↓ 선택 · Enter 열기 · Esc 닫기")
    #expect(ko.rows.first == PanelRow("나랏글  naratgeul", value: "기본 제공"))
    #expect(en.title == "keyboards")
    #expect(en.footer == "↑↓ select · Enter open · Esc close")
    #expect(en.rows.first == PanelRow("나랏글  naratgeul", value: "built-in"))
    let user = LayoutChoice(name: "naratgeul", title: "나랏글", userFile: "naratgeul.json")
    #expect(user.detail(Words(.korean)) == "사용자: naratgeul.json")
    #expect(user.detail(Words(.english)) == "user: naratgeul.json")
    // Opening a keyboard says so in the session's language.
    english.panel = .layouts(selected: 1)
    english.handlePanelKey(.key(.enter))
    #expect(english.status.text == "keyboard: 천지인  cheonjiin")
    korean.panel = .layouts(selected: 1)
    korean.handlePanelKey(.key(.enter))
    #expect(korean.status.text == "키보드: 천지인  cheonjiin")
  }

  @Test("the trace panel's title and notes in both languages")
  func trace() {
    guard case .trace(let ko) = TraceLog().model(words: Words(.korean)),
      case .trace(let en) = TraceLog().model(inspector: ["finger on g"], words: Words(.english))
    else {
      Issue.record("not a trace panel")
      return
    }
    #expect(ko.title == "추적")
    #expect(ko.rows == [PanelRow("(아직 이벤트가 없습니다)")])
    #expect(ko.footer == "F4 닫기")
    #expect(en.title == "trace · inspector")
    #expect(
      en.rows == [
        PanelRow("(no events yet)"), PanelRow("── gesture inspector ──"), PanelRow("finger on g"),
      ])
    #expect(en.footer == "F4 close")
  }

  @Test("the overlays and the placeholder in both languages")
  func overlays() {
    #expect(
      CandidateRemovalModel(candidate: "입력기", words: Words(.english)).question
        == "remove “입력기”?")
    #expect(CandidateRemovalModel(candidate: "입력기").question == "“입력기” 삭제할까요?")
    let english = CandidateRemovalModel(candidate: "x", words: Words(.english))
    #expect([english.removeLabel, english.cancelLabel] == ["[remove]", "[cancel]"])
    let zones = Rect(x: 0, y: 0, width: 80, height: 60)
    let chooser = OneHandedModel(
      frame: zones, leftFrame: zones, centerFrame: zones, rightFrame: zones,
      words: Words(.english))
    #expect(
      [chooser.label(.left), chooser.label(.center), chooser.label(.right)] == [
        "◀ left", "center", "right ▶",
      ])
    for (language, placeholder) in [
      (Language.korean, "여기에 입력하세요 · F1 도움말"), (.english, "type here · F1 help"),
    ] {
      var session = AppFixtures.session("qwerty")
      session.systemLanguage = language
      let model = SessionPresenter.model(session, state: PresentationState())
      #expect(model.field.placeholder == placeholder)
    }
  }

  @Test("the one-handed chooser and the cursor indicator follow the session")
  func sessionOverlays() {
    for (language, left, cursor) in [
      (Language.korean, "◀ 왼쪽", "◀ 커서 이동 ▶"), (.english, "◀ left", "◀ move cursor ▶"),
    ] {
      var chooser = AppFixtures.session("naratgeul")
      chooser.systemLanguage = language
      AppFixtures.drag(&chooser, key: "switch", dx: 0, dy: -50)
      #expect(AppFixtures.screen(chooser).contains(left), "\(language)")
      var drag = AppFixtures.session("naratgeul", field: ["text": "안녕하세요"])
      drag.systemLanguage = language
      AppFixtures.drag(&drag, key: "space", dx: -60, dy: 0)
      #expect(AppFixtures.screen(drag).contains(cursor), "\(language)")
    }
  }

  @Test("the heat map's legend in both languages")
  func heatLegend() {
    var session = AppFixtures.session("qwerty", taps: ["a", "b"])
    session.systemLanguage = .english
    guard case .heatLegend(let english) = SessionPresenter.heatLegend(session, .session) else {
      Issue.record("no legend")
      return
    }
    #expect(english.title == "heat map of this session · 2 taps")
    session.systemLanguage = .korean
    guard case .heatLegend(let korean) = SessionPresenter.heatLegend(session, .session) else {
      Issue.record("no legend")
      return
    }
    #expect(korean.title == "열지도 이 세션 · 2회")
    var empty = AppFixtures.session("qwerty")
    empty.systemLanguage = .english
    guard case .heatLegend(let none) = SessionPresenter.heatLegend(empty, .session) else {
      Issue.record("no legend")
      return
    }
    #expect(none.title == "heat map of this session · no taps yet")
  }
}
