import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

/// Keys while a panel is open: the panel has them all.
extension TerminalApp {
  mutating func handlePanelKey(_ input: TerminalInput) {
    guard let current = panel else { return }
    if input == .key(.escape) || input == .character("q") {
      if case .confirmingReset(let selected) = current {
        handleSettingsPanelKey(input, selected: selected, confirming: true)
      } else {
        panel = nil
      }
      return
    }
    switch current {
    case .help(let first):
      let count = KeyBindings.helpTable.count
      switch input {
      case .key(.up): panel = .help(first: max(0, first - 1))
      case .key(.down): panel = .help(first: min(count - 1, first + 1))
      case .key(.pageUp): panel = .help(first: max(0, first - 10))
      case .key(.pageDown): panel = .help(first: min(count - 1, first + 10))
      case .key(.function(1)), .character("?"), .key(.enter): panel = nil
      default: break
      }
    case .settings(let selected):
      handleSettingsPanelKey(input, selected: selected, confirming: false)
    case .confirmingReset(let selected):
      handleSettingsPanelKey(input, selected: selected, confirming: true)
    case .licenses(let first):
      handleLicensesKey(input, first: first)
    case .messages(let first):
      let count = max(1, messageRows.count)
      switch input {
      case .key(.up): panel = .messages(first: max(0, first - 1))
      case .key(.down): panel = .messages(first: min(count - 1, first + 1))
      case .key(.pageUp): panel = .messages(first: max(0, first - 10))
      case .key(.pageDown), .character(" "): panel = .messages(first: min(count - 1, first + 10))
      case .key(.home): panel = .messages(first: 0)
      case .key(.end): panel = .messages(first: count - 1)
      case .key(.control(5)), .key(.enter): panel = nil
      default: break
      }
    case .layouts(let selected):
      let count = layoutChoices.count
      switch input {
      case .key(.up): panel = .layouts(selected: max(0, selected - 1))
      case .key(.down): panel = .layouts(selected: min(max(0, count - 1), selected + 1))
      case .key(.enter):
        if layoutChoices.indices.contains(selected) {
          let choice = layoutChoices[selected]
          if session.send(.keyboard(choice.name), at: inputTime).accepted {
            show(session.words(PanelText.keyboardShown, ["title": choice.title]))
          }
        }
        panel = nil
      case .key(.function(3)): panel = nil
      default: break
      }
    }
  }

  /// Steps a setting and applies it at once: the keyboard re-lays out as it changes.
  mutating func changeSetting(_ key: SettingKey, forward: Bool) {
    let value = key.steppedValue(in: session.settings, forward: forward)
    let report = session.send(.setting(key, value), at: inputTime)
    if case .setting(let error)? = report.refusal {
      show(error.message)
    } else {
      log("set \(key.rawValue) \(value)")
    }
  }
}
