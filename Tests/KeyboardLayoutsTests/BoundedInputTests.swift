import Foundation
import KeyboardLayouts
import Testing

/// Layout files are read with a size limit and as strict UTF-8: `/dev/zero` or a directory is
/// an error naming the file (it allocated 2.1 GB and aborted), and a file that is not UTF-8 is
/// refused with the place of its first bad byte (12 of 64 injections and an EUC-KR file were
/// silently repaired into U+FFFD and accepted).
@Suite("layout files: bounded, strict UTF-8")
struct BoundedInputTests {
  let directory: String

  init() throws {
    directory =
      NSTemporaryDirectory() + "sykb-layouts-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  func write(_ bytes: [UInt8], _ name: String) throws -> String {
    let path = directory + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  func problem(_ path: String) -> LayoutProblem? {
    guard case .failure(let error) = LayoutLibrary.readFile(path) else { return nil }
    #expect(error.file == path)
    return error.problem
  }

  @Test("a built-in file reads whole")
  func builtIn() throws {
    let path = BuiltInLayouts.directory + "/qwerty.json"
    guard case .success(let bytes) = LayoutLibrary.readFile(path) else {
      Issue.record("qwerty.json did not read")
      return
    }
    #expect(bytes == [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
  }

  @Test("/dev/zero, a directory and a missing file are errors naming the file")
  func notAFile() throws {
    #expect(problem("/dev/zero") == .unreadableFile(reason: .notRegularFile))
    #expect(problem(directory) == .unreadableFile(reason: .isDirectory))
    #expect(problem(directory + "/none.json") == .unreadableFile(reason: .noSuchFile))
    // A link to /dev/zero is /dev/zero.
    let link = directory + "/zero.json"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
    #expect(problem(link) == .unreadableFile(reason: .notRegularFile))
  }

  @Test("a file over 1 MiB is refused before it is read; 1 MiB exactly is read")
  func sizeLimit() throws {
    let limit = LayoutLibrary.maximumFileBytes
    #expect(limit == 1 << 20)
    let big = try write(Array(repeating: 0x20, count: limit + 1), "big.json")
    #expect(problem(big) == .fileTooLarge(limit: limit))
    #expect(
      LayoutError(file: big, path: .root, line: nil, problem: .fileTooLarge(limit: limit))
        .description == "\(big): the file is larger than 1 MiB; a layout file is a few KB")
    let exact = try write(Array(repeating: 0x20, count: limit), "exact.json")
    guard case .success(let bytes) = LayoutLibrary.readFile(exact) else {
      Issue.record("a 1 MiB file must read")
      return
    }
    #expect(bytes.count == limit)
  }

  /// A valid layout with `bytes` put at the start of its title, and where they are.
  static func layout(titleBytes: [UInt8]) throws -> (bytes: [UInt8], offset: Int) {
    let text = try String(
      contentsOfFile: BuiltInLayouts.directory + "/tenkey.json", encoding: .utf8)
    let marker = "\"title\": \""
    let range = try #require(text.range(of: marker))
    let before = Array(text[..<range.upperBound].utf8)
    let after = Array(text[range.upperBound...].utf8)
    return (before + titleBytes + after, before.count)
  }

  @Test(
    "bytes that are not UTF-8 are refused with their byte offset, line and column",
    arguments: [
      [0xFF], [0xC3, 0x28], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF],
      [0xF4, 0x90, 0x80, 0x80],
      [0xB0, 0xA1],
    ] as [[UInt8]])
  func invalidUTF8(bad: [UInt8]) throws {
    let valid = try Self.layout(titleBytes: Array("키".utf8)).bytes
    #expect(throws: Never.self) { try LayoutDecoder.decode(valid, file: "ok.json") }
    let (bytes, offset) = try Self.layout(titleBytes: bad)
    do {
      _ = try LayoutDecoder.decode(bytes, file: "bad.json")
      Issue.record("accepted bytes \(bad)")
    } catch {
      let first = try #require(error.errors.first)
      #expect(error.errors.count == 1)
      #expect(first.problem == .notUTF8(byteOffset: offset))
      let line = bytes[..<offset].filter { $0 == 0x0A }.count + 1
      #expect(first.line == line)
      #expect(first.description.hasPrefix("bad.json:\(line):"))
      #expect(first.description.contains("invalid UTF-8 at byte offset \(offset)"))
    }
  }

  @Test("an EUC-KR file (가나다 in EUC-KR) is refused at its first Hangul byte")
  func eucKR() throws {
    let bytes =
      Array("{\"id\": \"".utf8) + [0xB0, 0xA1, 0xB3, 0xAA, 0xB4, 0xD9] + Array("\"}".utf8)
    #expect(throws: LayoutDecoder.Failure.self) { try LayoutDecoder.decode(bytes, file: "k.json") }
    do {
      _ = try LayoutDecoder.decode(bytes, file: "k.json")
    } catch {
      #expect(error.errors.map(\.problem) == [.notUTF8(byteOffset: 8)])
      #expect(error.errors.first?.column == 9)
    }
  }
}
