import Foundation
import Testing

@testable import LearningStore

@Suite("clipboard history")
struct ClipboardStoreTests {
  let directory: TemporaryDirectory
  let store: LearningStore

  init() throws {
    directory = try TemporaryDirectory()
    store = try LearningStore(path: directory.file("learning.sqlite"))
  }

  func time(_ seconds: Double) -> Date { Fixtures.now.addingTimeInterval(seconds) }

  @discardableResult
  func add(_ texts: [String]) throws -> [ClipboardAddOutcome] {
    try texts.enumerated().map { try store.addClipboardText($1, at: time(Double($0))) }
  }

  @Test("21 copies keep the newest 20, newest first")
  func unpinnedLimit() throws {
    try add((1...21).map { "글\($0)" })
    let history = try store.clipboardHistory()
    #expect(history.unpinned.map(\.text) == (2...21).reversed().map { "글\($0)" })
    #expect(history.pinned.isEmpty)
  }

  @Test("copying a text again moves it to the top instead of adding it twice")
  func duplicateMovesToTop() throws {
    let outcomes = try add(["가", "나", "다", "가"])
    guard case .added(let id) = outcomes[0] else {
      Issue.record("first copy was \(outcomes[0])")
      return
    }
    #expect(outcomes[3] == .movedToTop(id))
    let history = try store.clipboardHistory()
    #expect(history.unpinned.map(\.text) == ["가", "다", "나"])
    #expect(history.unpinned.first?.createdAt == time(3))
  }

  @Test("copies within the same clock tick still order by copy")
  func sameInstant() throws {
    for text in ["하나", "둘", "셋", "하나"] {
      _ = try store.addClipboardText(text, at: Fixtures.now)
    }
    #expect(try store.clipboardHistory().unpinned.map(\.text) == ["하나", "셋", "둘"])
  }

  @Test(
    "texts up to 10,000 characters are kept, longer or empty ones are not",
    arguments: [
      (String(repeating: "가", count: 10_000), true),
      (String(repeating: "a", count: 10_001), false),
      (String(repeating: "👍🏽", count: 10_001), false),
      ("", false),
    ])
  func length(text: String, kept: Bool) throws {
    let outcome = try store.addClipboardText(text, at: Fixtures.now)
    let stored = try store.clipboardHistory().unpinned.map(\.text)
    #expect(stored == (kept ? [text] : []))
    if !kept {
      #expect(outcome == (text.isEmpty ? .empty : .tooLong(characters: text.count)))
    }
  }

  @Test("pinned items do not count towards the 20 recent and order by pin time")
  func pinned() throws {
    let ids = try add((1...22).map { "글\($0)" }).compactMap { outcome -> Int64? in
      if case .added(let id) = outcome { return id }
      return nil
    }
    // 글1 and 글2 already dropped out; pin 글5 then 글3.
    #expect(try store.pinClipboardItem(id: ids[4], at: time(100)) == .changed)
    #expect(try store.pinClipboardItem(id: ids[2], at: time(101)) == .changed)
    #expect(try store.pinClipboardItem(id: ids[2], at: time(102)) == .unchanged)
    #expect(try store.pinClipboardItem(id: ids[0], at: time(103)) == .notFound)
    try add(["새1", "새2"])
    let history = try store.clipboardHistory()
    #expect(history.pinned.map(\.text) == ["글3", "글5"])
    #expect(history.pinned.map(\.pinnedAt) == [time(101), time(100)])
    #expect(history.unpinned.count == 20)
    #expect(history.unpinned.prefix(2).map(\.text) == ["새2", "새1"])
    #expect(try store.addClipboardText("글3", at: time(200)) == .alreadyPinned(ids[2]))
  }

  @Test("a 21st pin is refused and nothing changes")
  func pinnedLimit() throws {
    let outcomes = try add((1...21).map { "핀\($0)" })
    let ids = outcomes.compactMap { outcome -> Int64? in
      if case .added(let id) = outcome { return id }
      return nil
    }
    let survivors = try store.clipboardHistory().unpinned.map(\.id)
    for id in survivors.prefix(20) {
      #expect(try store.pinClipboardItem(id: id, at: Fixtures.now) == .changed)
    }
    _ = try store.addClipboardText("마지막", at: time(50))
    let last = try store.clipboardHistory().unpinned.map(\.id)
    #expect(last.count == 1)
    #expect(try store.pinClipboardItem(id: last[0], at: Fixtures.now) == .limitReached)
    let history = try store.clipboardHistory()
    #expect(history.pinned.count == 20)
    #expect(history.unpinned.map(\.text) == ["마지막"])
    #expect(ids.count == 21)
  }

  @Test("unpinning puts the item at the top of the recent list and keeps the limit")
  func unpin() throws {
    let first = try store.addClipboardText("고정", at: time(0))
    guard case .added(let id) = first else {
      Issue.record("first copy was \(first)")
      return
    }
    #expect(try store.pinClipboardItem(id: id, at: time(1)) == .changed)
    try add((1...20).map { "글\($0)" })
    #expect(try store.unpinClipboardItem(id: id) == .changed)
    #expect(try store.unpinClipboardItem(id: id) == .unchanged)
    let history = try store.clipboardHistory()
    #expect(history.pinned.isEmpty)
    #expect(history.unpinned.count == 20)
    #expect(history.unpinned.first?.text == "고정")
    #expect(history.unpinned.first?.pinnedAt == nil)
    #expect(!history.unpinned.map(\.text).contains("글1"))
  }

  @Test("removing deletes exactly the given items")
  func remove() throws {
    let ids = try add(["가", "나", "다"]).compactMap { outcome -> Int64? in
      if case .added(let id) = outcome { return id }
      return nil
    }
    #expect(try store.removeClipboardItems(ids: [ids[0], ids[2], 9_999]) == 2)
    #expect(try store.clipboardHistory().unpinned.map(\.text) == ["나"])
  }

  @Test("history survives a reopen")
  func reopen() throws {
    try add(["첫째", "둘째"])
    let reopened = try LearningStore(path: store.path)
    #expect(try reopened.clipboardHistory().unpinned.map(\.text) == ["둘째", "첫째"])
  }
}
