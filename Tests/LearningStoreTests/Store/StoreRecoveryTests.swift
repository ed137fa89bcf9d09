import Foundation
import Testing

@testable import LearningStore

@Suite("broken store files")
struct StoreRecoveryTests {
  let directory: TemporaryDirectory
  var path: String { directory.file("learning.sqlite") }
  let movedName = "learning.sqlite.corrupt-20260101-000000"

  init() throws {
    directory = try TemporaryDirectory()
  }

  /// A broken file, described for the test name, and how to make it.
  struct Breakage: CustomTestStringConvertible, Sendable {
    var testDescription: String
    var make: @Sendable (String) throws -> Void
  }

  static let breakages: [Breakage] = [
    Breakage(testDescription: "garbage bytes") { path in
      try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }).write(
        to: URL(fileURLWithPath: path))
    },
    Breakage(testDescription: "a text file") { path in
      try Data("학습 데이터가 아님\n".utf8).write(to: URL(fileURLWithPath: path))
    },
    Breakage(testDescription: "another program's database") { path in
      let other = try Database(path: path)
      try other.execute("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('남의 것');")
    },
    Breakage(testDescription: "a newer schema") { path in
      let other = try Database(path: path)
      try other.execute(StoreSchema.migrations[0])
      try other.execute("UPDATE schema_version SET version = 99")
    },
    Breakage(testDescription: "our schema with a table missing") { path in
      let other = try Database(path: path)
      try other.execute(StoreSchema.migrations[0])
      try other.execute("UPDATE schema_version SET version = 1; DROP TABLE clipboard;")
    },
    Breakage(testDescription: "a directory in the way") { path in
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    },
    Breakage(testDescription: "a database cut in half") { path in
      do {
        let store = try LearningStore(path: path)
        try store.replaceNgrams(Fixtures.generation(1, count: 3_000))
        try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
      }
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
      try? FileManager.default.removeItem(atPath: path + "-wal")
      try? FileManager.default.removeItem(atPath: path + "-shm")
    },
  ]

  @Test(
    "a broken file is moved aside, a fresh store works, the caller gets a warning",
    arguments: breakages)
  func movedAside(breakage: Breakage) throws {
    try breakage.make(path)
    let before = try contents(of: path)
    let opening = try LearningStore.open(at: path, clock: Fixtures.clock)
    guard
      case .movedAside(let original, let movedTo, let reason, let salvaged) = opening.warnings
        .notingRepairs.only
    else {
      Issue.record("expected one moved-aside warning, got \(opening.warnings)")
      return
    }
    #expect(original == path)
    #expect(movedTo == directory.file(movedName))
    #expect(reason.isUnusableFile)
    #expect(try contents(of: movedTo) == before)
    #expect(opening.store.isPersistent)
    #expect(opening.store.path == path)
    try opening.store.addLearnedWord("새출발")
    #expect(try LearningStore(path: path).learnedWords() == ["새출발"])
    #expect(opening.warnings.notingRepairs.only?.description.contains(movedName) == true)
    // Garbage, a text file, a foreign or newer schema and a directory hold nothing of ours; the
    // half file keeps its first pages (the schema) but no whole table past the cut.
    #expect(salvaged.rows.keys.allSatisfy { $0 == "ngrams" || $0 == "ngram_meta" })
  }

  @Test("a corrupt file's -wal and -shm move with it; a second failure in the same second gets -2")
  func companionsAndCollision() throws {
    for suffix in ["", "-wal", "-shm"] {
      try Data("쓰레기\(suffix)".utf8).write(to: URL(fileURLWithPath: path + suffix))
    }
    try Data("먼저 옮긴 것".utf8).write(to: URL(fileURLWithPath: directory.file(movedName)))
    let opening = try LearningStore.open(at: path, clock: Fixtures.clock)
    let second = movedName + "-2"
    #expect(
      opening.warnings.notingRepairs == [
        .movedAside(
          path: path, movedTo: directory.file(second), reason: reasonOf(opening),
          salvaged: .nothing)
      ])
    for suffix in ["", "-wal", "-shm"] {
      #expect(try contents(of: directory.file(second + suffix)) == Data("쓰레기\(suffix)".utf8))
    }
    #expect(try contents(of: directory.file(movedName)) == Data("먼저 옮긴 것".utf8))
  }

  @Test("a sound store opens without a warning and keeps its data")
  func soundStore() throws {
    do {
      let store = try LearningStore(path: path)
      try store.addLearnedWord("그대로")
    }
    let opening = try LearningStore.open(at: path, clock: Fixtures.clock)
    #expect(opening.warnings.notingRepairs == [])
    #expect(try opening.store.learnedWords() == ["그대로"])
    #expect(try directory.contents().filter { $0.contains("corrupt") }.isEmpty)
  }

  @Test("an empty file (a store created but never written) is simply a new store")
  func emptyFile() throws {
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    let opening = try LearningStore.open(at: path, clock: Fixtures.clock)
    #expect(opening.warnings.notingRepairs == [])
    #expect(try opening.store.journalMode() == "wal")
    #expect(try directory.contents().filter { $0.contains("corrupt") }.isEmpty)
  }

  @Test("a passing error (SQLITE_BUSY) leaves the file alone and saves nothing this session")
  func passingError() throws {
    do {
      let store = try LearningStore(path: path)
      try store.addLearnedWord("보존")
    }
    let busy = StoreError.sqlite(code: 5, message: "database is locked", context: "COMMIT")
    let recovery = Recovery(clock: Fixtures.clock, mayMoveFile: true, busyTimeoutMilliseconds: 50)
    let passing = try recovery.repair(path: path, reason: busy)
    #expect(passing.warning == .notSaving(path: path, reason: busy, movingFailed: nil))
    #expect(!passing.connection.isPersistent)
    #expect(try LearningStore(path: path).learnedWords() == ["보존"])
    #expect(try directory.contents().filter { $0.contains("corrupt") }.isEmpty)
  }

  @Test("when the directory cannot be made, typing goes on with an in-memory store")
  func inMemoryFallback() throws {
    let blocker = directory.file("not-a-directory")
    try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
    let blockedPath = blocker + "/learning.sqlite"
    let opening = try LearningStore.open(at: blockedPath, clock: Fixtures.clock)
    guard case .notSaving(let original, let reason, _) = opening.warnings.notingRepairs.only else {
      Issue.record("expected one not-saving warning, got \(opening.warnings)")
      return
    }
    #expect(original == blockedPath)
    #expect(reason == .fileSystem(path: blocker, operation: "mkdir", errno: ENOTDIR))
    #expect(!opening.store.isPersistent)
    _ = try opening.store.addClipboardText("메모리에만", at: Fixtures.now)
    #expect(try opening.store.clipboardHistory().unpinned.map(\.text) == ["메모리에만"])
    #expect(try contents(of: blocker) == Data("x".utf8))
  }

  @Test(
    "the moved-aside name carries the UTC time",
    arguments: [
      (Int64(0), "19700101-000000"),
      (1_767_225_600, "20260101-000000"),
      (951_782_400, "20000229-000000"),
      (1_709_251_199, "20240229-235959"),
      (4_102_444_800, "21000101-000000"),
      (-1, "19691231-235959"),
    ])
  func quarantineStamp(seconds: Int64, stamp: String) {
    #expect(QuarantineName.stamp(seconds) == stamp)
  }

  func contents(of path: String) throws -> Data? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return nil
    }
    if isDirectory.boolValue { return Data("<directory>".utf8) }
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  private func reasonOf(_ opening: StoreOpening) -> StoreError {
    if case .movedAside(_, _, let reason, _) = opening.warnings.notingRepairs.only { return reason }
    return .invalidValue("no warning")
  }
}

extension Array {
  /// The one element, or nil when there are none or several.
  var only: Element? { count == 1 ? first : nil }
}

extension [StoreWarning] {
  /// The warnings other than permission repairs (files a test writes are 0644).
  var notingRepairs: [StoreWarning] {
    filter {
      if case .madePrivate = $0 { return false }
      return true
    }
  }
}
