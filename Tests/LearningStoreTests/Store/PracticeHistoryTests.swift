import Foundation
import Suggestions
import Testing

@testable import LearningStore

/// Practice history: lessons saved batch by batch, read back, migrated into old stores, and
/// kept whole when the keyboard is killed in the middle of a lesson.
@Suite("practice history", .serialized)
struct PracticeHistoryTests {
  static let childVariable = "SYKB_PRACTICE_CRASH_CHILD"

  static func taps(_ range: Range<Int>) -> [PracticeTapRecord] {
    range.map { position in
      PracticeTapRecord(
        position: position, key: position % 2 == 0 ? "ㅣ" : "ㆍ",
        previousKey: position == 0 ? nil : (position % 2 == 0 ? "ㆍ" : "ㅣ"),
        seconds: position == 0 ? nil : 0.3, verdict: "correct", expected: nil)
    }
  }

  @Test("a lesson saved in batches reads back with its taps in order")
  func roundTrip() throws {
    let directory = try TemporaryDirectory()
    let store = try LearningStore(path: directory.file("learning.sqlite"))
    var lesson = PracticeLessonRecord(
      keyboard: "cheonjiin", started: 1_000, text: "이 아이", plannedTaps: 8, plannedCharacters: 4)
    lesson.id = try store.savePracticeBatch(lesson, taps: Self.taps(0..<3))
    lesson.taps = 6
    lesson.correctTaps = 5
    lesson.errors = 1
    lesson.seconds = 1.5
    lesson.finished = true
    let id = try store.savePracticeBatch(lesson, taps: Self.taps(3..<6))
    #expect(id == lesson.id)
    try store.savePracticeBatch(
      PracticeLessonRecord(
        keyboard: "dubeolsik", started: 2_000, text: "아", plannedTaps: 2, plannedCharacters: 1),
      taps: [])
    #expect(try store.practiceLessons(keyboard: "cheonjiin") == [lesson])
    #expect(try store.practiceLessons(keyboard: nil).count == 2)
    let taps = try store.practiceTaps(keyboard: "cheonjiin")
    #expect(taps.map(\.tap) == Self.taps(0..<6))
    #expect(taps.allSatisfy { $0.lesson == id })
    #expect(try store.practiceTaps(keyboard: "dubeolsik").isEmpty)
    #expect(try store.practiceTaps(keyboard: "qwerty").isEmpty)
  }

  @Test("a store of version 4 gains the practice tables, its n-grams kept")
  func migration() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("learning.sqlite")
    do {
      let old = try Database(path: path)
      for script in StoreSchema.migrations.prefix(4) { try old.execute(script) }
      try old.execute(
        "UPDATE schema_version SET version = 4;"
          + "INSERT INTO ngrams VALUES ('en-US', 1, '', 'good', 2.0);"
          + "INSERT INTO ngram_meta VALUES ('en-US', 812);")
    }
    #expect(StoreSchema.currentVersion == 5)
    let store = try LearningStore(path: path)
    #expect(try store.loadNgrams(language: .english).counter == 812)
    #expect(try store.practiceLessons(keyboard: nil).isEmpty)
    try store.savePracticeBatch(
      PracticeLessonRecord(
        keyboard: "cheonjiin", started: 1, text: "이", plannedTaps: 1, plannedCharacters: 1),
      taps: Self.taps(0..<1))
    #expect(try store.practiceTaps(keyboard: "cheonjiin").count == 1)
    let raw = try Database(path: path)
    #expect(try raw.statement("SELECT version FROM schema_version").query { $0.int(0) } == [5])
  }

  @Test("SIGKILL during a lesson leaves every batch committed before it")
  func killedLessonKeepsCommittedBatches() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("learning.sqlite")
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let child = Process()
    child.executableURL = URL(fileURLWithPath: executable)
    child.arguments = ["--testing-library", "swift-testing", "--filter", "practiceCrashChild"]
    child.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: path]) {
      $1
    }
    let output = Pipe()
    child.standardOutput = output
    child.standardError = FileHandle.nullDevice
    try child.run()
    let saving = 6
    var buffer = ""
    while !buffer.split(separator: "\n").contains("saving \(saving)") {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      buffer += String(decoding: data, as: UTF8.self)
    }
    kill(child.processIdentifier, SIGKILL)
    child.waitUntilExit()
    #expect(buffer.contains("committed \(saving - 1)\n"), "the child's output: \(buffer)")
    #expect(child.terminationReason == .uncaughtSignal)

    let store = try LearningStore(path: path)
    #expect(try store.integrityCheck() == ["ok"])
    let lessons = try store.practiceLessons(keyboard: "cheonjiin")
    #expect(lessons.count == 1)
    let lesson = try #require(lessons.first)
    #expect(!lesson.finished)
    let taps = try store.practiceTaps(keyboard: "cheonjiin")
    // Whole batches of ten only, and the lesson's figures those of the last batch kept.
    #expect(taps.count >= (saving - 1) * 10)
    #expect(taps.count % 10 == 0)
    #expect(lesson.taps == taps.count)
    #expect(taps.map(\.tap.position) == Array(0..<taps.count))
  }

  /// The child side: one lesson saved ten taps at a time until it is killed.
  @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil))
  func practiceCrashChild() throws {
    guard let path = ProcessInfo.processInfo.environment[Self.childVariable] else { return }
    let store = try LearningStore(path: path)
    let deadline = Date().addingTimeInterval(60)
    var lesson = PracticeLessonRecord(
      keyboard: "cheonjiin", started: 1, text: "이", plannedTaps: 100_000, plannedCharacters: 1)
    var batch = 0
    while batch < 5_000, Date() < deadline {
      batch += 1
      FileHandle.standardOutput.write(Data("saving \(batch)\n".utf8))
      lesson.taps = batch * 10
      lesson.id = try store.savePracticeBatch(
        lesson, taps: Self.taps((batch - 1) * 10..<batch * 10))
      FileHandle.standardOutput.write(Data("committed \(batch)\n".utf8))
    }
  }
}
