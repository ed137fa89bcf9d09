import Foundation
import Suggestions
import Testing

@testable import LearningStore

/// A damaged data page: SQLite opens the file (its first page is fine) and fails only when it
/// reads the damaged page, as 10 of 39 random corruptions in an earlier experiment did.
@Suite("damaged data pages")
struct DataPageDamageTests {
  let directory: TemporaryDirectory
  var path: String { directory.file("learning.sqlite") }
  let movedName = "learning.sqlite.corrupt-20260101-000000"
  static let rowCount = 3_000

  init() throws {
    directory = try TemporaryDirectory()
  }

  /// A store with 3,000 n-grams over many pages and a few of everything else, all checkpointed
  /// into the main file; then the page holding `낱말1500` is overwritten.
  func makeDamagedStore() throws {
    do {
      let store = try LearningStore(path: path)
      try store.replaceNgrams(Fixtures.generation(4, count: Self.rowCount))
      try store.addShortcut("ㅈㄱㅈ", expansion: "지금 가는 중!", at: Fixtures.now)
      try store.addLearnedWord("갑분싸")
      _ = try store.addClipboardText("복사한 글", at: Fixtures.now)
      try PageDamage.checkpoint(store)
    }
    let page = try #require(try PageDamage.page(holding: "낱말1500", in: path))
    #expect(page > 1, "the damage is on a data page, not the schema page")
    try PageDamage.overwrite(page: page, of: path)
  }

  @Test("quick_check at opening finds the damage: moved aside, salvaged, a working store")
  func foundAtOpening() throws {
    try makeDamagedStore()
    #expect(throws: StoreError.self) { try LearningStore(path: path) }
    let damaged = try Data(contentsOf: URL(fileURLWithPath: path))

    let opening = try LearningStore.open(at: path, clock: Fixtures.clock)
    guard
      case .movedAside(_, let movedTo, let reason, let salvaged) = opening.warnings.notingRepairs
        .only
    else {
      Issue.record("expected one moved-aside warning, got \(opening.warnings)")
      return
    }
    #expect(movedTo == directory.file(movedName))
    #expect(reason.isCorruption)
    #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == damaged)

    // What was on other pages is whole; of the n-grams only the damaged page's rows are gone.
    let store = opening.store
    #expect(try store.shortcuts() == [TextShortcut(shortcut: "ㅈㄱㅈ", expansion: "지금 가는 중!")])
    #expect(try store.learnedWords() == ["갑분싸"])
    #expect(try store.clipboardHistory().unpinned.map(\.text) == ["복사한 글"])
    let snapshot = try store.loadNgrams(language: .korean)
    #expect(snapshot.counter == 4)
    #expect(snapshot.rows.count > Self.rowCount * 9 / 10 && snapshot.rows.count < Self.rowCount)
    #expect(snapshot.rows.allSatisfy { $0.score == 4 })
    #expect(salvaged.rows["ngrams"] == snapshot.rows.count)
    #expect(salvaged.rows["shortcuts"] == 1)
    #expect(try store.integrityCheck() == ["ok"])

    // The new store saves, resets, and opens next time without a word.
    try store.resetLearned()
    try store.replaceNgrams(Fixtures.generation(5, count: 10))
    let again = try LearningStore.open(at: path, clock: Fixtures.clock)
    #expect(again.warnings.notingRepairs == [])
    #expect(try again.store.loadNgrams(language: .korean).counter == 5)
  }

  @Test("the check left for later: opening reads no n-gram page, verifyIntegrity repairs")
  func checkedLater() throws {
    try makeDamagedStore()
    let damaged = try Data(contentsOf: URL(fileURLWithPath: path))
    let opening = try LearningStore.open(
      at: path, clock: Fixtures.clock, checksIntegrity: false)
    #expect(opening.warnings.notingRepairs == [])
    let store = opening.store
    // The keyboard's start reads the small tables; they are on sound pages.
    #expect(try store.learnedWords() == ["갑분싸"])
    #expect(FileManager.default.fileExists(atPath: path))

    try store.verifyIntegrity()
    guard case .movedAside(_, let movedTo, let reason, let salvaged) = store.takeWarnings().only
    else {
      Issue.record("expected one moved-aside warning")
      return
    }
    #expect(movedTo == directory.file(movedName))
    #expect(reason.isCorruption)
    #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == damaged)
    #expect(salvaged.rows["learned_words"] == 1)
    #expect(try store.integrityCheck() == ["ok"])
    #expect(try store.learnedWords() == ["갑분싸"])
    // Said once; a second check of the fresh store finds nothing.
    try store.verifyIntegrity()
    #expect(store.takeWarnings().isEmpty)
  }

  @Test("verifyIntegrity on a sound store changes nothing")
  func checkedLaterSound() throws {
    do {
      let store = try LearningStore(path: path)
      try store.replaceNgrams(Fixtures.generation(4, count: 200))
    }
    let opening = try LearningStore.open(at: path, clock: Fixtures.clock, checksIntegrity: false)
    try opening.store.verifyIntegrity()
    #expect(opening.store.takeWarnings().isEmpty)
    #expect(try opening.store.loadNgrams(language: .korean).rows.count == 200)
    #expect(!FileManager.default.fileExists(atPath: directory.file(movedName)))
  }

  @Test("a read error in use is handled like a damaged file at opening, and said once")
  func foundInUse() throws {
    do {
      let store = try LearningStore(path: path)
      try store.replaceNgrams(Fixtures.generation(4, count: Self.rowCount))
      try store.addLearnedWord("갑분싸")
      try PageDamage.checkpoint(store)
    }
    let opening = try LearningStore.open(at: path, clock: Fixtures.clock)
    #expect(opening.warnings.notingRepairs == [])
    let store = opening.store
    let page = try #require(try PageDamage.page(holding: "낱말1500", in: path))
    try PageDamage.overwrite(page: page, of: path)
    // The connection's page cache still holds the sound page; drop it so the next read goes
    // to the disk and meets the damage, as it would once the cache had moved on.
    try store.database.execute("PRAGMA shrink_memory")

    let snapshot = try store.loadNgrams(language: .korean)
    let warnings = store.takeWarnings()
    guard case .movedAside(_, let movedTo, let reason, let salvaged) = warnings.only else {
      Issue.record("expected one moved-aside warning, got \(warnings)")
      return
    }
    #expect(movedTo == directory.file(movedName))
    #expect(reason.isCorruption)
    #expect(snapshot.rows.count == salvaged.rows["ngrams"])
    #expect(snapshot.rows.count > Self.rowCount * 9 / 10 && snapshot.rows.count < Self.rowCount)
    #expect(try store.learnedWords() == ["갑분싸"])
    // Said once: the fresh store works and has nothing more to say.
    try store.replaceNgrams(Fixtures.generation(6, count: 20))
    #expect(store.takeWarnings() == [])
    #expect(try LearningStore(path: path).loadNgrams(language: .korean).counter == 6)
    #expect(store.isPersistent)
  }

  @Test("a strictly opened store reports the read error and repairs nothing")
  func strictStoreDoesNotRepair() throws {
    do {
      let store = try LearningStore(path: path)
      try store.replaceNgrams(Fixtures.generation(4, count: Self.rowCount))
      try PageDamage.checkpoint(store)
    }
    let store = try LearningStore(path: path)
    let page = try #require(try PageDamage.page(holding: "낱말1500", in: path))
    try PageDamage.overwrite(page: page, of: path)
    try store.database.execute("PRAGMA shrink_memory")
    #expect(throws: StoreError.self) { try store.loadNgrams(language: .korean) }
    #expect(try directory.contents().filter { $0.contains("corrupt") }.isEmpty)
  }

  @Test("a damaged store another keyboard holds is read into memory and left where it is")
  func heldByAnotherKeyboard() throws {
    try makeDamagedStore()
    let damaged = try Data(contentsOf: URL(fileURLWithPath: path))
    let opening = try LearningStore.open(at: path, clock: Fixtures.clock, mayMoveFile: false)
    guard
      case .keptInPlace(_, _, .inUse, let salvaged) = opening.warnings.notingRepairs.only
    else {
      Issue.record("expected one kept-in-place warning, got \(opening.warnings)")
      return
    }
    #expect(!opening.store.isPersistent)
    #expect(try opening.store.learnedWords() == ["갑분싸"])
    #expect(salvaged.rows["ngrams", default: 0] > Self.rowCount * 9 / 10)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged)
    #expect(try directory.contents().filter { $0.contains("corrupt") }.isEmpty)
  }
}
