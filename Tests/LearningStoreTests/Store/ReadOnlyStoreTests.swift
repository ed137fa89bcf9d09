import Foundation
import Suggestions
import Testing

@testable import LearningStore

/// A write-protected store is read and never written or moved (it was moved aside as corrupt).
///
/// The tests may run as root, who can write anything: a store whose owner-write bit is off
/// counts as read-only all the same, so these hold for every user.
@Suite("read-only stores")
struct ReadOnlyStoreTests {
  let directory: TemporaryDirectory
  var path: String { directory.file("learning.sqlite") }

  init() throws {
    directory = try TemporaryDirectory()
  }

  /// A sound store with a word, a shortcut and n-grams, then `chmod` to `mode`. With
  /// `keepingWAL` the commits stay in the `-wal`, as a keyboard killed mid-session leaves them
  /// (closing the last connection would checkpoint and delete it, so the files are copied
  /// while the writer still has them open).
  func makeStore(mode: Int, keepingWAL: Bool = false) throws {
    let source = keepingWAL ? directory.file("source.sqlite") : path
    do {
      let store = try LearningStore(path: source)
      try store.database.execute("PRAGMA wal_autocheckpoint = 0")
      try store.replaceNgrams(Fixtures.generation(2, count: 30))
      try store.addLearnedWord("그대로")
      try store.addShortcut("ㄱㅅ", expansion: "감사합니다", at: Fixtures.now)
      if keepingWAL {
        for suffix in ["", "-wal"] {
          try FileManager.default.copyItem(atPath: source + suffix, toPath: path + suffix)
        }
      } else {
        try PageDamage.checkpoint(store)
      }
    }
    if keepingWAL {
      for name in try directory.contents() where name.hasPrefix("source.sqlite") {
        try FileManager.default.removeItem(atPath: directory.file(name))
      }
    }
    try FileManager.default.setAttributes(
      [.posixPermissions: mode], ofItemAtPath: path)
  }

  /// Names, sizes and modification times of everything in the directory.
  func listing() throws -> [String] {
    try directory.contents().map { name in
      let attributes = try FileManager.default.attributesOfItem(atPath: directory.file(name))
      let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
      let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
      return "\(name) \(size) \(time)"
    }
  }

  @Test("a 0444 store opens read-only: everything reads, nothing is written, created or moved")
  func readOnly() throws {
    try makeStore(mode: 0o444)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let before = try listing()

    let opening = try LearningStore.open(at: path, clock: Fixtures.clock)
    #expect(opening.warnings.notingRepairs == [.readOnly(path: path)])
    let store = opening.store
    #expect(store.isReadOnly)
    #expect(store.isPersistent)
    #expect(try store.learnedWords() == ["그대로"])
    #expect(try store.shortcuts().map(\.expansion) == ["감사합니다"])
    #expect(try store.loadNgrams(language: .korean).counter == 2)

    #expect(throws: StoreError.readOnly(path: path)) { try store.addLearnedWord("새말") }
    #expect(throws: StoreError.readOnly(path: path)) { try store.resetLearned() }
    #expect(throws: StoreError.readOnly(path: path)) {
      try store.replaceNgrams(Fixtures.generation(3, count: 1))
    }
    #expect(throws: StoreError.readOnly(path: path)) {
      try store.addClipboardText("복사", at: Fixtures.now)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    // Only the group and other read bits went (0444 → 0400); no -wal or -shm appeared.
    #expect(try listing().map { $0.split(separator: " ")[0] } == ["learning.sqlite"])
    #expect(try listing() == before)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o400)
  }

  @Test("a read-only store with commits still in its -wal reads them")
  func readOnlyWithWAL() throws {
    try makeStore(mode: 0o400, keepingWAL: true)
    #expect(FileManager.default.fileExists(atPath: path + "-wal"))
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let opening = try LearningStore.open(at: path, clock: Fixtures.clock)
    #expect(opening.warnings.notingRepairs == [.readOnly(path: path)])
    #expect(try opening.store.learnedWords() == ["그대로"])
    #expect(try opening.store.loadNgrams(language: .korean).rows.count == 30)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    #expect(try directory.contents().filter { $0.contains("corrupt") }.isEmpty)
  }

  @Test("a store in a write-protected directory opens read-only")
  func readOnlyDirectory() throws {
    try makeStore(mode: 0o600)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o500], ofItemAtPath: directory.path)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o700], ofItemAtPath: directory.path)
    }
    let opening = try LearningStore.open(at: path, clock: Fixtures.clock)
    #expect(opening.warnings.notingRepairs == [.readOnly(path: path)])
    #expect(opening.store.isReadOnly)
    #expect(try opening.store.learnedWords() == ["그대로"])
    #expect(try directory.contents() == ["learning.sqlite"])
  }

  @Test("a damaged read-only store is read into memory and never moved")
  func damagedReadOnly() throws {
    do {
      let store = try LearningStore(path: path)
      try store.replaceNgrams(Fixtures.generation(4, count: 3_000))
      try store.addLearnedWord("그대로")
      try PageDamage.checkpoint(store)
    }
    let page = try #require(try PageDamage.page(holding: "낱말1500", in: path))
    try PageDamage.overwrite(page: page, of: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: path)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))

    let opening = try LearningStore.open(at: path, clock: Fixtures.clock)
    guard
      case .keptInPlace(_, let reason, .readOnly, let salvaged) = opening.warnings.notingRepairs
        .only
    else {
      Issue.record("expected one kept-in-place warning, got \(opening.warnings)")
      return
    }
    #expect(reason.isCorruption)
    #expect(salvaged.rows["learned_words"] == 1)
    #expect(try opening.store.learnedWords() == ["그대로"])
    #expect(!opening.store.isPersistent)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    #expect(try directory.contents() == ["learning.sqlite"])
  }

  @Test("the read-only warning says what happens")
  func message() {
    #expect(
      StoreWarning.readOnly(path: "/d/learning.sqlite").description
        == "/d/learning.sqlite is read-only: learned words and shortcuts are read, nothing is saved"
    )
    #expect(
      StoreError.readOnly(path: "/d/learning.sqlite").description
        == "/d/learning.sqlite is read-only: nothing was changed")
  }
}
