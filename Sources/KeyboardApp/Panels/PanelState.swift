import KeyboardLayouts
import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

/// The modal panel on screen and its cursor.
///
/// `.settings(selected: 18)` is the settings panel on `keyboard-height`; `.help(first: 10)` is
/// the help scrolled by ten rows.
enum PanelState: Sendable, Equatable {
  case help(first: Int)
  case settings(selected: Int)
  /// F2's `reset-learned-data` row after one Enter: a second Enter resets, anything else
  /// cancels (a destructive action asks first).
  case confirmingReset(selected: Int)
  /// The licence notices (F2's `licenses` row), scrolled by `first` rows.
  case licenses(first: Int)
  case layouts(selected: Int)
  /// The message history (Ctrl-E), newest first, scrolled by `first` rows.
  case messages(first: Int)

  /// The settings panel's rows: every setting by its kebab-case name, with its value, then
  /// the licences and, last, "reset learned data" (nothing wraps onto it).
  static func settingsRows(_ settings: KeyboardSettings, confirmingReset: Bool = false)
    -> [PanelRow]
  {
    SettingKey.panelKeys.map { PanelRow($0.rawValue, value: $0.value(in: settings)) }
      + [
        PanelRow(licensesTitle, value: "보기"),
        PanelRow(resetLearnedTitle, value: confirmingReset ? "Enter: 지움 · Esc: 취소" : "초기화"),
      ]
  }

  /// The number of rows of the settings panel.
  static var settingsRowCount: Int { SettingKey.panelKeys.count + 2 }
  /// The row of the licences, after the settings.
  static var licensesRow: Int { SettingKey.panelKeys.count }
  /// The last row.
  static var resetLearnedRow: Int { SettingKey.panelKeys.count + 1 }

  /// The settings panel's licences row: the notices of everything sykb ships or uses.
  static let licensesTitle = "licenses"
  /// The settings panel's last row: "학습 데이터 초기화" (reset learned data, §4.6).
  static let resetLearnedTitle = "reset-learned-data"

  /// The one line about the selected row, shown in the status line under the panel.
  static func settingsDescription(
    selected: Int, confirmingReset: Bool, words: Words = Words(.korean)
  ) -> String {
    let keys = SettingKey.panelKeys
    if keys.indices.contains(selected) {
      let summary = keys[selected].summary(words)
      return summary.isEmpty ? keys[selected].rawValue : summary
    }
    if selected == licensesRow { return "오픈 소스 라이선스 (sykb licenses) · Enter 보기" }
    if confirmingReset { return "학습한 단어를 모두 지울까요? 되돌릴 수 없습니다" }
    return "학습 데이터 초기화: 배운 단어를 모두 지웁니다 (Enter 두 번)"
  }

  /// The help panel from `first`: the binding table as rows.
  static func helpRows(first: Int) -> [PanelRow] {
    let rows = KeyBindings.help.map { PanelRow($0.action, value: $0.keys.isEmpty ? nil : $0.keys) }
    return Array(rows.dropFirst(min(max(0, first), max(0, rows.count - 1))))
  }

  /// The licence text from `first` (lines past the end show the last one).
  static func licenseRows(_ lines: [String], first: Int) -> [PanelRow] {
    let rows = (lines.isEmpty ? ["(sykb licenses prints the notices)"] : lines).map {
      PanelRow($0.isEmpty ? " " : $0)
    }
    return Array(rows.dropFirst(min(max(0, first), max(0, rows.count - 1))))
  }

  /// The model drawn for this panel.
  func model(
    session: KeyboardSession, layouts: [LayoutChoice], licenses: [String] = [],
    messages: [String] = []
  ) -> OverlayModel {
    switch self {
    case .help(let first):
      return .help(
        PanelModel(
          title: "도움말 · sykb", rows: Self.helpRows(first: first),
          footer: "↑↓ PgUp PgDn 스크롤 · Esc 닫기"))
    case .settings(let selected), .confirmingReset(let selected):
      // The selected row's description goes in the status line (`TerminalApp.panelDescription`),
      // which is as wide as the screen, so the panel keeps its width as the selection moves.
      let confirming = self == .confirmingReset(selected: selected)
      return .settings(
        PanelModel(
          title: "설정", rows: Self.settingsRows(session.settings, confirmingReset: confirming),
          selectedRow: selected, footer: "↑↓ 선택 · ←→ Enter 변경 · Esc 닫기"))
    case .licenses(let first):
      return .help(
        PanelModel(
          title: "오픈 소스 라이선스 · sykb licenses", rows: Self.licenseRows(licenses, first: first),
          footer: "↑↓ PgUp PgDn 스크롤 · Esc 닫기"))
    case .messages(let first):
      let rows = (messages.isEmpty ? ["(아직 메시지가 없습니다)"] : messages).map {
        PanelRow($0.isEmpty ? " " : $0)
      }
      return .help(
        PanelModel(
          title: "메시지 · 최근 것부터", rows: Array(rows.dropFirst(min(max(0, first), rows.count - 1))),
          footer: "↑↓ PgUp PgDn 스크롤 · Esc 닫기"))
    case .layouts(let selected):
      let rows = layouts.map { choice in
        PanelRow(
          choice.title, value: choice.isCurrent(session) ? "● " + choice.detail : choice.detail)
      }
      return .layoutPicker(
        PanelModel(
          title: "키보드", rows: rows, selectedRow: selected, footer: "↑↓ 선택 · Enter 열기 · Esc 닫기"))
    }
  }
}

/// One entry of the layout picker: a built-in keyboard, a page, or a user's layout file.
///
/// `LayoutChoice(name: "cheonjiin", title: "천지인", detail: "built-in")`.
struct LayoutChoice: Sendable, Equatable {
  var name: String
  var title: String
  var detail: String

  func isCurrent(_ session: KeyboardSession) -> Bool {
    if name == "unified" { return session.keyboard.extension == .unified }
    if session.keyboard.page != .primary { return name == session.keyboard.page.rawValue }
    return session.keyboard.extension != .unified && name == session.keyboard.primary.rawValue
  }

  /// The keyboards `showKeyboard(named:)` accepts, marking those a user file replaced.
  static func all(session: KeyboardSession, userFiles: [String]) -> [LayoutChoice] {
    KeyboardChoice.allCases.map { choice in
      let title = choice.title(in: session.library, hangul: session.keyboard.hangulLayout)
      let file = choice.layoutName.flatMap { session.library.file(ofLayout: $0) }
      let isUser = file.map { userFiles.contains($0) } ?? false
      return LayoutChoice(
        name: choice.rawValue, title: "\(title)  \(choice.rawValue)",
        detail: isUser ? "user: \(file ?? "")" : "built-in")
    }
  }
}
