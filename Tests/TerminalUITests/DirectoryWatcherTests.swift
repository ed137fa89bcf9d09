import Foundation
import TestSupport
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// The watcher that lets a running keyboard see `sykb settings set` (and the store's markers)
/// from another process: which kind changed, through inotify or by polling.
@Suite("DirectoryWatcher: what another process changed", .serialized)
struct DirectoryWatcherTests {
  let directory: String
  let other: String

  init() throws {
    directory = NSTemporaryDirectory() + "sykb-watch-\(getpid())-\(UUID().uuidString)"
    other = directory + "/data"
    try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
  }

  var files: [WatchedFile] {
    [
      WatchedFile(directory: directory, name: "settings.conf", change: .settings),
      WatchedFile(directory: other, name: "shortcuts.changed", change: .shortcuts),
      WatchedFile(directory: other, name: "learned.requests", change: .learnedData),
    ]
  }

  /// Writes like every atomic save: a temporary file renamed over the name.
  func replace(_ path: String, with text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// Appends and closes, as `StoreNotices.send` does.
  func append(_ path: String, _ text: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    #expect(fd >= 0)
    _ = text.withCString { write(fd, $0, strlen($0)) }
    close(fd)
  }

  @Test("inotify: a rename over settings.conf is .settings, once; other names are ignored")
  func inotify() throws {
    let watcher = DirectoryWatcher(watching: files)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(watcher.descriptor != nil)
    #expect(!watcher.isPolling)
    #expect(watcher.takeChanges(now: 0) == [])
    try replace(directory + "/settings.conf", with: "keyboard-height = 200\n")
    try replace(directory + "/settings.conf", with: "keyboard-height = 210\n")
    try replace(directory + "/settings.conf.edit-123456", with: "not watched\n")
    try replace(other + "/learning.sqlite-wal", with: "not watched\n")
    #expect(watcher.hasChanges(now: 0))
    #expect(watcher.takeChanges(now: 0) == [.settings])
    #expect(watcher.takeChanges(now: 0) == [])
    try replace(other + "/shortcuts.changed", with: "1\n")
    try append(other + "/learned.requests", "reset\n")
    #expect(watcher.takeChanges(now: 0) == [.shortcuts, .learnedData])
  }

  @Test("polling: a change is seen at the next poll, at most once per interval")
  func polling() throws {
    let watcher = DirectoryWatcher(watching: files, mode: .polling, pollInterval: 1)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(watcher.descriptor == nil)
    #expect(watcher.isPolling)
    #expect(watcher.takeChanges(now: 10) == [])
    try replace(directory + "/settings.conf", with: "keyboard-height = 200\n")
    #expect(watcher.takeChanges(now: 10.5) == [], "not polled again within the interval")
    #expect(watcher.takeChanges(now: 11) == [.settings])
    #expect(watcher.takeChanges(now: 12) == [])
    try FileManager.default.removeItem(atPath: directory + "/settings.conf")
    #expect(watcher.takeChanges(now: 13) == [.settings], "a deleted file is a change too")
  }

  @Test("a directory that does not exist is polled until it does")
  func missingDirectory() throws {
    let missing = directory + "/later"
    let watcher = DirectoryWatcher(watching: [
      WatchedFile(directory: missing, name: "settings.conf", change: .settings)
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(watcher.isPolling)
    try FileManager.default.createDirectory(atPath: missing, withIntermediateDirectories: true)
    try replace(missing + "/settings.conf", with: "number-row = on\n")
    #expect(watcher.takeChanges(now: 5) == [.settings])
  }

  @Test("the event loop returns .externalChange while it waits on a terminal descriptor")
  func eventLoopWithDescriptor() throws {
    var pair: [Int32] = [0, 0]
    #expect(pipe(&pair) == 0)
    defer {
      close(pair[0])
      close(pair[1])
      try? FileManager.default.removeItem(atPath: directory)
    }
    // The loop's own wakes (maximumWait) and its deadline are the safety timeout: only the
    // watcher's descriptor can end the wait before that.
    let reading = DispatchSemaphore(value: 0)
    var loop = EventLoop(
      source: PipeInput(descriptor: pair[0], reading: reading), codes: .ncurses,
      maximumWait: Patience.seconds, clock: { Date().timeIntervalSince1970 })
    loop.watcher = DirectoryWatcher(watching: files)
    let path = directory + "/settings.conf"
    // The change is made once the loop has looked at its input (and found the watcher
    // quiet), on its way into the wait on both descriptors.
    let writer = Thread {
      reading.wait()
      try? Data("keyboard-height = 200\n".utf8).write(
        to: URL(fileURLWithPath: path), options: .atomic)
    }
    writer.start()
    #expect(loop.next(until: Date().timeIntervalSince1970 + Patience.seconds) == .externalChange)
    #expect(loop.watcher?.takeChanges(now: 0) == [.settings])
    // Input still comes through with the watcher in the wait.
    _ = "q".withCString { write(pair[1], $0, 1) }
    #expect(
      loop.next(until: Date().timeIntervalSince1970 + Patience.seconds) == .input(.character("q")))
  }

  @Test("without a descriptor (polling) the loop still wakes for a change within a second")
  func eventLoopPolling() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let clock = ManualClock()
    var loop = EventLoop(
      source: ScriptedInput(script: [], clock: clock), codes: .ncurses, maximumWait: 0.25,
      clock: clock.read)
    loop.watcher = DirectoryWatcher(watching: files, mode: .polling, pollInterval: 1)
    #expect(loop.next(until: 0.6) == .deadline)
    try replace(directory + "/settings.conf", with: "keyboard-height = 200\n")
    #expect(loop.next(until: 10) == .externalChange)
    #expect(clock.read() <= 1.6, "found at the first poll after the change")
  }
}

/// A pipe as the terminal: reads wait with poll(2), one byte a reading; each read signals
/// `reading`, when there is one.
private struct PipeInput: InputSource {
  var descriptor: Int32
  var reading: DispatchSemaphore? = nil

  mutating func read(timeoutMilliseconds: Int32) -> RawInput? {
    reading?.signal()
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&request, 1, timeoutMilliseconds) > 0 else { return nil }
    var byte: UInt8 = 0
    guard Glibc.read(descriptor, &byte, 1) == 1 else { return nil }
    return .character(UInt32(byte))
  }

  var pendingSignal: Int32? { nil }
  var pollDescriptor: Int32? { descriptor }
}
