import KeyboardSession

/// Keys while a panel is open: the panel has them all.
extension TerminalApp {
  mutating func handlePanelKey(_ input: TerminalInput) {
    guard let current = panel else { return }
    if input == .key(.escape) || input == .character("q") {
      panel = nil
      return
    }
    switch current {
    case .help(let first):
      let count = KeyBindings.help.count
      switch input {
      case .key(.up): panel = .help(first: max(0, first - 1))
      case .key(.down): panel = .help(first: min(count - 1, first + 1))
      case .key(.pageUp): panel = .help(first: max(0, first - 10))
      case .key(.pageDown): panel = .help(first: min(count - 1, first + 10))
      case .key(.function(1)), .character("?"), .key(.enter): panel = nil
      default: break
      }
    case .settings(let selected):
      let keys = SettingKey.allCases
      // One row per setting, then "reset learned data".
      let rows = keys.count + 1
      switch input {
      case .key(.up): panel = .settings(selected: (selected + rows - 1) % rows)
      case .key(.down): panel = .settings(selected: (selected + 1) % rows)
      case .key(.pageUp): panel = .settings(selected: max(0, selected - 10))
      case .key(.pageDown): panel = .settings(selected: min(rows - 1, selected + 10))
      case .key(.enter) where selected == keys.count:
        session.resetLearnedData()
        show("학습 데이터를 초기화했습니다 (learned data reset)")
      case .key(.left) where selected < keys.count: changeSetting(keys[selected], forward: false)
      case .key(.right), .key(.enter), .character(" "):
        if selected < keys.count { changeSetting(keys[selected], forward: true) }
      case .key(.function(2)): panel = nil
      default: break
      }
    case .layouts(let selected):
      let count = layoutChoices.count
      switch input {
      case .key(.up): panel = .layouts(selected: (selected + count - 1) % max(1, count))
      case .key(.down): panel = .layouts(selected: (selected + 1) % max(1, count))
      case .key(.enter):
        if layoutChoices.indices.contains(selected) {
          let choice = layoutChoices[selected]
          if session.showKeyboard(named: choice.name) {
            show("키보드: \(choice.title)")
          }
        }
        panel = nil
      case .key(.function(3)): panel = nil
      default: break
      }
    case .clipboard:
      _ = pasteFromClipboardPanel(input)
      panel = nil
    }
  }

  /// Enter pastes the newest clipboard item, 1–9 the item on that row (§4.12: one undo
  /// unit, Hangul buffers reset); returns whether the key was one of those.
  mutating func pasteFromClipboardPanel(_ input: TerminalInput) -> Bool {
    var row: Int?
    if case .key(.enter) = input { row = 0 }
    if case .character(let scalar) = input, let digit = Int(String(scalar)), digit >= 1 {
      row = digit - 1
    }
    let items = Array(clipboard.reversed())
    guard let row, items.indices.contains(row) else { return false }
    session.paste(items[row], at: currentTime)
    return true
  }

  /// Steps a setting and applies it at once: the keyboard re-lays out as it changes.
  mutating func changeSetting(_ key: SettingKey, forward: Bool) {
    var settings = session.settings
    let value = SettingStepper.next(key, in: settings, forward: forward)
    do throws(SettingKey.InvalidValue) {
      try key.apply(value, to: &settings)
      session.updateSettings { $0 = settings }
      log("set \(key.rawValue) \(value)")
    } catch {
      show(error.message)
    }
  }
}
