import Glibc
import Testing

@testable import Platform

/// A fresh private directory per test, removed afterwards.
private func withDirectory(_ body: (String) throws -> Void) throws {
  let directory = try Files.makeTemporaryDirectory(template: "/tmp/platform-tests-XXXXXX")
  defer {
    for name in Files.entries(of: directory) ?? [] { try? Files.remove(directory + "/" + name) }
    try? Files.removeEmptyDirectory(directory)
  }
  try body(directory)
}

private func contents(_ path: String) throws -> String {
  String(decoding: try FileReader.read(path, limit: 1 << 20, regularOnly: true), as: UTF8.self)
}

@Suite struct ErrnoTests {
  @Test(arguments: [
    (ENOENT, "No such file or directory"), (EACCES, "Permission denied"),
    (EEXIST, "File exists"),
  ])
  func messageIsStrerror(code: Int32, message: String) {
    #expect(Errno(code: code).message == message)
    #expect(Errno(code: code).description == message)
  }

  @Test func currentIsTheLastFailure() {
    #expect(access("/nonexistent/platform-tests", F_OK) != 0)
    #expect(Errno.current == .noSuchFile)
  }
}

@Suite struct RetryTests {
  @Test func retriesInterruptedCallsOnly() {
    var calls = 0
    let result = retryingInterrupts { () -> Int in
      calls += 1
      if calls < 3 {
        errno = EINTR
        return -1
      }
      return 7
    }
    #expect(result == 7)
    #expect(calls == 3)
  }

  @Test func otherFailuresReturnAtOnce() {
    var calls = 0
    let result = retryingInterrupts { () -> Int32 in
      calls += 1
      errno = EBADF
      return -1
    }
    #expect(result == -1)
    #expect(calls == 1)
    #expect(throws: Errno(code: EBADF)) {
      _ = try checkingInterrupts { () -> Int in
        errno = EBADF
        return -1
      }
    }
  }
}

@Suite struct AtomicWriterTests {
  @Test func createsAPrivateFile() throws {
    try withDirectory { directory in
      let path = directory + "/new.conf"
      try AtomicWriter.write(Array("one\n".utf8), to: path)
      #expect(try contents(path) == "one\n")
      #expect(try Files.status(path).permissions == 0o600)
      #expect(Files.entries(of: directory) == ["new.conf"])
    }
  }

  @Test func replacesAndDropsGroupAndOtherBits() throws {
    try withDirectory { directory in
      let path = directory + "/settings.conf"
      try AtomicWriter.write(Array("old".utf8), to: path)
      try Files.changePermissions(path, to: 0o644)
      try AtomicWriter.write(Array("new".utf8), to: path)
      #expect(try contents(path) == "new")
      #expect(try Files.status(path).permissions == 0o600)
      #expect(Files.entries(of: directory) == ["settings.conf"])
    }
  }

  @Test func writesThroughASymlinkKeepingIt() throws {
    try withDirectory { directory in
      let target = directory + "/target"
      try AtomicWriter.write(Array("a".utf8), to: target)
      #expect(symlink(target, directory + "/link") == 0)
      try AtomicWriter.write(Array("b".utf8), to: directory + "/link")
      #expect(try Files.status(directory + "/link", followingLinks: false).kind == .symbolicLink)
      #expect(try contents(target) == "b")
    }
  }

  @Test func refusesNonRegularTargets() throws {
    try withDirectory { directory in
      #expect(mkfifo(directory + "/fifo", 0o600) == 0)
      for path in [directory + "/fifo", directory, "/dev/null"] {
        #expect(throws: AtomicWriter.Failure.notARegularFile) {
          try AtomicWriter.write(Array("x".utf8), to: path)
        }
      }
      let kind = try Files.status(directory + "/fifo").kind
      #expect(kind == .fifo)
    }
  }

  @Test func namesTheFailingCall() {
    let error = #expect(throws: AtomicWriter.Failure.self) {
      try AtomicWriter.write([], to: "/nonexistent-platform-dir/f")
    }
    guard case .system(let path, let operation, let number) = error else {
      Issue.record("expected a failed call, got \(String(describing: error))")
      return
    }
    // The temporary file beside the target carries this process's id and a random number.
    #expect(path.hasPrefix("/nonexistent-platform-dir/.f.tmp-\(Processes.currentID)-"))
    #expect(operation == "create")
    #expect(number == .noSuchFile)
  }
}

@Suite struct FileReaderTests {
  @Test func readsTheWholeFile() throws {
    try withDirectory { directory in
      let path = directory + "/data"
      let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0) }
      try AtomicWriter.write(bytes, to: path)
      #expect(try FileReader.read(path, limit: bytes.count, regularOnly: true) == bytes)
      #expect(throws: FileReader.Failure.tooLarge) {
        try FileReader.read(path, limit: bytes.count - 1, regularOnly: false)
      }
    }
  }

  @Test func refusesFifosAndDirectories() throws {
    try withDirectory { directory in
      let fifo = directory + "/fifo"
      #expect(mkfifo(fifo, 0o600) == 0)
      // No writer ever opens it: a blocking open would hang here.
      #expect(throws: FileReader.Failure.notRegular(.fifo)) {
        try FileReader.read(fifo, limit: 10, regularOnly: true)
      }
      for regularOnly in [true, false] {
        #expect(throws: FileReader.Failure.notRegular(.directory)) {
          try FileReader.read(directory, limit: 10, regularOnly: regularOnly)
        }
      }
      #expect(throws: FileReader.Failure.notRegular(.characterDevice)) {
        try FileReader.read("/dev/zero", limit: 10, regularOnly: true)
      }
    }
  }

  @Test func boundsAFileWithoutASize() {
    #expect(throws: FileReader.Failure.tooLarge) {
      try FileReader.read("/dev/zero", limit: 100_000, regularOnly: false)
    }
  }

  @Test func aMissingFileIsAnOpenFailure() {
    #expect(throws: FileReader.Failure.open(.noSuchFile)) {
      try FileReader.read("/nonexistent/platform-tests", limit: 10, regularOnly: true)
    }
  }
}

@Suite struct SpawnTests {
  @Test(arguments: [
    (["/bin/sh", "-c", "head -n 2"], "a\nb\nc\n", 0, "a\nb\n", ""),
    (["/bin/sh", "-c", "echo oops >&2; exit 3"], "", 3, "", "oops\n"),
    (["sh", "-c", "kill -TERM $$"], "", 128 + 15, "", ""),
    (["cat"], "", 0, "", ""),
  ])
  func capturesOutputAndStatus(
    arguments: [String], input: String, status: Int32, output: String, errors: String
  ) {
    let outcome = Subprocess.run(arguments, input: Array(input.utf8), timeout: 60)
    #expect(
      outcome == .finished(status: status, output: Array(output.utf8), errors: Array(errors.utf8)))
  }

  @Test func aMissingProgramFailsToStart() {
    guard
      case .failedToStart(let reason) = Subprocess.run(
        ["/nonexistent/program"], input: [], timeout: 60)
    else {
      Issue.record("started a program that does not exist")
      return
    }
    #expect(reason == "/nonexistent/program: No such file or directory")
  }

  @Test func aProgramPastItsDeadlineIsKilled() {
    #expect(Subprocess.run(["sleep", "30"], input: [], timeout: 0.2) == .timedOut)
  }

  @Test func startsWithRedirectedStreamsAndWaits() throws {
    let pipe = try FileDescriptor.pipe()
    let child = try Spawn.start(
      ["/bin/sh", "-c", "echo hello; exit 4"], standardInput: .null,
      standardOutput: .descriptor(pipe.write))
    pipe.write.close()
    defer { pipe.read.close() }
    #expect(try child.wait() == 4)
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = try buffer.withUnsafeMutableBytes { try pipe.read.read(into: $0) }
    #expect(String(decoding: buffer[..<count], as: UTF8.self) == "hello\n")
  }
}

@Suite struct DescriptorTests {
  @Test func exclusiveLockIsRefusedToASecondHolder() throws {
    try withDirectory { directory in
      let path = directory + "/lock"
      let first = try FileDescriptor.open(path, .readWrite, options: [.create])
      defer { first.close() }
      let second = try FileDescriptor.open(path, .readWrite)
      defer { second.close() }
      try first.lockExclusively(wait: false)
      #expect(throws: Errno.wouldBlock) { try second.lockExclusively(wait: false) }
    }
  }

  @Test func openOfAnExistingFileExclusivelyFails() throws {
    try withDirectory { directory in
      let path = directory + "/once"
      try FileDescriptor.open(path, .writeOnly, options: [.create, .exclusive]).close()
      #expect(throws: Errno.exists) {
        try FileDescriptor.open(path, .writeOnly, options: [.create, .exclusive])
      }
    }
  }
}
