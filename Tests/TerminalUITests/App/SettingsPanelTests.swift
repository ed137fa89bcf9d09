import Suggestions
import Synchronization
import TestSupport
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// F2: lists stop at their ends, the destructive row asks first, the mouse selects and
/// changes rows, each row has its one-line description; and settings changed by another
/// process are applied without being written back.
@Suite("settings panel (F2), licences and external changes")
struct SettingsPanelTests {
  func app(licenses: [String] = []) -> TerminalApp {
    var configuration = AppConfiguration()
    configuration.licenses = { licenses }
    var app = TerminalApp(session: AppFixtures.session("qwerty"), configuration: configuration)
    app.size = TerminalSize(columns: 80, rows: 40)
    app.panel = .settings(selected: 0)
    return app
  }

  func resets(_ app: inout TerminalApp) -> Bool {
    app.session.takeLearningEvents().contains(.resetLearnedData)
  }

  @Test("Up on the first row stays there; Down on the last stays there: nothing wraps")
  func noWrap() {
    var app = app()
    app.handlePanelKey(.key(.up))
    #expect(app.panel == .settings(selected: 0))
    for _ in 0..<(PanelState.settingsRowCount + 5) { app.handlePanelKey(.key(.down)) }
    #expect(app.panel == .settings(selected: PanelState.resetLearnedRow))
    app.handlePanelKey(.key(.pageDown))
    #expect(app.panel == .settings(selected: PanelState.resetLearnedRow))
  }

  @Test("Home and End go to the first and the last row; Page Up and Down move ten")
  func homeAndEnd() {
    var app = app()
    app.handlePanelKey(.key(.down))
    app.handlePanelKey(.key(.end))
    #expect(app.panel == .settings(selected: PanelState.resetLearnedRow))
    app.handlePanelKey(.key(.home))
    #expect(app.panel == .settings(selected: 0))
    app.handlePanelKey(.key(.pageDown))
    #expect(app.panel == .settings(selected: 10))
    app.handlePanelKey(.key(.pageUp))
    #expect(app.panel == .settings(selected: 0))
  }

  @Test("reset-learned-data: one Enter asks, a second resets; any other key cancels")
  func resetAsksFirst() {
    var app = app()
    let last = PanelState.resetLearnedRow
    app.panel = .settings(selected: last)
    _ = app.session.takeLearningEvents()
    app.handlePanelKey(.key(.enter))
    #expect(app.panel == .confirmingReset(selected: last))
    #expect(!resets(&app), "nothing is reset by the first Enter")
    let model = app.currentPanelModel()
    #expect(model?.rows.last?.value == "Enter: 지움 · Esc: 취소")
    #expect(app.statusMessage == "학습한 단어를 모두 지울까요? 되돌릴 수 없습니다")
    app.handlePanelKey(.key(.escape))
    #expect(app.panel == .settings(selected: last))
    #expect(!resets(&app))
    #expect(app.status.text == "초기화를 취소했습니다")
    app.handlePanelKey(.key(.enter))
    app.handlePanelKey(.character(" "))
    #expect(!resets(&app), "Space is not a confirmation")
    app.handlePanelKey(.key(.enter))
    app.handlePanelKey(.key(.enter))
    #expect(resets(&app))
    #expect(app.panel == .settings(selected: last))
    #expect(app.status.text == "학습 데이터를 초기화했습니다")
  }

  @Test("the status line under the panel is the selected setting's one-line description")
  func description() throws {
    var app = app()
    let row = try #require(SettingKey.allCases.firstIndex(of: .keyboardHeight))
    app.panel = .settings(selected: row)
    #expect(app.statusMessage == SettingKey.keyboardHeight.summary)
    #expect(app.statusMessage == "키보드 높이 (pt, 190–290)")
    app.panel = .settings(selected: PanelState.licensesRow)
    #expect(app.statusMessage == "오픈 소스 라이선스 (sykb licenses) · Enter 보기")
    app.panel = nil
    #expect(app.statusMessage == nil)
  }

  /// The screen position of panel row `index` (the panel scrolled to its top).
  func position(ofRow index: Int, in app: inout TerminalApp) throws -> (column: Int, row: Int) {
    let layout = app.makeLayout()
    app.layout = layout
    let model = try #require(app.currentPanelModel())
    let area = app.renderer.centredArea(model, layout: layout)
    return (area.columns.lowerBound + 3, area.rows.lowerBound + 1 + index)
  }

  @Test("a click selects a row, a click on the selected row changes it, outside closes")
  func mouse() throws {
    var app = app()
    let row = try #require(SettingKey.allCases.firstIndex(of: .numberRow))
    app.panel = .settings(selected: max(0, row - 1))
    let spot = try position(ofRow: row, in: &app)
    let press = MouseEvent(kind: .press, column: spot.column, row: spot.row, time: 1)
    app.handleMouse(press, at: 1)
    #expect(app.panel == .settings(selected: row))
    #expect(app.session.settings.showsNumberRow == false)
    app.handleMouse(press, at: 2)
    #expect(app.session.settings.showsNumberRow == true)
    app.handleMouse(MouseEvent(kind: .press, column: 0, row: 0, time: 3), at: 3)
    #expect(app.panel == nil)
  }

  @Test("the wheel moves three rows a notch and stops at the ends")
  func wheel() {
    var app = app()
    app.handleMouse(MouseEvent(kind: .scrollDown, column: 40, row: 10, time: 1), at: 1)
    #expect(app.panel == .settings(selected: 3))
    app.handleMouse(MouseEvent(kind: .scrollUp, column: 40, row: 10, time: 1), at: 1)
    app.handleMouse(MouseEvent(kind: .scrollUp, column: 40, row: 10, time: 1), at: 1)
    #expect(app.panel == .settings(selected: 0))
  }

  @Test("the licences row opens the notices, scrolled with the keys; Enter goes back")
  func licenses() {
    let lines = (1...50).map { "line \($0)" }
    var app = app(licenses: lines)
    app.panel = .settings(selected: PanelState.licensesRow)
    #expect(app.currentPanelModel()?.rows[PanelState.licensesRow].text == "licenses")
    app.handlePanelKey(.key(.enter))
    #expect(app.panel == .licenses(first: 0))
    #expect(app.currentPanelModel()?.rows.first?.text == "line 1")
    app.handlePanelKey(.key(.pageDown))
    app.handlePanelKey(.key(.down))
    #expect(app.currentPanelModel()?.rows.first?.text == "line 12")
    app.handlePanelKey(.key(.end))
    #expect(app.currentPanelModel()?.rows.first?.text == "line 50")
    app.handlePanelKey(.key(.enter))
    #expect(app.panel == .settings(selected: PanelState.licensesRow))
  }

  @Test("settings from another process are applied, said, and not written back")
  func externalSettings() {
    let saved = Mutex<[KeyboardSettings]>([])
    var reloaded = KeyboardSettings()
    reloaded.keyboardHeight = 200
    var configuration = AppConfiguration(settingsChanged: { settings in
      saved.withLock { $0.append(settings) }
    })
    let answer = reloaded
    configuration.externalChanges = { changes in
      #expect(changes == [.settings])
      return ExternalUpdate(settings: answer, messages: ["settings.conf:3: bad line"])
    }
    var app = TerminalApp(session: AppFixtures.session("qwerty"), configuration: configuration)
    app.applyExternalChanges([.settings])
    #expect(app.session.settings.keyboardHeight == 200)
    #expect(
      app.status.text == "설정을 다시 읽었습니다 · settings.conf:3: bad line")
    app.persistChanges()
    #expect(saved.withLock { $0 }.isEmpty, "a reload is not the user's change")
    // A change in F2 afterwards is written.
    app.changeSetting(.numberRow, forward: true)
    app.persistChanges()
    #expect(saved.withLock { $0.map(\.showsNumberRow) } == [true])
  }

  @Test("shortcuts and forgotten words from another process reach the session")
  func externalShortcuts() {
    var configuration = AppConfiguration()
    configuration.externalChanges = { _ in
      ExternalUpdate(shortcuts: [TextShortcut(shortcut: "omw", expansion: "on my way")])
    }
    var app = TerminalApp(
      session: AppFixtures.session("qwerty", field: ["autocapitalization": "none"]),
      configuration: configuration)
    app.applyExternalChanges([.shortcuts])
    #expect(app.status.text == "텍스트 대치 1개")
    for key in ["o", "m", "w", "space"] {
      _ = app.session.tapKey(named: key, at: app.session.now + 0.5, holding: 0.05)
    }
    #expect(app.session.document.text == "on my way ")
  }
}
