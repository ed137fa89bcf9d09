#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a text file (or standard input) one line at a time, so a script of a million events
/// streams through in bounded memory.
final class LineReader {
  struct OpenError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): \(reason)" }
  }

  private let file: UnsafeMutablePointer<FILE>
  private let ownsFile: Bool
  private var buffer: UnsafeMutablePointer<CChar>?
  private var capacity = 0
  private(set) var lineNumber = 0

  /// Opens `path`, or standard input for `-`.
  init(path: String) throws(OpenError) {
    if path == "-" {
      guard let handle = fdopen(0, "r") else {
        throw OpenError(path: "<stdin>", reason: String(cString: strerror(errno)))
      }
      file = handle
      ownsFile = false
    } else {
      guard let handle = fopen(path, "r") else {
        throw OpenError(path: path, reason: String(cString: strerror(errno)))
      }
      file = handle
      ownsFile = true
    }
  }

  deinit {
    free(buffer)
    if ownsFile { fclose(file) }
  }

  /// Opens `path` for `command`, printing `sykb COMMAND: cannot read …` when it cannot.
  static func open(_ path: String, command: String) -> LineReader? {
    do throws(OpenError) {
      return try LineReader(path: path)
    } catch {
      printError("sykb \(command): cannot read \(error.description)")
      return nil
    }
  }

  /// The next line without its line break, or `nil` at the end. Invalid UTF-8 is repaired
  /// with U+FFFD (and then fails as an unknown key, with its line number).
  func next() -> String? {
    let length = getline(&buffer, &capacity, file)
    guard length >= 0, let buffer else { return nil }
    lineNumber += 1
    var count = length
    while count > 0 && (buffer[count - 1] == 0x0A || buffer[count - 1] == 0x0D) { count -= 1 }
    return buffer.withMemoryRebound(to: UInt8.self, capacity: count) {
      String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
    }
  }
}
