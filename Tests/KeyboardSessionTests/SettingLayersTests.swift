import Hangul
import KeyboardLayouts
import KeyboardSession
import Testing

/// Defaults < the settings file < this run: a reload replaces only the file layer.
@Suite("setting layers: defaults, the file, this run")
struct SettingLayersTests {
  /// A run option and the file change another process makes while it is in force.
  struct Case: CustomTestStringConvertible, Sendable {
    var option: String
    var key: SettingKey
    var value: String
    var testDescription: String { "\(option) survives a reload" }
  }

  static let overrides: [Case] = [
    Case(option: "--keyboard dubeolsik", key: .hangulKeyboard, value: "dubeolsik"),
    Case(option: "--keyboard cheonjiin", key: .hangulKeyboard, value: "cheonjiin"),
    Case(option: "--height 200", key: .keyboardHeight, value: "200"),
    Case(option: "--one-handed right", key: .oneHandedMode, value: "right"),
    Case(option: "--one-handed left", key: .oneHandedMode, value: "left"),
    Case(option: "--number-row", key: .numberRow, value: "on"),
  ]

  /// File contents another process may write, from empty to one that names the option's key.
  static let files: [[SettingKey: String]] = [
    [:],
    [.periodShortcut: "off"],
    [.fullAccess: "on"],
    [.soundFeedback: "off", .periodShortcut: "off"],
    [
      .hangulKeyboard: "naratgeul", .keyboardHeight: "250", .oneHandedMode: "center",
      .numberRow: "off", .periodShortcut: "off",
    ],
  ]

  @Test(arguments: overrides)
  func overrideSurvivesEveryReload(_ override: Case) throws {
    var layers = SettingLayers(file: [.periodShortcut: "on"])
    try layers.setRun(override.key, to: override.value)
    for file in Self.files {
      layers.replaceFile(file)
      #expect(override.key.value(in: layers.settings) == override.value, "file \(file)")
      #expect(layers.source(of: override.key) == .run)
      // Everything else is what the file says, or the default.
      var expected = KeyboardSettings()
      for (key, value) in file { try key.apply(value, to: &expected) }
      try override.key.apply(override.value, to: &expected)
      #expect(layers.settings == expected, "file \(file)")
    }
  }

  @Test("all of F2's repro options at once survive a period-shortcut change")
  func everyOptionAtOnce() throws {
    var layers = SettingLayers(file: [:])
    for (key, value) in [
      (SettingKey.hangulKeyboard, "cheonjiin"), (.oneHandedMode, "right"),
      (.keyboardHeight, "200"), (.numberRow, "on"),
    ] {
      try layers.setRun(key, to: value)
    }
    layers.replaceFile([.soundFeedback: "off"])
    #expect(layers.settings.hangulLayout == .cheonjiin)
    #expect(layers.settings.oneHandedMode == .right)
    #expect(layers.settings.keyboardHeight == 200)
    #expect(layers.settings.showsNumberRow)
    #expect(!layers.settings.isSoundFeedbackEnabled)
  }

  @Test("where each value comes from: default, file, run")
  func sources() throws {
    var layers = SettingLayers(file: [.keyboardHeight: "250", .numberRow: "yes"])
    try layers.setRun(.keyboardHeight, to: "200")
    #expect(layers.source(of: .keyboardHeight) == .run)
    #expect(layers.source(of: .numberRow) == .file)
    #expect(layers.source(of: .soundFeedback) == .defaults)
    #expect(SettingLayers.Source.defaults.rawValue == "default")
    #expect(layers.settings.showsNumberRow)
    // A file value equal to the default is still the file's.
    layers.replaceFile([.soundFeedback: "on"])
    #expect(layers.source(of: .soundFeedback) == .file)
    #expect(layers.source(of: .numberRow) == .defaults)
  }

  @Test("a refused run value changes nothing; a refused file value is left out")
  func refusedValues() throws {
    var layers = SettingLayers(file: [.keyboardHeight: "999", .numberRow: "on"])
    #expect(layers.file == [.numberRow: "on"])
    #expect(layers.settings.keyboardHeight == 240)
    #expect(throws: SettingKey.InvalidValue.self) {
      try layers.setRun(.keyboardHeight, to: "10")
    }
    #expect(layers.run.isEmpty)
    #expect(layers.source(of: .keyboardHeight) == .defaults)
  }

  @Test("a change made in the keyboard beats the option, goes to the file, and the file wins again")
  func changeInTheKeyboard() throws {
    var layers = SettingLayers(file: [:])
    try layers.setRun(.keyboardHeight, to: "200")
    try layers.setRun(.hangulKeyboard, to: "dubeolsik")
    var changed = layers.settings
    changed.keyboardHeight = 210
    changed.isSoundFeedbackEnabled = false
    let changes = layers.takeChanges(changed)
    #expect(changes == [.keyboardHeight: "210", .soundFeedback: "off"])
    #expect(layers.settings == changed)
    #expect(layers.source(of: .keyboardHeight) == .run)
    // Until the file has it, a reload does not undo it.
    layers.replaceFile([.periodShortcut: "off"])
    #expect(layers.settings.keyboardHeight == 210)
    #expect(!layers.settings.isSoundFeedbackEnabled)
    layers.fileTook(changes)
    #expect(layers.source(of: .keyboardHeight) == .file)
    #expect(layers.source(of: .hangulKeyboard) == .run, "an untouched option stays")
    // Now the file decides the height, and --keyboard still holds.
    layers.replaceFile([.keyboardHeight: "260", .soundFeedback: "off"])
    #expect(layers.settings.keyboardHeight == 260)
    #expect(layers.settings.hangulLayout == .dubeolsik)
    #expect(layers.takeChanges(layers.settings).isEmpty, "nothing changed, nothing to write")
  }
}
