import Foundation
import KeyboardSession
import Testing

@testable import LearningStore

/// Files are what they claim, and writers take turns: a FIFO, a device or a directory at
/// `settings.conf` is refused without blocking, a save never renames over a device node, and
/// concurrent read-modify-writes under the lock lose nothing.
@Suite("settings file: odd files and concurrent writers")
struct SettingsFileSafetyTests {
  let directory: TemporaryDirectory
  var path: String { directory.file("settings.conf") }
  var file: SettingsFile { SettingsFile(path: path) }

  init() throws {
    directory = try TemporaryDirectory()
  }

  func fileType(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  /// A FIFO (opened without blocking: a regression would hang here, not fail), a directory.
  enum Odd: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case fifo, directory
    var testDescription: String { "a \(rawValue) at settings.conf" }
  }

  func make(_ odd: Odd) throws {
    switch odd {
    case .fifo: #expect(mkfifo(path, 0o600) == 0)
    case .directory:
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }
  }

  @Test(arguments: Odd.allCases)
  func oddFileRefused(_ odd: Odd) throws {
    try make(odd)
    let type = fileType(path)
    let load = file.loadReporting()
    #expect(load.isUnreadable)
    #expect(
      load.problems == [
        SettingsFileError(path: path, line: nil, problem: .unreadable(.notARegularFile(path: path)))
      ])
    #expect(
      load.problems.first?.description.contains("settings.conf is not a regular file") == true)
    #expect(throws: SettingsFileError.self) { try file.set(.numberRow, to: "on") }
    #expect(throws: SettingsFileError.self) { try file.reset() }
    #expect(throws: SettingsEditRefusal.self) { try file.install(Array("number-row = on\n".utf8)) }
    #expect(throws: SettingsFileError.self) { _ = try file.contents() }
    #expect(fileType(path) == type, "still the same node")
  }

  /// The device settings.conf links to: `/dev/null` for a user, who may not replace it; for
  /// root, who may, a node of its own (the same device, 1:3), so that a regression renames over
  /// that copy and never over the system's `/dev/null`. Nil when root cannot make one.
  func nullDevice() -> String? {
    guard geteuid() == 0 else { return "/dev/null" }
    let device = directory.file("null-device")
    return mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 ? device : nil
  }

  @Test("settings.conf → a device (/dev/null): refused, the link and the device stay")
  func deviceSymlink() throws {
    guard let device = nullDevice() else { return }
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: device)
    let before = try FileManager.default.attributesOfItem(atPath: device)
    #expect(file.loadReporting().isUnreadable)
    do {
      try file.set(.numberRow, to: "on")
      Issue.record("a write through a symlink to a device was accepted")
    } catch {
      #expect(error.path == path)
      #expect(error.description.contains("not a regular file"))
    }
    #expect(throws: SettingsEditRefusal.self) { try file.install(Array("number-row = on\n".utf8)) }
    #expect(throws: StoreError.notARegularFile(path: path)) {
      try FileSystem.writeAtomically(Array("x".utf8), to: path)
    }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == device)
    #expect(fileType(device) == S_IFCHR)
    let after = try FileManager.default.attributesOfItem(atPath: device)
    #expect(after[.posixPermissions] as? NSNumber == before[.posixPermissions] as? NSNumber)
    #expect(try file.makePrivate() == nil, "a device is never chmod-ed")
    // Nothing but the lock file was left beside it.
    let names = try directory.contents().filter { $0 != "null-device" }
    #expect(names == ["settings.conf", "settings.conf.lock"])
  }

  @Test("readFile reads regular files and symlinks to them; refuses devices and FIFOs")
  func readFileKinds() throws {
    let regular = directory.file("plain")
    try Data("abc".utf8).write(to: URL(fileURLWithPath: regular))
    let link = directory.file("link")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: regular)
    #expect(try FileSystem.readFile(regular, limit: 10) == Array("abc".utf8))
    #expect(try FileSystem.readFile(link, limit: 10) == Array("abc".utf8))
    #expect(try FileSystem.readFile(directory.file("missing"), limit: 10) == nil)
    for device in ["/dev/zero", "/dev/null"] {
      #expect(throws: StoreError.notARegularFile(path: device)) {
        try FileSystem.readFile(device, limit: 10)
      }
    }
    let fifo = directory.file("fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: StoreError.notARegularFile(path: fifo)) {
      try FileSystem.readFile(fifo, limit: 10)
    }
    #expect(throws: StoreError.notARegularFile(path: fifo)) {
      try FileSystem.readPrefix(fifo, count: 4)
    }
  }

  @Test("the lock file is owner-only and stays beside the settings file")
  func lockFile() throws {
    try file.set(.numberRow, to: "on")
    let attributes = try FileManager.default.attributesOfItem(atPath: file.lockPath)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(file.lockPath == path + ".lock")
  }

  @Test("ten writers at once, each its own setting: all ten are in the file", arguments: 0..<3)
  func concurrentWriters(round: Int) async throws {
    let changes: [(SettingKey, String)] = [
      (.soundFeedback, "off"), (.hapticFeedback, "off"), (.longPressAction, "number"),
      (.longPressDuration, "0.3"), (.keyboardHeight, "200"), (.numberRow, "on"),
      (.bottomSpace, "on"), (.periodShortcut, "off"), (.hangulKeyboard, "dubeolsik"),
      (.oneHandedMode, "left"),
    ]
    let target = file
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (key, value) in changes {
        group.addTask { try target.set(key, to: value) }
      }
      try await group.waitForAll()
    }
    let values = file.loadReporting().values
    for (key, value) in changes {
      #expect(values[key] == value, "round \(round): \(key.rawValue) lost")
    }
    #expect(values.count == changes.count)
  }
}
