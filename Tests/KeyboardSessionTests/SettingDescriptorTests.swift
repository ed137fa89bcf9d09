import Foundation
import KeyboardSession
import Localization
import TestSupport
import Testing

/// The settings table: one row per setting, and every reader of settings reads it.
@Suite("Setting descriptors: one row per setting")
struct SettingDescriptorTests {
  @Test("Every row is its own setting's, in the names' order, and every name is unique")
  func rowsMatchNames() {
    #expect(SettingKey.descriptors.map(\.key) == SettingKey.allCases)
    #expect(Set(SettingKey.allCases.map(\.rawValue)).count == SettingKey.allCases.count)
    let options = SettingKey.descriptors.compactMap { $0.runOption?.name }
    #expect(Set(options).count == options.count)
  }

  @Test(
    "Every row's default and example are accepted and read back as written",
    arguments: SettingKey.allCases)
  func roundTrip(_ key: SettingKey) throws {
    let descriptor = key.descriptor
    #expect(descriptor.defaultValue == key.value(in: KeyboardSettings()))
    #expect(!descriptor.summary.isEmpty)
    #expect(descriptor.example != descriptor.defaultValue)
    var settings = KeyboardSettings()
    try key.apply(descriptor.example, to: &settings)
    #expect(key.value(in: settings) == descriptor.example)
    #expect(settings != KeyboardSettings())
    try key.apply(descriptor.defaultValue, to: &settings)
    #expect(settings == KeyboardSettings())
  }

  struct Row: CustomTestStringConvertible, Sendable {
    var key: SettingKey
    var domain: SettingDomain
    var defaultValue: String
    var runOption: SettingDescriptor.RunOption?
    var testDescription: String { key.rawValue }
  }

  @Test(
    "Rows of each kind say what they take",
    arguments: [
      Row(key: .soundFeedback, domain: .toggle, defaultValue: "on"),
      Row(
        key: .keyboardHeight, domain: .number(190...290, step: 10, stepRequired: false),
        defaultValue: "240", runOption: .value("height")),
      Row(
        key: .longPressDuration, domain: .number(0.1...0.9, step: 0.05, stepRequired: true),
        defaultValue: "0.5"),
      Row(
        key: .oneHandedMode, domain: .choice(["left", "center", "right"]), defaultValue: "center",
        runOption: .value("one-handed")),
      Row(key: .numberRow, domain: .toggle, defaultValue: "off", runOption: .flag("number-row")),
      Row(
        key: .hangulKeyboard, domain: .choice(["naratgeul", "cheonjiin", "dubeolsik"]),
        defaultValue: "naratgeul", runOption: .chooser("keyboard")),
      Row(key: .replyModel, domain: .text, defaultValue: "none"),
    ])
  func kinds(_ row: Row) {
    let descriptor = row.key.descriptor
    #expect(descriptor.domain == row.domain)
    #expect(descriptor.defaultValue == row.defaultValue)
    #expect(descriptor.runOption == row.runOption)
    #expect(descriptor.places.contains(.panel))
  }

  @Test("The values in words come from the domain")
  func valuesText() {
    #expect(SettingKey.soundFeedback.descriptor.valuesText == "on, off")
    #expect(SettingKey.longPressAction.descriptor.valuesText == "repeat, number, disabled")
    #expect(SettingKey.keyboardHeight.descriptor.valuesText == "190–290")
    #expect(
      SettingKey.longPressDuration.descriptor.valuesText == "0.1–0.9, a multiple of 0.05")
    #expect(
      SettingKey.replyAPIKeyFile.descriptor.valuesText == "an absolute file path or none")
  }

  @Test("The Markdown table has a row per setting, from its descriptor, in either language")
  func markdown() {
    let english = SettingKey.markdownTable(Words(.english)).split(separator: "\n")
    let rows = english.filter { $0.hasPrefix("| `") }
    #expect(rows.count == SettingKey.allCases.count)
    #expect(english.first == "# Settings")
    #expect(
      rows.contains(
        "| `keyboard-height` | 190–290 | `240` | F2, `--height` | keyboard height (pt, 190–290) |"))
    let korean = SettingKey.markdownTable(Words(.korean)).split(separator: "\n")
    #expect(korean.first == "# 설정")
    #expect(korean.contains("| 설정 | 값 | 기본값 | 다른 설정 방법 | 하는 일 |"))
    #expect(
      korean.contains(
        "| `long-press-duration` | 0.1–0.9, 0.05 단위 | `0.5` | F2 | 길게 누르기 시간 (초, 0.1–0.9, 0.05 단위) |"
      ))
    #expect(korean.filter { $0.hasPrefix("| `") }.count == SettingKey.allCases.count)
  }

  @Test("docs/settings-table.md is the table the binary prints (scripts/settings-table.sh)")
  func docsTable() throws {
    let path = TestFixtures.repositoryRoot + "/docs/settings-table.md"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == SettingKey.markdownTable(Words(.english)), "run scripts/settings-table.sh")
  }
}
