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

  /// The settings panel's rows: every setting by its kebab-case name, with its value (`on`,
  /// `off` in `words`), then the licences and, last, "reset learned data"
  /// (nothing wraps onto it).
  static func settingsRows(
    _ settings: KeyboardSettings, words: Words, confirmingReset: Bool = false
  ) -> [PanelRow] {
    SettingKey.panelKeys.map { PanelRow($0.rawValue, value: shownValue($0, settings, words)) }
      + [
        PanelRow(licensesTitle, value: words(SettingsPanelText.licensesValue)),
        PanelRow(
          resetLearnedTitle,
          value: words(
            confirmingReset ? SettingsPanelText.resetConfirmValue : SettingsPanelText.resetValue)),
      ]
  }

  /// A setting's value as F2 shows it: `on`, `off` and `none` are words of the interface's
  /// language; numbers, names and paths are what `sykb settings set` takes.
  ///
  /// `number-row` off is `끔` in Korean, `off` in English; `reply-model` none is `없음`;
  /// `hangul-keyboard` is `naratgeul` in both.
  static func shownValue(_ key: SettingKey, _ settings: KeyboardSettings, _ words: Words)
    -> String
  {
    switch key.value(in: settings) {
    case "on": words(CommonText.on)
    case "off": words(CommonText.off)
    case "none": words(SettingsPanelText.noneValue)
    case let value: value
    }
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
  static func settingsDescription(selected: Int, confirmingReset: Bool, words: Words) -> String {
    let keys = SettingKey.panelKeys
    if keys.indices.contains(selected) {
      let summary = keys[selected].summary(words)
      return summary.isEmpty ? keys[selected].rawValue : summary
    }
    if selected == licensesRow { return words(SettingsPanelText.licensesSummary) }
    if confirmingReset { return words(SettingsPanelText.resetQuestion) }
    return words(SettingsPanelText.resetSummary)
  }

  /// The help panel from `first`: the binding table as rows.
  ///
  /// Its second row (under the typing heading) says what this terminal reports of the keys (`InputModel`): whether a held
  /// key is a held finger, or why holds need F5 and F6 here.
  static func helpRows(first: Int, words: Words, inputModel: InputModel = .pressesOnly)
    -> [PanelRow]
  {
    let model: HelpText
    switch inputModel {
    case .pressesOnly: model = .inputModelPresses
    case .heldKeys: model = .inputModelHeld
    case .heldKeysOff: model = .inputModelHeldOff
    }
    var rows = KeyBindings.help(words).map {
      PanelRow($0.action, value: $0.keys.isEmpty ? nil : $0.keys)
    }
    // Under the typing heading.
    rows.insert(PanelRow(words(model), value: words(HelpText.inputModelKeys)), at: 1)
    return Array(rows.dropFirst(min(max(0, first), max(0, rows.count - 1))))
  }

  /// The licence text from `first` (lines past the end show the last one); the panel wraps a
  /// line wider than itself, so all of every line shows.
  static func licenseRows(_ lines: [String], first: Int, words: Words) -> [PanelRow] {
    let rows = (lines.isEmpty ? [words(PanelText.licensesMissing)] : lines).map {
      PanelRow($0.isEmpty ? " " : $0)
    }
    return Array(rows.dropFirst(min(max(0, first), max(0, rows.count - 1))))
  }

  /// The model drawn for this panel, in the session's words (`session.words`): switching the
  /// `language` setting redraws it in the other language at once.
  func model(
    session: KeyboardSession, layouts: [LayoutChoice], licenses: [String] = [],
    messages: [String] = [], inputModel: InputModel = .pressesOnly
  ) -> OverlayModel {
    let words = session.words
    switch self {
    case .help(let first):
      // A row wider than the screen wraps under itself: every binding can be read whole.
      var panel = PanelModel(
        title: words(HelpText.title),
        rows: Self.helpRows(first: first, words: words, inputModel: inputModel),
        footer: words(PanelText.scrollFooter))
      panel.wrapsRows = true
      return .help(panel)
    case .settings(let selected), .confirmingReset(let selected):
      // The selected row's description goes in the status line (`TerminalApp.panelDescription`),
      // which is as wide as the screen, so the panel keeps its width as the selection moves.
      let confirming = self == .confirmingReset(selected: selected)
      return .settings(
        PanelModel(
          title: words(SettingsPanelText.title),
          rows: Self.settingsRows(session.settings, words: words, confirmingReset: confirming),
          selectedRow: selected, footer: words(SettingsPanelText.footer)))
    case .licenses(let first):
      var panel = PanelModel(
        title: words(PanelText.licensesTitle),
        rows: Self.licenseRows(licenses, first: first, words: words),
        footer: words(PanelText.scrollFooter))
      panel.wrapsRows = true
      return .help(panel)
    case .messages(let first):
      let rows = (messages.isEmpty ? [words(PanelText.messagesEmpty)] : messages).map {
        PanelRow($0.isEmpty ? " " : $0)
      }
      // A message longer than the panel wraps: the history shows every message whole.
      var panel = PanelModel(
        title: words(PanelText.messagesTitle),
        rows: Array(rows.dropFirst(min(max(0, first), rows.count - 1))),
        footer: words(PanelText.scrollFooter))
      panel.wrapsRows = true
      return .help(panel)
    case .layouts(let selected):
      let rows = layouts.map { choice in
        let detail = choice.detail(words)
        return PanelRow(choice.title, value: choice.isCurrent(session) ? "● " + detail : detail)
      }
      return .layoutPicker(
        PanelModel(
          title: words(PanelText.layoutsTitle), rows: rows, selectedRow: selected,
          footer: words(PanelText.layoutsFooter)))
    }
  }
}

/// One entry of the layout picker: a built-in keyboard, a page, or a user's layout file.
///
/// `LayoutChoice(name: "cheonjiin", title: "천지인  cheonjiin")` is built in; with
/// `userFile: "cheonjiin.json"` a user's file replaced it.
struct LayoutChoice: Sendable, Equatable {
  var name: String
  var title: String
  /// The user's layout file that replaced the built-in keyboard, if one did.
  var userFile: String?

  /// `built-in`, or `user: cheonjiin.json` (in `words`).
  func detail(_ words: Words) -> String {
    guard let userFile else { return words(PanelText.layoutBuiltIn) }
    return words(PanelText.layoutUserFile, ["file": userFile])
  }

  /// Whether the session shows it: 한/A on any page, a page on any letters, letters on
  /// their own page.
  func isCurrent(_ session: KeyboardSession) -> Bool {
    guard let choice = KeyboardChoice(name: name) else { return false }
    let keyboard = session.keyboard
    switch choice.shown {
    case .unified: return keyboard.extension == .unified
    case .page(let page): return keyboard.page == page
    case .hangul, .english:
      return keyboard.page == .primary && choice.shown == KeyboardChoice.Shown(lettersOf: keyboard)
    }
  }

  /// The built-in keyboards (`KeyboardChoice.all`, what `showKeyboard(named:)` accepts),
  /// marking those a user file replaced.
  static func all(session: KeyboardSession, userFiles: [String]) -> [LayoutChoice] {
    KeyboardChoice.all.map { choice in
      let title = choice.title(in: session.library, hangul: session.keyboard.hangulLayout)
      let file = choice.layoutName.flatMap { session.library.file(ofLayout: $0) }
      return LayoutChoice(
        name: choice.name, title: "\(title)  \(choice.name)",
        userFile: file.flatMap { userFiles.contains($0) ? $0 : nil })
    }
  }
}
