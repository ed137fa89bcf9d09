import KeyboardSession
import Localization
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// The settings panel (F2) lists the settings table's rows: its names, values and lines.
@Suite("settings panel (F2): the rows are the settings table's")
struct SettingsPanelRowsTests {
  @Test(
    "F2's setting rows are the descriptors' names and defaults, then licences and reset",
    arguments: [Language.korean, .english])
  func rowsAreDescriptors(_ language: Language) {
    let words = Words(language)
    let rows = PanelState.settingsRows(KeyboardSettings(), words: words)
    let settings = SettingKey.descriptors.filter { $0.places.contains(.panel) }
    #expect(settings.count == SettingKey.allCases.count)
    // `on`, `off` and `none` are words of the interface's language; the rest as the file has
    // it.
    let shown =
      language == .korean ? ["on": "켬", "off": "끔", "none": "없음"] : [:]
    #expect(
      Array(rows.prefix(settings.count))
        == settings.map { descriptor in
          let value = descriptor.defaultValue
          return PanelRow(descriptor.key.rawValue, value: shown[value] ?? value)
        })
    #expect(rows.dropFirst(settings.count).map(\.text) == ["licenses", "reset-learned-data"])
    #expect(
      rows.dropFirst(settings.count).map(\.value)
        == (language == .korean ? ["보기", "초기화"] : ["view", "reset"]))
    #expect(PanelState.settingsRowCount == rows.count)
    for (index, descriptor) in settings.enumerated() {
      #expect(
        PanelState.settingsDescription(selected: index, confirmingReset: false, words: words)
          == descriptor.summary(words))
    }
  }

  @Test("A changed setting shows its value in its row")
  func rowsShowValues() throws {
    var settings = KeyboardSettings()
    for descriptor in SettingKey.descriptors {
      try descriptor.key.apply(descriptor.example, to: &settings)
    }
    let rows = PanelState.settingsRows(settings, words: Words(.english))
    #expect(
      Array(rows.prefix(SettingKey.panelKeys.count).map(\.value))
        == SettingKey.descriptors.map(\.example))
  }
}
