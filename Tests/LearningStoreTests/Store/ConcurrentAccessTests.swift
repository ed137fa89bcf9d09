import Foundation
import Suggestions
import Synchronization
import Testing

@testable import LearningStore

@Suite("a second connection while one writes")
struct ConcurrentAccessTests {
  let directory: TemporaryDirectory
  var path: String { directory.file("learning.sqlite") }

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test(
    "inside an open write transaction another connection opens, reads the last commit, and does not wait"
  )
  func readerDuringWrite() throws {
    let writer = try LearningStore(path: path)
    try writer.replaceNgrams(Fixtures.generation(1, count: 300))
    _ = try writer.addClipboardText("커밋된 것", at: Fixtures.now)

    try writer.database.transaction { () throws(StoreError) in
      try writer.replaceNgrams(Fixtures.generation(2, count: 300))
      _ = try writer.addClipboardText("아직 커밋 안 됨", at: Fixtures.now)

      // A short busy timeout: if the reader had to wait for the writer it would fail (busy),
      // however fast or slow the machine.
      let reader = try LearningStore(path: path, busyTimeoutMilliseconds: 50)
      let snapshot = try reader.loadNgrams(language: .korean)
      let clipboard = try reader.clipboardHistory().unpinned.map(\.text)
      #expect(Fixtures.isWholeGeneration(snapshot, rowCount: 300))
      #expect(snapshot.counter == 1)
      #expect(clipboard == ["커밋된 것"])
    }
    let reader = try LearningStore(path: path)
    #expect(try reader.loadNgrams(language: .korean).counter == 2)
    #expect(try reader.clipboardHistory().unpinned.first?.text == "아직 커밋 안 됨")
  }

  @Test("a reader thread looping while a writer thread saves always sees one whole snapshot")
  func threads() throws {
    let rows = 2_000
    let generations = 25
    do {
      let setup = try LearningStore(path: path)
      try setup.replaceNgrams(Fixtures.generation(0, count: rows, language: .english))
    }
    let seen = Mutex<[UInt64]>([])
    let failures = Mutex<[String]>([])
    let done = Atomic<Bool>(false)
    let finished = DispatchGroup()
    let path = self.path

    finished.enter()
    Thread.detachNewThread {
      defer { finished.leave() }
      do {
        let writer = try LearningStore(path: path)
        for generation in 1...generations {
          try writer.replaceNgrams(
            Fixtures.generation(generation, count: rows, language: .english))
        }
      } catch {
        failures.withLock { $0.append("writer: \(error)") }
      }
      done.store(true, ordering: .sequentiallyConsistent)
    }
    finished.enter()
    Thread.detachNewThread {
      defer { finished.leave() }
      do {
        let reader = try LearningStore(path: path)
        var reads = 0
        while reads < 10_000 {
          let finishedWriting = done.load(ordering: .sequentiallyConsistent)
          let snapshot = try reader.loadNgrams(language: .english)
          reads += 1
          if !Fixtures.isWholeGeneration(snapshot, rowCount: rows) {
            failures.withLock { $0.append("torn read at counter \(snapshot.counter)") }
          }
          seen.withLock { $0.append(snapshot.counter) }
          if finishedWriting { break }
        }
      } catch {
        failures.withLock { $0.append("reader: \(error)") }
      }
    }
    #expect(finished.wait(timeout: .now() + 120) == .success)
    #expect(failures.withLock { $0 } == [])
    let counters = seen.withLock { $0 }
    #expect(counters == counters.sorted(), "a reader never goes back in time")
    #expect(counters.last == UInt64(generations))
  }
}
