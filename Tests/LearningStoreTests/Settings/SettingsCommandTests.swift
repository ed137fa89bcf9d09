import Foundation
import Gestures
import KeyboardSession
import Localization
import Testing

@testable import LearningStore

/// `sykb settings` underneath: a lenient load that reports every bad line, `set` and `reset`
/// that keep the user's comments and order, and an edited copy installed only when it is good.
@Suite("settings file: lenient load, set, reset, install")
struct SettingsCommandTests {
  let directory: TemporaryDirectory
  var path: String { directory.file("settings.conf") }
  var file: SettingsFile { SettingsFile(path: path) }

  init() throws {
    directory = try TemporaryDirectory()
  }

  func text() throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
  func write(_ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }

  @Test("every bad line is reported in order; the good lines and the defaults are used")
  func lenientLoad() throws {
    let content =
      "# 내 설정\nnumber-row = on\nfoo = 1\nkeyboard-height = 999\n"
      + "long-press-duration = 0.3\nnumber-row = off\nno equals here\n"
    try write(content)
    let load = file.loadReporting()
    var expected = KeyboardSettings()
    expected.showsNumberRow = true
    expected.gestures.longPressDuration = 0.3
    #expect(load.settings == expected)
    #expect(
      load.problems == [
        SettingsFileError(path: path, line: 3, problem: .unknownSetting("foo", suggestion: nil)),
        SettingsFileError(
          path: path, line: 4,
          problem: .invalidValue(SettingKey.keyboardHeight.refusal(of: "999"))),
        SettingsFileError(
          path: path, line: 6, problem: .duplicateSetting("number-row", firstLine: 2)),
        SettingsFileError(path: path, line: 7, problem: .malformedLine("no equals here")),
      ])
    #expect(try text() == content, "a lenient load never writes")
    // The strict load still refuses with the first problem.
    #expect(throws: load.problems[0]) { try file.load() }
  }

  @Test("a bad byte is reported on its own line and the other lines still count")
  func badBytes() throws {
    let bytes = Array("undo-redo = off\n# ".utf8) + [0xFF, 0x0A] + Array("number-row = on\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let load = file.loadReporting()
    #expect(load.settings.isUndoRedoEnabled == false)
    #expect(load.settings.showsNumberRow == true)
    #expect(
      load.problems == [SettingsFileError(path: path, line: 2, problem: .notUTF8(byteOffset: 18))])
  }

  @Test("no file loads the defaults with no problem; an unreadable path is one problem")
  func missingAndUnreadable() throws {
    #expect(file.loadReporting() == SettingsLoad(settings: KeyboardSettings(), problems: []))
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    let load = file.loadReporting()
    #expect(load.settings == KeyboardSettings())
    #expect(load.problems.count == 1)
    #expect(load.problems.first?.line == nil)
  }

  @Test("set changes the value in place, keeping comments, spacing and order")
  func setInPlace() throws {
    try write("# mine\nkeyboard-height   =  240   # 키보드\nnumber-row = yes\n")
    let settings = try file.set(.keyboardHeight, to: "200")
    #expect(settings.keyboardHeight == 200)
    #expect(try text() == "# mine\nkeyboard-height   =  200   # 키보드\nnumber-row = yes\n")
    try file.set(.bottomSpace, to: "on")
    #expect(
      try text()
        == "# mine\nkeyboard-height   =  200   # 키보드\nnumber-row = yes\nbottom-space = on\n")
  }

  @Test("set refuses a bad value with set's own message and leaves the file alone")
  func setRefused() throws {
    let content = "keyboard-height = 240\n"
    try write(content)
    let expected = SettingsFileError(
      path: path, line: nil, problem: .invalidValue(SettingKey.keyboardHeight.refusal(of: "999")))
    #expect(throws: expected) { try file.set(.keyboardHeight, to: "999") }
    #expect(try text() == content)
  }

  @Test("set refuses to rewrite a file with a bad line, naming the line")
  func setOnBadFile() throws {
    let content = "keyboard-height = 240\nfoo = 1\n"
    try write(content)
    #expect(throws: SettingsFileError.self) { try file.set(.numberRow, to: "on") }
    do {
      try file.set(.numberRow, to: "on")
    } catch {
      #expect(error.line == 2)
    }
    #expect(try text() == content)
  }

  @Test("set on a new file makes it owner-only in an owner-only directory")
  func privateFile() throws {
    let nested = SettingsFile(path: directory.file("config/sykb/settings.conf"))
    try nested.set(.keyboardHeight, to: "250")
    let attributes = try FileManager.default.attributesOfItem(atPath: nested.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let folder = try FileManager.default.attributesOfItem(atPath: directory.file("config/sykb"))
    #expect((folder[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    #expect(try nested.load().keyboardHeight == 250)
  }

  @Test("reset NAME removes its line (git config --unset); reset removes every line, comments kept")
  func reset() throws {
    try write("# mine\nkeyboard-height = 200 # low\nnumber-row = on\n")
    let settings = try file.reset([.keyboardHeight])
    #expect(settings.keyboardHeight == 240)
    #expect(try text() == "# mine\nnumber-row = on\n")
    try file.set(.keyboardHeight, to: "210")
    #expect(try text() == "# mine\nnumber-row = on\nkeyboard-height = 210\n")
    try file.reset()
    #expect(try text() == "# mine\n")
    #expect(try file.load() == KeyboardSettings())
    #expect(file.loadReporting().values.isEmpty)
  }

  @Test("reset with no file creates none")
  func resetWithoutFile() throws {
    try file.reset([.numberRow])
    try file.reset()
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("set writes only its own line, even at the default; nothing is added for the others")
  func setOnlyWhatWasSet() throws {
    try file.set(.periodShortcut, to: "off")
    let header = SettingsDocument.header.joined(separator: "\n") + "\n"
    #expect(try text() == header + "period-shortcut = off\n")
    try file.set(.soundFeedback, to: "on")
    #expect(try text() == header + "period-shortcut = off\nsound-feedback = on\n")
    // A save that changes something else keeps the line that equals the default.
    var settings = try file.load()
    settings.showsNumberRow = true
    try file.save(settings)
    #expect(
      try text() == header + "period-shortcut = off\nsound-feedback = on\nnumber-row = on\n")
    #expect(
      file.loadReporting().values
        == [.periodShortcut: "off", .soundFeedback: "on", .numberRow: "on"])
  }

  @Test("an edited copy is installed when good and refused with every bad line when not")
  func install() throws {
    let original = "keyboard-height = 240\n"
    try write(original)
    let bad = Array("keyboard-height = 999\nfoo = 1\n".utf8)
    #expect(throws: SettingsEditRefusal.self) { try file.install(bad) }
    do {
      try file.install(bad)
    } catch {
      #expect(error.problems.map(\.line) == [1, 2])
    }
    #expect(try text() == original)
    try file.install(Array("# edited\nkeyboard-height = 260\n".utf8))
    #expect(try text() == "# edited\nkeyboard-height = 260\n")
    #expect(try file.load().keyboardHeight == 260)
    let oversized = [UInt8](repeating: 0x23, count: SettingsFile.maximumBytes + 1)
    #expect(throws: SettingsEditRefusal.self) { try file.install(oversized) }
  }

  @Test("an edit is not installed over a change another process made meanwhile")
  func installOverChange() throws {
    try write("keyboard-height = 240\n")
    let original = try file.contents()
    try file.set(.numberRow, to: "on")
    let edited = Array("keyboard-height = 260\n".utf8)
    #expect(
      throws: SettingsEditRefusal(problems: [
        SettingsFileError(path: path, line: nil, problem: .changedMeanwhile)
      ])
    ) { try file.install(edited, over: original) }
    #expect(try text() == "keyboard-height = 240\nnumber-row = on\n")
    try file.install(edited, over: try file.contents())
    #expect(try text() == "keyboard-height = 260\n")
    // An edit of a file that did not exist yet, while another process created it.
    let fresh = SettingsFile(path: directory.file("fresh.conf"))
    try fresh.set(.bottomSpace, to: "on")
    #expect(throws: SettingsEditRefusal.self) { try fresh.install(edited, over: nil) }
  }

  @Test("names: a near miss is suggested, as in the file")
  func names() {
    #expect(SettingsFile.key(named: "keyboard-height") == .success(.keyboardHeight))
    #expect(
      SettingsFile.key(named: "long_press_duration")
        == .failure(
          SettingsNameError(name: "long_press_duration", suggestion: "long-press-duration")))
    guard case .failure(let refusal) = SettingsFile.key(named: "long_press_duration") else {
      Issue.record("long_press_duration was taken for a setting")
      return
    }
    #expect(
      refusal.message
        == "unknown setting \"long_press_duration\" — did you mean \"long-press-duration\"?")
    #expect(
      refusal.message(Words(.korean))
        == "알 수 없는 설정 \"long_press_duration\" — 혹시 \"long-press-duration\"인가요?")
  }

  @Test("every setting has its one-line description for F2 and settings list")
  func summaries() {
    let missing = SettingKey.allCases.filter { $0.summary.isEmpty }.map(\.rawValue)
    #expect(missing.isEmpty, "no description: \(missing)")
  }
}

/// How `sykb shortcuts` and `sykb learned` reach a running keyboard.
@Suite("store notices: the marker and the request file")
struct StoreNoticesTests {
  let directory: TemporaryDirectory
  var notices: StoreNotices { StoreNotices(dataDirectory: directory.path) }

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test("requests come back in order, once, and the file goes away")
  func requests() throws {
    #expect(!notices.hasPendingRequests)
    #expect(notices.takeRequests() == [])
    try notices.send(.forget("안녕", generation: 3))
    try notices.send(.reset(generation: 4))
    try notices.send(.forget("zebra", generation: nil))
    #expect(notices.hasPendingRequests)
    let attributes = try FileManager.default.attributesOfItem(atPath: notices.learnedRequestsPath)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(
      notices.takeRequests() == [
        .forget("안녕", generation: 3), .reset(generation: 4), .forget("zebra", generation: nil),
      ])
    #expect(!notices.hasPendingRequests)
    #expect(notices.takeRequests() == [])
    #expect(try directory.contents() == [])
  }

  @Test("the shortcuts marker is replaced atomically, owner-only")
  func marker() throws {
    try notices.shortcutsChanged()
    let first = try FileManager.default.attributesOfItem(atPath: notices.shortcutsMarkerPath)
    try notices.shortcutsChanged()
    let second = try FileManager.default.attributesOfItem(atPath: notices.shortcutsMarkerPath)
    #expect((second[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(first[.systemFileNumber] as? NSNumber != second[.systemFileNumber] as? NSNumber)
    #expect(try directory.contents() == [StoreNotices.shortcutsMarker])
  }
}
