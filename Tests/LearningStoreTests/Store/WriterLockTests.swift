import Foundation
import Testing

@testable import LearningStore

@Suite("one keyboard at a time saves learning")
struct WriterLockTests {
  let directory: TemporaryDirectory
  var path: String { directory.file("learning.sqlite") }

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test("while one holder lives a second is refused; once it is gone the lock is free again")
  func exclusive() throws {
    var first = try WriterLock.acquire(forStoreAt: path)
    #expect(first != nil)
    #expect(try WriterLock.acquire(forStoreAt: path) == nil)
    first = nil
    let again = try WriterLock.acquire(forStoreAt: path)
    #expect(again != nil)
    withExtendedLifetime(again) {}
  }

  @Test(
    "another process holding the lock refuses us; when it exits the lock is free (the kernel drops flock)",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")))
  func anotherProcess() throws {
    let lockPath = path + ".lock"
    _ = FileManager.default.createFile(atPath: lockPath, contents: nil)
    // flock(1) takes the lock and says so; the shell in it holds it until its input closes.
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
    holder.arguments = ["-x", lockPath, "-c", "echo held; read line"]
    let input = Pipe()
    let output = Pipe()
    holder.standardInput = input
    holder.standardOutput = output
    try holder.run()
    var said = ""
    while !said.hasSuffix("\n") {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      said += String(decoding: data, as: UTF8.self)
    }
    #expect(said == "held\n")
    #expect(try WriterLock.acquire(forStoreAt: path) == nil)
    try input.fileHandleForWriting.close()
    holder.waitUntilExit()
    #expect(try WriterLock.acquire(forStoreAt: path) != nil)
  }

  @Test("a lock file that cannot be created is an error naming it, not a crash")
  func unwritableDirectory() {
    #expect(throws: StoreError.self) {
      _ = try WriterLock.acquire(forStoreAt: "/nonexistent-sykb-dir/learning.sqlite")
    }
  }
}
