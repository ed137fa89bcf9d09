import KeyboardSession
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// The settings panel (F2) lists the settings table's rows: its names, values and lines.
@Suite("settings panel (F2): the rows are the settings table's")
struct SettingsPanelRowsTests {
  @Test("F2's setting rows are the descriptors' names and defaults, then licences and reset")
  func rowsAreDescriptors() {
    let rows = PanelState.settingsRows(KeyboardSettings())
    let settings = SettingKey.descriptors.filter { $0.places.contains(.panel) }
    #expect(settings.count == SettingKey.allCases.count)
    #expect(
      Array(rows.prefix(settings.count))
        == settings.map { PanelRow($0.key.rawValue, value: $0.defaultValue) })
    #expect(rows.dropFirst(settings.count).map(\.text) == ["licenses", "reset-learned-data"])
    #expect(PanelState.settingsRowCount == rows.count)
    for (index, descriptor) in settings.enumerated() {
      #expect(
        PanelState.settingsDescription(selected: index, confirmingReset: false)
          == descriptor.summary)
    }
  }

  @Test("A changed setting shows its value in its row")
  func rowsShowValues() throws {
    var settings = KeyboardSettings()
    for descriptor in SettingKey.descriptors {
      try descriptor.key.apply(descriptor.example, to: &settings)
    }
    let rows = PanelState.settingsRows(settings)
    #expect(
      Array(rows.prefix(SettingKey.panelKeys.count).map(\.value))
        == SettingKey.descriptors.map(\.example))
  }
}
