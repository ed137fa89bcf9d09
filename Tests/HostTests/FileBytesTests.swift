import SykbHost
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("FileBytes: whole files read, what is not a file refused before a byte is read")
struct FileBytesTests {
  static func writeBytes(_ bytes: [UInt8], to path: String) -> Bool {
    guard let handle = fopen(path, "wb") else { return false }
    defer { fclose(handle) }
    return fwrite(bytes, 1, bytes.count, handle) == bytes.count
  }

  @Test("a file is read whole")
  func whole() throws {
    let scratch = Scratch()
    let path = scratch.write("a.txt", "가나다 abc")
    #expect(try FileBytes.readChecked(path, limit: 100) == Array("가나다 abc".utf8))
    #expect(FileBytes.read(path) == Array("가나다 abc".utf8))
  }

  @Test("over the limit is refused, naming the limit")
  func tooLarge() {
    let scratch = Scratch()
    let path = scratch.write("a.txt", "0123456789")
    #expect(throws: FileBytes.Failure.tooLarge(path: path, limit: 9)) {
      try FileBytes.readChecked(path, limit: 9)
    }
    #expect(FileBytes.read(path, limit: 9) == nil)
  }

  @Test("a directory and a FIFO are refused as what they are; the FIFO's open does not block")
  func notFiles() throws {
    let scratch = Scratch()
    #expect(throws: FileBytes.Failure.directory(path: scratch.path)) {
      try FileBytes.readChecked(scratch.path, limit: 100)
    }
    let fifo = scratch.path + "/fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: FileBytes.Failure.notRegular(path: fifo, kind: "a FIFO (named pipe)")) {
      try FileBytes.readChecked(fifo, limit: 100, regularOnly: true)
    }
  }

  @Test("a missing file is unreadable with the system's reason")
  func missing() {
    #expect(
      throws: FileBytes.Failure.unreadable(
        path: "/nonexistent/x", reason: "No such file or directory")
    ) {
      try FileBytes.readChecked("/nonexistent/x", limit: 100)
    }
  }
}
