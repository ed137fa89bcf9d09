import Foundation
import Gestures
import Hangul
import KeyboardSession
import Testing

@testable import LearningStore

@Suite("settings file: saving")
struct SettingsFileSavingTests {
  let directory: TemporaryDirectory
  var path: String { directory.file("settings.conf") }
  var file: SettingsFile { SettingsFile(path: path) }

  init() throws {
    directory = try TemporaryDirectory()
  }

  func text() throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  func write(_ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  func inode(_ path: String) throws -> Int? {
    (try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?
      .intValue
  }

  @Test("a new file gets the format header and only what differs from the defaults")
  func newFile() throws {
    let nested = SettingsFile(path: directory.file("sykb/settings.conf"))
    var settings = KeyboardSettings()
    settings.hangulLayout = .dubeolsik
    settings.keyboardHeight = 260
    try nested.save(settings)
    #expect(try nested.load() == settings)
    let lines = try String(contentsOfFile: nested.path, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(
      Array(lines.prefix(SettingsDocument.header.count)).map(String.init) == SettingsDocument.header
    )
    let entries = lines.dropFirst(SettingsDocument.header.count).filter { !$0.isEmpty }
    #expect(entries.map(String.init) == ["keyboard-height = 260", "hangul-keyboard = dubeolsik"])
    #expect(lines.last == "")
  }

  @Test("saving the defaults over no file creates none")
  func defaultsCreateNothing() throws {
    try file.save(KeyboardSettings())
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("saving changes values in place and keeps comments, order, spacing and spellings")
  func preservesUserText() throws {
    try write(
      """
      # 내 설정 — 손대지 마세요
      number-row   =   yes   # 숫자 줄
      \tlong-press-duration=0.3

      # 한글 자판
      hangul-keyboard = cheonjiin
      """)
    var settings = try file.load()
    settings.gestures.longPressDuration = 0.45
    settings.isSoundFeedbackEnabled = false
    settings.isClipboardHistoryEnabled = false
    try file.save(settings)
    #expect(
      try text() == """
        # 내 설정 — 손대지 마세요
        number-row   =   yes   # 숫자 줄
        \tlong-press-duration=0.45

        # 한글 자판
        hangul-keyboard = cheonjiin
        sound-feedback = off

        """)
    #expect(try file.load() == settings)
  }

  @Test("with the loaded settings given, a value the user edited meanwhile is kept")
  func changedFrom() throws {
    try write("undo-redo = on\nkeyboard-height = 240\n")
    let loaded = try file.load()
    try write("undo-redo = off\nkeyboard-height = 240\n")
    var changed = loaded
    changed.keyboardHeight = 200
    try file.save(changed, changedFrom: loaded)
    #expect(try text() == "undo-redo = off\nkeyboard-height = 200\n")
  }

  @Test("an empty file gets just the changed setting")
  func emptyFile() throws {
    try write("")
    var settings = KeyboardSettings()
    settings.isUndoRedoEnabled = false
    try file.save(settings)
    #expect(try text() == "undo-redo = off\n")
  }

  @Test("a file that does not load is never overwritten by a save")
  func badFileKept() throws {
    let bad = "# 손으로 고침\nlong-press-duration = 9\nsound-feedback = off\n"
    try write(bad)
    var settings = KeyboardSettings()
    settings.showsNumberRow = true
    #expect(throws: SettingsFileError.self) { try file.save(settings) }
    #expect(try text() == bad)
    #expect(try directory.contents() == ["settings.conf", "settings.conf.lock"])
  }

  @Test("a value the next load would refuse is not written")
  func invalidValueRefused() throws {
    var settings = KeyboardSettings()
    settings.gestures.longPressDuration = 1.5
    #expect(throws: SettingsFileError.self) { try file.save(settings) }
    #expect(try directory.contents().isEmpty)
  }

  @Test("the save replaces the file by rename: new inode, old permissions, no temp file left")
  func atomic() throws {
    try write("number-row = off\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    let before = try inode(path)
    var settings = KeyboardSettings()
    settings.showsNumberRow = true
    try file.save(settings)
    #expect(try inode(path) != before)
    #expect(try text() == "number-row = on\n")
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect((permissions as? NSNumber)?.intValue == 0o600)
    #expect(try directory.contents() == ["settings.conf", "settings.conf.lock"])
  }

  @Test("saving what the file already says does not rewrite it")
  func noOp() throws {
    try write("number-row = yes\n")
    let before = try inode(path)
    var settings = KeyboardSettings()
    settings.showsNumberRow = true
    try file.save(settings)
    #expect(try inode(path) == before)
    #expect(try text() == "number-row = yes\n")
  }

  @Test("a symlinked settings file (dotfiles) stays a symlink and its target is updated")
  func symlink() throws {
    let target = directory.file("dotfiles-settings.conf")
    try Data("# 공유\nnumber-row = off\n".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    var settings = KeyboardSettings()
    settings.showsNumberRow = true
    try file.save(settings)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == target)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "# 공유\nnumber-row = on\n")
  }
}
