import Foundation
import Suggestions
import Testing

@testable import LearningStore

/// kill -9 in the middle of saving must leave the last committed snapshot, never a broken file.
///
/// How: the test re-runs its own test binary (`/proc/self/exe`, Swift Testing, filtered to
/// `crashChildWriter`) with `SYKB_STORE_CRASH_CHILD` naming a store path. Only then is that
/// helper test enabled; it saves generation after generation through `LearningStore` — 3,000
/// n-gram rows whose scores all equal the generation, plus a clipboard item — printing
/// `saving N` before and `committed N` after each save. The parent waits until `saving 4`
/// (three commits done, the fourth transaction under way), waits 0, 7 or 19 ms more to land at
/// different points of the save, sends SIGKILL, and opens the store: it must open without
/// repair, pass `PRAGMA integrity_check`, and hold one whole generation, no older than 3.
@Suite("crash safety", .serialized)
struct CrashSafetyTests {
  static let childVariable = "SYKB_STORE_CRASH_CHILD"
  static let rowCount = 3_000

  @Test(
    "SIGKILL mid-save leaves a readable store with the last committed snapshot",
    arguments: [0, 7, 19])
  func killedWriterLeavesLastCommit(extraMilliseconds: Int) throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("learning.sqlite")
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")

    let child = Process()
    child.executableURL = URL(fileURLWithPath: executable)
    child.arguments = ["--testing-library", "swift-testing", "--filter", "crashChildWriter"]
    child.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: path]) {
      $1
    }
    let output = Pipe()
    child.standardOutput = output
    child.standardError = FileHandle.nullDevice
    try child.run()

    let saving = 4
    var buffer = ""
    while !buffer.split(separator: "\n").contains("saving \(saving)") {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      buffer += String(decoding: data, as: UTF8.self)
    }
    if extraMilliseconds > 0 { usleep(useconds_t(extraMilliseconds * 1_000)) }
    kill(child.processIdentifier, SIGKILL)
    child.waitUntilExit()

    #expect(buffer.contains("committed \(saving - 1)\n"), "the child's output: \(buffer)")
    #expect(child.terminationReason == .uncaughtSignal)
    let opening = try LearningStore.open(at: path, clock: Fixtures.clock)
    #expect(opening.warnings == [])
    let store = opening.store
    #expect(try store.integrityCheck() == ["ok"])
    let snapshot = try store.loadNgrams(language: .korean)
    #expect(Fixtures.isWholeGeneration(snapshot, rowCount: Self.rowCount))
    #expect(snapshot.counter >= UInt64(saving - 1))
    let newest = try store.clipboardHistory().unpinned.first?.text
    #expect(
      newest == "세대 \(snapshot.counter)" || newest == "세대 \(snapshot.counter - 1)",
      "clipboard \(String(describing: newest)) vs n-grams \(snapshot.counter)")
    try store.replaceNgrams(Fixtures.empty(.korean))
    #expect(try store.loadNgrams(language: .korean) == Fixtures.empty(.korean))
  }

  /// The child side: runs only when the parent test starts this binary with the variable set.
  @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil))
  func crashChildWriter() throws {
    guard let path = ProcessInfo.processInfo.environment[Self.childVariable] else { return }
    let store = try LearningStore(path: path)
    let deadline = Date().addingTimeInterval(60)
    var generation = 0
    // Bounded in count and time so an orphaned child stops by itself.
    while generation < 5_000, Date() < deadline {
      generation += 1
      FileHandle.standardOutput.write(Data("saving \(generation)\n".utf8))
      try store.replaceNgrams(Fixtures.generation(generation, count: Self.rowCount))
      _ = try store.addClipboardText("세대 \(generation)", at: Fixtures.now)
      FileHandle.standardOutput.write(Data("committed \(generation)\n".utf8))
    }
  }
}
