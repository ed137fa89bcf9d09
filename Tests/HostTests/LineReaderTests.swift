import Localization
import SykbHost
import Testing

@Suite("LineReader: script files read line by line, bad lines named")
struct LineReaderTests {
  @Test("lines come without their breaks (LF and CRLF), numbered from 1")
  func lines() throws {
    let scratch = Scratch()
    let path = scratch.write("script.txt", "tap ㄱ\r\nwait 0.5\nlast")
    let reader = try LineReader(path: path)
    var lines: [String] = []
    while let line = reader.next() { lines.append(line) }
    #expect(lines == ["tap ㄱ", "wait 0.5", "last"])
    #expect(reader.lineNumber == 3)
    #expect(reader.failure == nil)
  }

  @Test("invalid UTF-8 stops reading with the file, the line and the byte offset")
  func invalidUTF8() throws {
    let scratch = Scratch()
    let path = scratch.path + "/bad.txt"
    let bytes: [UInt8] = Array("ok\nab".utf8) + [0xFF] + Array("\n".utf8)
    #expect(FileBytesTests.writeBytes(bytes, to: path))
    let reader = try LineReader(path: path)
    #expect(reader.next() == "ok")
    #expect(reader.next() == nil)
    let failure = try #require(reader.failure)
    #expect(failure.file == path)
    #expect(failure.line == 2)
    #expect(failure.message.contains("invalid UTF-8 at byte offset 5"))
  }

  @Test("a directory is refused when opened, saying so")
  func directory() {
    let scratch = Scratch()
    #expect(throws: LineReader.OpenError.self) { try LineReader(path: scratch.path) }
    do {
      _ = try LineReader(path: scratch.path)
    } catch {
      #expect(error.description == "\(scratch.path): is a directory, not a script file")
    }
  }

  @Test("more than the byte limit is a failure at the line that crosses it")
  func limit() throws {
    let scratch = Scratch()
    let path = scratch.write("long.txt", "aaaa\nbbbb\n")
    let reader = try LineReader(path: path, maximumBytes: 6)
    #expect(reader.next() == "aaaa")
    #expect(reader.next() == nil)
    #expect(reader.failure?.line == 2)
  }

  @Test("a missing file is a command failure naming the command and the file")
  func missing() {
    do {
      _ = try LineReader.opened(
        "/nonexistent/sykb-script", command: "replay", words: Words(.english))
      Issue.record("a missing file opened")
    } catch {
      #expect(error.lines.count == 1)
      #expect(
        error.lines.first?.hasPrefix("sykb replay: cannot read /nonexistent/sykb-script: ") == true)
      #expect(error.status == 2)
    }
  }
}
