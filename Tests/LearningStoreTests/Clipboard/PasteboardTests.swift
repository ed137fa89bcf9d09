import Foundation
import KeyboardSession
import Testing

@testable import LearningStore

/// The modelled system pasteboard and the capture of its changes into the history (§4.12).
@Suite("pasteboard and capture")
struct PasteboardTests {
  let directory: TemporaryDirectory
  let store: LearningStore
  let pasteboard: Pasteboard

  init() throws {
    directory = try TemporaryDirectory()
    store = try LearningStore(path: directory.file("learning.sqlite"))
    pasteboard = Pasteboard(directory: directory.file("pasteboard"))
  }

  var allowed: KeyboardSettings {
    var settings = KeyboardSettings()
    settings.isClipboardHistoryEnabled = true
    settings.isFullAccessAllowed = true
    return settings
  }

  @Test("each copy raises the change count; another reader sees the same content")
  func changeCount() throws {
    #expect(pasteboard.changeCount() == 0)
    #expect(try pasteboard.read() == nil)
    #expect(try pasteboard.copy(.text("안녕")) == 1)
    let png = try ClipboardImageTests.image(8, 8)
    #expect(try pasteboard.copy(.image(png, .png)) == 2)
    let other = Pasteboard(directory: directory.file("pasteboard"))
    #expect(other.changeCount() == 2)
    #expect(try other.read() == .init(changeCount: 2, item: .image(png, .png), isConcealed: false))
    // Only the current payload is kept, all files private.
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.file("pasteboard"))
    #expect(names.sorted() == ["2.png", "lock", "state"])
    for name in names {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: directory.file("pasteboard/" + name))
      #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }
  }

  @Test("a change is recorded once, at the first look after it")
  func capturesOnce() throws {
    var recorder = ClipboardRecorder()
    try pasteboard.copy(.text("첫째"))
    guard
      case .recorded(.added) = recorder.capture(
        pasteboard, into: store, settings: allowed, at: Fixtures.now)
    else {
      Issue.record("the first look did not record")
      return
    }
    #expect(
      recorder.capture(pasteboard, into: store, settings: allowed, at: Fixtures.now) == .unchanged)
    try pasteboard.copy(.text("둘째"))
    try pasteboard.copy(.text("첫째"))
    _ = recorder.capture(pasteboard, into: store, settings: allowed, at: Fixtures.now)
    // Only the newest content of the changes since the last look is seen; a duplicate moves up.
    #expect(try store.clipboardHistory().unpinned.map(\.text) == ["첫째"])
  }

  @Test(
    "nothing is recorded without clipboard history or without Full Access",
    arguments: [(false, true), (true, false), (false, false)])
  func gate(history: Bool, fullAccess: Bool) throws {
    var settings = KeyboardSettings()
    settings.isClipboardHistoryEnabled = history
    settings.isFullAccessAllowed = fullAccess
    var recorder = ClipboardRecorder()
    try pasteboard.copy(.text("비밀 아님"))
    #expect(
      recorder.capture(pasteboard, into: store, settings: settings, at: Fixtures.now) == .notAllowed
    )
    #expect(try store.clipboardHistory().items.isEmpty)
  }

  @Test("Full Access is off by default, and so is the history")
  func defaults() {
    let settings = KeyboardSettings()
    #expect(!settings.isFullAccessAllowed)
    #expect(!settings.isClipboardHistoryActive)
    #expect(SettingKey.fullAccess.value(in: settings) == "off")
  }

  @Test("a concealed copy (a password manager's) is never recorded")
  func concealed() throws {
    var recorder = ClipboardRecorder()
    try pasteboard.copy(.text("hunter2"), concealed: true)
    #expect(
      recorder.capture(pasteboard, into: store, settings: allowed, at: Fixtures.now) == .concealed)
    #expect(try store.clipboardHistory().items.isEmpty)
  }

  @Test("images are recorded only with image history on")
  func imagesSetting() throws {
    var recorder = ClipboardRecorder()
    var settings = allowed
    settings.isClipboardImageHistoryEnabled = false
    try pasteboard.copy(.image(try ClipboardImageTests.image(16, 16), .png))
    #expect(
      recorder.capture(pasteboard, into: store, settings: settings, at: Fixtures.now) == .imagesOff)
    try pasteboard.copy(.image(try ClipboardImageTests.image(16, 16, seed: 3), .png))
    guard
      case .recorded(.added) = recorder.capture(
        pasteboard, into: store, settings: allowed, at: Fixtures.now)
    else {
      Issue.record("the image was not recorded")
      return
    }
    #expect(try store.clipboardHistory().unpinned.first?.image?.summary == "16×16 PNG")
  }

  @Test("texts over 10,000 characters are not recorded")
  func tooLong() throws {
    var recorder = ClipboardRecorder()
    try pasteboard.copy(.text(String(repeating: "가", count: 10_001)))
    #expect(
      recorder.capture(pasteboard, into: store, settings: allowed, at: Fixtures.now)
        == .recorded(.tooLong(characters: 10_001)))
    #expect(try store.clipboardHistory().items.isEmpty)
  }

  @Test("edit, add pinned and clear keep the rules")
  func manager() throws {
    guard case .added(let id) = try store.addClipboardText("원래", at: Fixtures.now) else {
      Issue.record("not added")
      return
    }
    _ = try store.addClipboardText("다른 글", at: Fixtures.now)
    #expect(try store.editClipboardItem(id: id, text: "고친 글") == .changed)
    #expect(try store.editClipboardItem(id: id, text: "다른 글") != .changed)
    #expect(try store.editClipboardItem(id: id, text: "") == .empty)
    #expect(try store.addPinnedClipboardText("고정 글", at: Fixtures.now) != .pinnedLimitReached)
    var history = try store.clipboardHistory()
    #expect(history.pinned.map(\.text) == ["고정 글"])
    #expect(history.unpinned.map(\.text) == ["다른 글", "고친 글"])
    for n in 1...19 { _ = try store.addPinnedClipboardText("핀\(n)", at: Fixtures.now) }
    #expect(try store.addPinnedClipboardText("스물한째", at: Fixtures.now) == .pinnedLimitReached)
    #expect(try store.clearClipboardHistory(includingPinned: false) == 2)
    history = try store.clipboardHistory()
    #expect(history.pinned.count == 20 && history.unpinned.isEmpty)
    #expect(!history.items.map(\.text).contains("스물한째"))
  }
}
