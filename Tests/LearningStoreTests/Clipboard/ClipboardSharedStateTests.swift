import Foundation
import KeyboardSession
import Testing

@testable import LearningStore

/// Two store connections on one file stand in for two processes — a running keyboard and the
/// container app (`sykb clipboard`): neither undoes the other, deletes stick, image files go
/// only with their rows, and a table over its limits is trimmed when opened.
@Suite("clipboard shared by processes")
struct ClipboardSharedStateTests {
  let directory: TemporaryDirectory
  /// The keyboard's connection.
  let keyboard: LearningStore
  /// The container app's connection.
  let app: LearningStore
  let pasteboard: Pasteboard

  init() throws {
    directory = try TemporaryDirectory()
    keyboard = try LearningStore(path: directory.file("learning.sqlite"))
    app = try LearningStore(path: directory.file("learning.sqlite"))
    pasteboard = Pasteboard(directory: directory.file("pasteboard"))
  }

  var allowed: KeyboardSettings {
    var settings = KeyboardSettings()
    settings.isClipboardHistoryEnabled = true
    settings.isFullAccessAllowed = true
    return settings
  }

  func time(_ seconds: Double) -> Date { Fixtures.now.addingTimeInterval(seconds) }

  /// What a store opened afresh (a later `sykb clipboard list`) finds.
  func reopened() throws -> ClipboardHistory {
    try LearningStore(path: directory.file("learning.sqlite")).clipboardHistory()
  }

  @Test("copy, list, add --pinned: the keyboard shows the pin, and its field copy keeps it")
  func pinSurvivesTheKeyboard() throws {
    var recorder = ClipboardRecorder()
    try pasteboard.copy(.text("one"))
    #expect(
      recorder.capture(pasteboard, into: keyboard, settings: allowed, at: time(1)) != .unchanged)
    #expect(try app.clipboardHistory().items.map(\.text) == ["one"])
    let version = try keyboard.dataVersion()
    #expect(try app.addPinnedClipboardText("pinned snippet", at: time(2)) != .pinnedLimitReached)
    // The keyboard sees that another process changed the store, and reads the pin.
    #expect(try keyboard.dataVersion() != version)
    #expect(try keyboard.clipboardHistory().pinned.map(\.text) == ["pinned snippet"])
    try pasteboard.copy(.text("Hello"))
    let copied = recorder.capture(pasteboard, into: keyboard, settings: allowed, at: time(3))
    guard case .recorded(.added) = copied else {
      Issue.record("the field copy gave \(copied)")
      return
    }
    let history = try reopened()
    #expect(history.pinned.map(\.text) == ["pinned snippet"])
    #expect(history.unpinned.map(\.text) == ["Hello", "one"])
  }

  @Test("15 pins added while the keyboard records a copy after each are all kept")
  func pinsWhileRecording() throws {
    var recorder = ClipboardRecorder()
    for index in 1...15 {
      #expect(try app.addPinnedClipboardText("pin \(index)", at: time(Double(index))) != .empty)
      try pasteboard.copy(.text("copy \(index)"))
      _ = recorder.capture(pasteboard, into: keyboard, settings: allowed, at: time(Double(index)))
    }
    let history = try reopened()
    #expect(Set(history.pinned.map(\.text)) == Set((1...15).map { "pin \($0)" }))
    #expect(history.unpinned.map(\.text) == (1...15).reversed().map { "copy \($0)" })
  }

  @Test("an item deleted by the app stays deleted: no keyboard records that copy again")
  func deleteSticks() throws {
    var recorder = ClipboardRecorder()
    try pasteboard.copy(.text("hunter2"))
    #expect(
      recorder.capture(pasteboard, into: keyboard, settings: allowed, at: time(1)) != .unchanged)
    let id = try #require(try app.clipboardHistory().unpinned.first?.id)
    #expect(try app.removeClipboardItems(ids: [id]) == 1)
    // The same keyboard looking again, a second keyboard, and the first one restarted.
    #expect(
      recorder.capture(pasteboard, into: keyboard, settings: allowed, at: time(2)) == .unchanged)
    var second = ClipboardRecorder()
    #expect(
      second.capture(pasteboard, into: app, settings: allowed, at: time(3))
        == .recorded(.alreadyRecorded))
    var restarted = ClipboardRecorder()
    #expect(
      restarted.capture(pasteboard, into: keyboard, settings: allowed, at: time(4))
        == .recorded(.alreadyRecorded))
    #expect(try reopened().items.isEmpty)
    // A new copy of the same text is a new change: recorded.
    try pasteboard.copy(.text("hunter2"))
    #expect(
      restarted.capture(pasteboard, into: keyboard, settings: allowed, at: time(5)) != .unchanged)
    #expect(try reopened().items.map(\.text) == ["hunter2"])
    // A pasteboard wiped and copied to again counts from 1: a new text at the count last
    // recorded is still a new change.
    try FileManager.default.removeItem(atPath: directory.file("pasteboard"))
    #expect(try pasteboard.copy(.text("unseen")) == 1)
    #expect(try pasteboard.copy(.text("wiped")) == 2)
    var fresh = ClipboardRecorder()
    #expect(fresh.capture(pasteboard, into: app, settings: allowed, at: time(6)) != .unchanged)
    #expect(try reopened().items.map(\.text) == ["wiped", "hunter2"])
  }

  @Test("an image's files go with its row, whichever process removes it")
  func imageFilesFollowRows() throws {
    let png = try ClipboardImageTests.image(32, 16)
    guard case .added(let id) = try app.addClipboardImage(png, at: time(1)) else {
      Issue.record("the image was not added")
      return
    }
    let image = try #require(try keyboard.clipboardHistory().items.first?.image)
    #expect(FileManager.default.fileExists(atPath: image.path))
    // The keyboard's copies push the image out of the recent list: its files go too.
    for index in 1...19 {
      _ = try keyboard.addClipboardText("글 \(index)", at: time(Double(1 + index)))
    }
    #expect(FileManager.default.fileExists(atPath: image.path))
    _ = try keyboard.addClipboardText("글 20", at: time(30))
    #expect(try reopened().items.allSatisfy { $0.id != id })
    #expect(!FileManager.default.fileExists(atPath: image.path))
    #expect(!FileManager.default.fileExists(atPath: image.thumbnailPath))
    // Added again and deleted by the other process: no file is left, none is missing.
    _ = try app.addClipboardImage(png, at: time(40))
    let again = try #require(try keyboard.clipboardHistory().unpinned.first)
    #expect(try keyboard.removeClipboardItems(ids: [again.id]) == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: app.imageDirectory).isEmpty)
  }

  @Test("an add whose files another process collected before its row commits writes them again")
  func addAfterCollection() throws {
    let png = try ClipboardImageTests.image(20, 20, seed: 9)
    _ = try app.addClipboardImage(png, at: time(1))
    let image = try #require(try app.clipboardHistory().items.first?.image)
    // The files vanish (a collection that ran while the row was not yet there)…
    try FileManager.default.removeItem(atPath: image.path)
    try FileManager.default.removeItem(atPath: image.thumbnailPath)
    // …and the same bytes copied again: the row moves and its files are back.
    #expect(try keyboard.addClipboardImage(png, at: time(2)) != .alreadyRecorded)
    #expect(try Data(contentsOf: URL(fileURLWithPath: image.path)) == Data(png))
    #expect(FileManager.default.fileExists(atPath: image.thumbnailPath))
  }

  @Test("files no row names and temporary files of dead processes are collected, live ones kept")
  func orphansAndTemporaryFiles() throws {
    let png = try ClipboardImageTests.image(16, 16)
    _ = try app.addClipboardImage(png, at: time(1))
    let images = app.imageDirectory
    let kept = try FileManager.default.contentsOfDirectory(atPath: images).sorted()
    let stray = ["0123456789abcdef-99.png", "0123456789abcdef-99.rgba"]
    let dead = ".x.png.tmp-99999999-7"
    let alive = ".y.png.tmp-\(getpid())-7"
    let old = ".z.png.tmp-\(getpid())-8"
    for name in stray + [dead, alive, old] {
      _ = FileManager.default.createFile(atPath: images + "/" + name, contents: Data([1, 2, 3]))
    }
    let hoursAgo = Date(timeIntervalSinceNow: -7200)
    try FileManager.default.setAttributes(
      [.modificationDate: hoursAgo], ofItemAtPath: images + "/" + old)
    let upkeep = try keyboard.prepareClipboard()
    #expect(upkeep.removedFiles == 4)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: images).sorted()
        == (kept + [alive]).sorted())
    // The pasteboard: a killed copy's temporary file goes, the current payload stays.
    try pasteboard.copy(.text("현재"))
    let board = directory.file("pasteboard")
    for name in [".3.png.tmp-99999999-1", ".state.tmp-\(getpid())-2"] {
      _ = FileManager.default.createFile(atPath: board + "/" + name, contents: Data([0]))
    }
    #expect(try pasteboard.removeLeftovers() == 1)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: board).sorted()
        == [".state.tmp-\(getpid())-2", "1.txt", "lock", "state"])
    #expect(try pasteboard.read()?.item == .text("현재"))
  }

  @Test("an image row whose file is gone is removed when the history is opened")
  func missingFileRemoved() throws {
    let png = try ClipboardImageTests.image(12, 12, seed: 3)
    _ = try app.addClipboardImage(png, at: time(1))
    _ = try app.addClipboardText("글", at: time(2))
    let image = try #require(try app.clipboardHistory().unpinned.last?.image)
    try FileManager.default.removeItem(atPath: image.path)
    let upkeep = try keyboard.prepareClipboard()
    #expect(upkeep.trimmedRows == 1)
    #expect(upkeep.removedFiles == 1)  // the thumbnail
    #expect(try reopened().items.map(\.text) == ["글"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: app.imageDirectory).isEmpty)
  }

  @Test("a table over its limits is trimmed when opened, in one pass, newest kept")
  func trimOnOpen() throws {
    let raw = try Database(path: directory.file("learning.sqlite"))
    try raw.execute("BEGIN")
    let insert = try raw.statement(
      "INSERT INTO clipboard (text, pinned, pinned_at, created_at, position) VALUES (?, ?, NULL, 0, ?)"
    )
    for index in 1...2_000 {
      try insert.run([.text("recent \(index)"), .integer(0), .integer(Int64(index))])
    }
    for index in 1...30 {
      try insert.run([
        .text("pinned \(index)"), .integer(index == 30 ? 7 : 1), .integer(Int64(5_000 + index)),
      ])
    }
    try insert.run([.text(String(repeating: "가", count: 10_001)), .integer(0), .integer(9_001)])
    try insert.run([.text(""), .integer(0), .integer(9_002)])
    try insert.run([
      .text(LearningStore.imageKey("feedfeedfeedfeed-1")), .integer(0), .integer(9_003),
    ])
    // 10,001 scalars but 5,000 characters (each a letter and a combining mark): within limits.
    let combining = String(repeating: "e\u{301}", count: 5_000) + "!"
    try insert.run([.text(combining), .integer(0), .integer(9_004)])
    try raw.execute("COMMIT")
    // Read within the limits even before the trim.
    let before = try app.clipboardHistory()
    #expect(before.pinned.count == 20)
    #expect(before.unpinned.count == 20)
    let upkeep = try app.prepareClipboard()
    #expect(upkeep.trimmedRows == 3 + 10 + (2_000 + 1 - 20))
    let count = try raw.statement("SELECT count(*) FROM clipboard").first { $0.int(0) }
    #expect(count == 40)
    let history = try reopened()
    #expect(history.pinned.map(\.text) == (11...30).reversed().map { "pinned \($0)" })
    #expect(history.unpinned.first?.text == combining)
    #expect(history.unpinned.last?.text == "recent 1982")
    #expect(try app.prepareClipboard() == .init())
  }
}
