import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

/// The settings panel (F2) and the licences it opens: keys and the mouse.
///
/// Lists stop at their ends (Up on the first row stays there), so nothing wraps onto the
/// destructive last row; `reset-learned-data` asks first: one Enter shows "Enter: 지움",
/// a second Enter resets, any other key cancels.
extension TerminalApp {
  mutating func handleSettingsPanelKey(_ input: TerminalInput, selected: Int, confirming: Bool) {
    let keys = SettingKey.panelKeys
    let last = PanelState.settingsRowCount - 1
    if confirming {
      if input == .key(.enter) {
        session.send(.shared(.resetLearned), at: session.now)
        show(session.words(StatusText.learnedDataReset))
        log("reset learned data (confirmed)")
      } else {
        show(session.words(SettingsPanelText.resetCancelled))
      }
      panel = .settings(selected: selected)
      return
    }
    switch input {
    case .key(.up): panel = .settings(selected: max(0, selected - 1))
    case .key(.down): panel = .settings(selected: min(last, selected + 1))
    case .key(.pageUp): panel = .settings(selected: max(0, selected - 10))
    case .key(.pageDown): panel = .settings(selected: min(last, selected + 10))
    case .key(.home): panel = .settings(selected: 0)
    case .key(.end): panel = .settings(selected: last)
    case .key(.function(2)): panel = nil
    default: activateSettingsRow(selected, input: input, keys: keys)
    }
  }

  /// Enter, Space, ← or → on a row: step a setting, open the licences, or ask to reset.
  private mutating func activateSettingsRow(
    _ selected: Int, input: TerminalInput, keys: [SettingKey]
  ) {
    let isForward = input == .key(.right) || input == .key(.enter) || input == .character(" ")
    let isBack = input == .key(.left)
    guard isForward || isBack else { return }
    if keys.indices.contains(selected) {
      changeSetting(keys[selected], forward: isForward)
    } else if selected == PanelState.licensesRow, isForward {
      if licenseLines.isEmpty { licenseLines = configuration.licenses?() ?? [] }
      panel = .licenses(first: 0)
    } else if selected == PanelState.resetLearnedRow, input == .key(.enter) {
      panel = .confirmingReset(selected: selected)
    }
  }

  mutating func handleLicensesKey(_ input: TerminalInput, first: Int) {
    let count = max(1, licenseLines.count)
    switch input {
    case .key(.up): panel = .licenses(first: max(0, first - 1))
    case .key(.down): panel = .licenses(first: min(count - 1, first + 1))
    case .key(.pageUp): panel = .licenses(first: max(0, first - 10))
    case .key(.pageDown), .character(" "): panel = .licenses(first: min(count - 1, first + 10))
    case .key(.home): panel = .licenses(first: 0)
    case .key(.end): panel = .licenses(first: count - 1)
    case .key(.enter), .key(.function(2)): panel = .settings(selected: PanelState.licensesRow)
    default: break
    }
  }

  /// A press while a panel is open: on a row of the settings or layout panel it selects that
  /// row (a press on the selected row acts on it, as Enter would); outside the panel, or on
  /// help and the licences, it closes the panel.
  mutating func panelPress(_ event: MouseEvent) {
    guard let open = panel else { return }
    let model = currentPanelModel()
    let row = model.flatMap { model in
      layout.flatMap { renderer.panelRow(model, layout: $0, column: event.column, row: event.row) }
    }
    let inside =
      model.flatMap { model in
        layout.map {
          renderer.panelContains(model, layout: $0, column: event.column, row: event.row)
        }
      } ?? false
    switch open {
    case .settings(let selected):
      guard let row else {
        if !inside { panel = nil }
        return
      }
      if row == selected {
        handleSettingsPanelKey(.key(.enter), selected: selected, confirming: false)
      } else {
        panel = .settings(selected: row)
      }
    case .confirmingReset(let selected):
      // Only a press on the row itself confirms; anywhere else cancels.
      let input: TerminalInput = row == selected ? .key(.enter) : .key(.escape)
      handleSettingsPanelKey(input, selected: selected, confirming: true)
    case .layouts(let selected):
      guard let row else {
        if !inside { panel = nil }
        return
      }
      if row == selected {
        handlePanelKey(.key(.enter))
      } else {
        panel = .layouts(selected: row)
      }
    case .help, .licenses, .messages:
      if !inside { panel = nil }
    }
  }

  /// The wheel over an open panel: three rows a notch.
  mutating func panelScroll(up: Bool) {
    let step = up ? -3 : 3
    switch panel {
    case .help(let first):
      panel = .help(first: min(max(0, first + step), KeyBindings.helpTable.count - 1))
    case .licenses(let first):
      let count = max(1, licenseLines.count)
      panel = .licenses(first: min(max(0, first + step), count - 1))
    case .messages(let first):
      panel = .messages(first: min(max(0, first + step), max(0, messageRows.count - 1)))
    case .settings(let selected):
      panel = .settings(
        selected: min(max(0, selected + step), PanelState.settingsRowCount - 1))
    case .layouts(let selected):
      panel = .layouts(selected: min(max(0, selected + step), max(0, layoutChoices.count - 1)))
    case .confirmingReset, nil:
      break
    }
  }

  /// What the selected row of the settings panel does, for the status line; nil for other
  /// panels.
  var panelDescription: String? {
    switch panel {
    case .settings(let selected):
      return PanelState.settingsDescription(
        selected: selected, confirmingReset: false, words: session.words)
    case .confirmingReset(let selected):
      return PanelState.settingsDescription(
        selected: selected, confirmingReset: true, words: session.words)
    default:
      return nil
    }
  }

  /// The open panel's model as drawn (for hit tests).
  func currentPanelModel() -> PanelModel? {
    guard let panel else { return nil }
    let overlay = panel.model(
      session: session, layouts: layoutChoices,
      licenses: licenseLines, messages: messageRows, inputModel: inputModel)
    switch overlay {
    case .help(let model), .settings(let model), .layoutPicker(let model), .message(let model):
      return model
    default:
      return nil
    }
  }
}
