import Foundation
import KeyboardSession
import Testing

@testable import LearningStore

/// What sykb keeps is the user's: owner-only files (0600) and directories (0700), whatever the
/// umask or the directory's mode, and existing files made private at opening, with a notice.
@Suite("owner-only files", .serialized)
struct PrivateFileTests {
  let directory: TemporaryDirectory
  var path: String { directory.file("learning.sqlite") }

  init() throws {
    directory = try TemporaryDirectory()
  }

  func mode(_ path: String) throws -> Int {
    let value = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    return (value as? NSNumber)?.intValue ?? -1
  }

  func setMode(_ mode: Int, _ path: String) throws {
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
  }

  @Test("a new store in a 0755 directory has a 0600 file, -wal and -shm under umask 022")
  func newStoreIsPrivate() throws {
    try setMode(0o755, directory.path)
    let old = umask(0o022)
    defer { umask(old) }
    let store = try LearningStore(path: path)
    try store.replaceNgrams(Fixtures.generation(1, count: 100))
    #expect(FileManager.default.fileExists(atPath: path + "-wal"))
    for suffix in ["", "-wal", "-shm"] {
      #expect(try mode(path + suffix) == 0o600, "learning.sqlite\(suffix)")
    }
    let lock = try #require(try WriterLock.acquire(forStoreAt: path))
    #expect(try mode(path + ".lock") == 0o600)
    withExtendedLifetime(lock) {}
  }

  @Test("opening makes an existing 0644 store, its -wal, -shm and lock owner-only, in one notice")
  func existingFilesRepaired() throws {
    // A keyboard still has the store open, so its -wal and -shm exist; an older sykb (or
    // another program) left everything readable by everyone.
    let running = try LearningStore(path: path)
    try running.addLearnedWord("비밀")
    _ = try WriterLock.acquire(forStoreAt: path)
    for suffix in ["", "-wal", "-shm", ".lock"] { try setMode(0o644, path + suffix) }
    defer { withExtendedLifetime(running) {} }
    let opening = try LearningStore.open(at: path, clock: Fixtures.clock)
    let repairs = ["", "-wal", "-shm", ".lock"].map {
      PermissionRepair(path: path + $0, oldMode: 0o644, newMode: 0o600)
    }
    #expect(opening.warnings == [.madePrivate(repairs)])
    #expect(
      opening.warnings.first?.description
        == "made private (owner-only): learning.sqlite 0644 → 0600, learning.sqlite-wal 0644 → "
        + "0600, learning.sqlite-shm 0644 → 0600, learning.sqlite.lock 0644 → 0600")
    for suffix in ["", "-wal", "-shm", ".lock"] {
      #expect(try mode(path + suffix) == 0o600)
    }
    #expect(try opening.store.learnedWords() == ["비밀"])
    // New files after a repair are private too: SQLite gives them the store's mode.
    try opening.store.addLearnedWord("또")
    // Once private, nothing more is said.
    #expect(try LearningStore.open(at: path, clock: Fixtures.clock).warnings == [])
  }

  @Test("createDirectories makes an existing 0755 sykb directory 0700 and says so")
  func directoriesRepaired() throws {
    let paths = try StorePaths(environment: ["HOME": directory.path])
    try FileManager.default.createDirectory(
      atPath: paths.dataDirectory, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o755])
    try setMode(0o755, directory.path + "/.local")
    let repairs = try paths.createDirectories()
    #expect(
      repairs == [PermissionRepair(path: paths.dataDirectory, oldMode: 0o755, newMode: 0o700)])
    #expect(try mode(paths.dataDirectory) == 0o700)
    #expect(try mode(paths.configDirectory) == 0o700)
    // The user's own parent directories are left alone.
    #expect(try mode(directory.path + "/.local") == 0o755)
    #expect(try paths.createDirectories() == [])
  }

  @Test("settings are saved owner-only: a new file is 0600, a 0644 one becomes 0600")
  func settingsFile() throws {
    let settingsPath = directory.file("settings.conf")
    let old = umask(0o022)
    defer { umask(old) }
    let file = SettingsFile(path: settingsPath)
    var settings = try file.load()
    settings.showsNumberRow = true
    try file.save(settings)
    #expect(try mode(settingsPath) == 0o600)

    try setMode(0o644, settingsPath)
    #expect(
      try file.makePrivate()
        == PermissionRepair(path: settingsPath, oldMode: 0o644, newMode: 0o600))
    try setMode(0o644, settingsPath)
    settings.showsNumberRow = false
    try file.save(settings)
    #expect(try mode(settingsPath) == 0o600)
  }

  @Test("a write-protected settings file is not replaced")
  func readOnlySettings() throws {
    let settingsPath = directory.file("settings.conf")
    try Data("number-row = on\n".utf8).write(to: URL(fileURLWithPath: settingsPath))
    try setMode(0o444, settingsPath)
    var settings = try SettingsFile(path: settingsPath).load()
    settings.showsNumberRow = false
    #expect(throws: SettingsFileError.self) { try SettingsFile(path: settingsPath).save(settings) }
    #expect(try String(contentsOfFile: settingsPath, encoding: .utf8) == "number-row = on\n")
  }
}
