import KeyboardLayouts
import Synchronization
import TestSupport
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// A reload of settings.conf while a keyboard runs with options: the host answers with the
/// run's `SettingLayers` recomputed over the new file (as `sykb run` does), and nothing but
/// what the file changed changes — not the keyboard, the screen shape or the field.
@Suite("settings reload keeps every option of the run")
struct SettingsReloadTests {
  /// One run's options: the keyboard it opens, its setting overrides, the screen, the field.
  struct Run: CustomTestStringConvertible, Sendable {
    var options: String
    var keyboard: String
    var overrides: [SettingKey: String] = [:]
    var landscape = false
    var field: [String: String] = [:]
    var extensionShown: KeyboardState.Extension
    var primary: KeyboardState.Primary
    var testDescription: String { "sykb \(options)" }
  }

  static let runs: [Run] = [
    Run(
      options: "--keyboard dubeolsik", keyboard: "dubeolsik",
      overrides: [.hangulKeyboard: "dubeolsik"], extensionShown: .hangul, primary: .dubeolsik),
    Run(
      options: "--keyboard cheonjiin --one-handed right --height 200 --number-row",
      keyboard: "cheonjiin",
      overrides: [
        .hangulKeyboard: "cheonjiin", .oneHandedMode: "right", .keyboardHeight: "200",
        .numberRow: "on",
      ], extensionShown: .hangul, primary: .cheonjiin),
    Run(
      options: "--keyboard qwerty", keyboard: "qwerty", extensionShown: .english, primary: .qwerty),
    Run(
      options: "--keyboard unified", keyboard: "unified", extensionShown: .unified,
      primary: .naratgeul),
    Run(
      options: "--keyboard qwerty --landscape", keyboard: "qwerty", landscape: true,
      extensionShown: .english, primary: .qwerty),
    Run(
      options: "--keyboard dubeolsik --field return-key=done --field autocorrection=no",
      keyboard: "dubeolsik", overrides: [.hangulKeyboard: "dubeolsik"],
      field: ["return-key": "done", "autocorrection": "no"], extensionShown: .hangul,
      primary: .dubeolsik),
  ]

  /// The host's half, as `LiveSettings` wires it: the run's layers over the file's values.
  final class Host: Sendable {
    let layers: Mutex<SettingLayers>
    let file: Mutex<[SettingKey: String]>

    init(file: [SettingKey: String], run: [SettingKey: String]) {
      self.layers = Mutex(SettingLayers(file: file, run: run))
      self.file = Mutex(file)
    }

    /// What the session starts with beyond the layers (the keyboard it opened) is the run's.
    func started(_ session: KeyboardSession) {
      _ = layers.withLock { $0.takeChanges(session.settings) }
    }

    func saved(_ settings: KeyboardSettings) {
      let changes = layers.withLock { $0.takeChanges(settings) }
      file.withLock { $0.merge(changes) { $1 } }
      layers.withLock { $0.fileTook(changes) }
    }

    func reload() -> ExternalUpdate {
      let values = file.withLock { $0 }
      return ExternalUpdate(
        settings: layers.withLock { layers in
          layers.replaceFile(values)
          return layers.settings
        })
    }
  }

  @Test(arguments: runs)
  func reloadKeepsTheRun(_ run: Run) throws {
    let host = Host(
      file: [.keyboardHeight: "260", .hangulKeyboard: "naratgeul"], run: run.overrides)
    var session = TestFixtures.session(run.keyboard, settings: host.layers.withLock { $0.settings })
    if run.landscape {
      session.send(
        .metrics(
          ScreenMetrics(width: GeometryOptions.defaultLandscapeWidth, orientation: .landscape)),
        at: session.now)
    }
    try FieldChange.apply(
      to: &session,
      run.field.sorted { $0.key < $1.key }.map { FieldAssignment(key: $0.key, value: $0.value) })
    host.started(session)
    var configuration = AppConfiguration(settingsChanged: { host.saved($0) })
    configuration.externalChanges = { _ in host.reload() }
    var app = TerminalApp(session: session, configuration: configuration)
    let keyboard = app.session.keyboard
    let metrics = app.session.metrics
    let traits = app.session.traits
    #expect(keyboard.extension == run.extensionShown)
    #expect(keyboard.primary == run.primary)

    // Another process: `sykb settings set period-shortcut off`, then full-access on.
    for (key, value) in [(SettingKey.periodShortcut, "off"), (.fullAccess, "on")] {
      host.file.withLock { $0[key] = value }
      app.applyExternalChanges([.settings])
      #expect(key.value(in: app.session.settings) == value)
      #expect(app.session.keyboard == keyboard)
      #expect(app.session.metrics == metrics)
      #expect(app.session.traits == traits)
      for (key, value) in run.overrides {
        #expect(key.value(in: app.session.settings) == value, "\(key.rawValue)")
      }
    }
    // An F2 change is written, and the reload its write causes changes nothing else.
    app.changeSetting(.soundFeedback, forward: true)
    app.persistChanges()
    #expect(host.file.withLock { $0[.soundFeedback] } == "off")
    app.applyExternalChanges([.settings])
    #expect(!app.session.settings.isSoundFeedbackEnabled)
    #expect(app.session.keyboard == keyboard)
    for (key, value) in run.overrides {
      #expect(key.value(in: app.session.settings) == value, "\(key.rawValue)")
    }
    #expect(host.file.withLock { $0[.hangulKeyboard] } == "naratgeul", "options never written")
    #expect(host.file.withLock { $0[.keyboardHeight] } == "260")
    #expect(
      host.file.withLock { $0.keys.sorted { $0.rawValue < $1.rawValue } } == [
        .fullAccess, .hangulKeyboard, .keyboardHeight, .periodShortcut, .soundFeedback,
      ])
  }

  @Test("a change made in F2 and not yet handed over is saved before a reload, not undone")
  func pendingChangeBeforeReload() {
    let host = Host(file: [:], run: [.keyboardHeight: "200"])
    let session = TestFixtures.session("dubeolsik", settings: host.layers.withLock { $0.settings })
    host.started(session)
    var configuration = AppConfiguration(settingsChanged: { host.saved($0) })
    configuration.externalChanges = { _ in host.reload() }
    var app = TerminalApp(session: session, configuration: configuration)
    app.changeSetting(.numberRow, forward: true)
    host.file.withLock { $0[.periodShortcut] = "off" }
    app.applyExternalChanges([.settings])
    #expect(app.session.settings.showsNumberRow)
    #expect(!app.session.settings.isPeriodShortcutEnabled)
    #expect(app.session.settings.keyboardHeight == 200)
    #expect(host.file.withLock { $0 } == [.numberRow: "on", .periodShortcut: "off"])
  }
}
