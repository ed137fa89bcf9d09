import KeyboardSession
import LearningStore
import SykbHost
import Testing

@Suite("LiveSettings: a running keyboard's settings in layers over the shared file")
struct LiveSettingsTests {
  @Test("another process's change is read in without undoing this run's option")
  func reloadKeepsOption() throws {
    let scratch = Scratch()
    let file = SettingsFile(path: scratch.path + "/settings.conf")
    var layers = SettingLayers()
    try layers.setRun(.keyboardHeight, to: "200")
    let live = LiveSettings(file: file, layers: layers, session: layers.settings)
    // Another `sykb settings set` writes two settings.
    _ = try file.write([.keyboardHeight: "250", .periodShortcut: "off"])
    let (settings, problems) = live.reload()
    #expect(problems.isEmpty)
    #expect(settings.keyboardHeight == 200)
    #expect(settings.isPeriodShortcutEnabled == false)
    #expect(live.current.source(of: .keyboardHeight) == .run)
    #expect(live.current.source(of: .periodShortcut) == .file)
  }

  @Test("a save writes only what changed, never the run's options")
  func saveWritesOnlyChanges() throws {
    let scratch = Scratch()
    let file = SettingsFile(path: scratch.path + "/settings.conf")
    var layers = SettingLayers()
    try layers.setRun(.keyboardHeight, to: "200")
    let live = LiveSettings(file: file, layers: layers, session: layers.settings)
    var changed = live.current.settings
    changed.isPeriodShortcutEnabled = false
    #expect(live.save(changed) == nil)
    let text = try #require(scratch.read("settings.conf"))
    #expect(text.contains("period-shortcut = off"))
    #expect(!text.contains("keyboard-height"))
    #expect(live.current.source(of: .periodShortcut) == .file)
  }

  @Test("a file that cannot be written keeps the change for this run and says why")
  func saveFailure() throws {
    let scratch = Scratch()
    // The file's folder is a regular file: nothing can be written under it.
    let blocker = scratch.write("blocker", "")
    let file = SettingsFile(path: blocker + "/settings.conf")
    let live = LiveSettings(file: file, layers: SettingLayers(), session: KeyboardSettings())
    var changed = KeyboardSettings()
    changed.isPeriodShortcutEnabled = false
    let problem = try #require(live.save(changed))
    #expect(problem.hasPrefix("settings not saved: "))
    #expect(live.reload().settings.isPeriodShortcutEnabled == false)
  }

  @Test("a summary names the first problem by file name and counts the rest")
  func summary() {
    let problems = [
      SettingsFileError(
        path: "/home/u/.config/sykb/settings.conf", line: 3, problem: .missingName),
      SettingsFileError(
        path: "/home/u/.config/sykb/settings.conf", line: 7, problem: .malformedLine("x")),
    ]
    let line = LiveSettings.summary(problems)
    #expect(line?.hasPrefix("settings.conf:3: a setting name is missing") == true)
    #expect(line?.hasSuffix("(+1 more)") == true)
    #expect(LiveSettings.summary([]) == nil)
  }
}
