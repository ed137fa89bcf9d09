import KeyboardLayouts
import Localization
import Platform

/// Reads a text file (or standard input) one line at a time, so a script of a million events
/// streams through in bounded memory.
///
/// Every line must be UTF-8 (never repaired into U+FFFD) and at most `maximumLineBytes` long,
/// and the whole input at most `maximumBytes`; the first line that breaks a rule ends the
/// reading with `failure` set, naming the line and the byte offset — in `words`.
public final class LineReader {
  public struct OpenError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
  }

  /// Why reading stopped before the end.
  public struct ReadError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    public var description: String { "\(file):\(line): \(message)" }
  }

  /// The longest line a script may have: 1 MiB (a `paste "…"` of a long text fits).
  public static let maximumLineBytes = 1 << 20

  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private let name: String
  private let maximumBytes: Int
  private var buffer: [UInt8] = []
  /// Where the unread part of `buffer` starts.
  private var start = 0
  private var isAtEnd = false
  /// Bytes of the input before `buffer[0]`.
  private var consumed = 0
  public private(set) var lineNumber = 0
  /// Set when reading stopped at a bad line (not UTF-8, too long, a read error).
  public private(set) var failure: ReadError?
  /// The language of the failures.
  private let words: Words

  /// Opens `path`, or standard input for `-`; a directory or unreadable file is refused.
  public init(path: String, maximumBytes: Int = .max, words: Words = Words(.english))
    throws(OpenError)
  {
    self.maximumBytes = maximumBytes
    self.words = words
    if path == "-" {
      descriptor = FileDescriptor.standardInput.rawValue
      ownsDescriptor = false
      name = "<stdin>"
    } else {
      let opened: FileDescriptor
      do throws(Errno) { opened = try FileDescriptor.open(path, .readOnly) } catch {
        throw OpenError(path: path, reason: error.message)
      }
      if (try? opened.status())?.kind == .directory {  // unknown kind: the read says why
        opened.close()
        throw OpenError(path: path, reason: words(HostText.scriptIsDirectory))
      }
      descriptor = opened.rawValue
      ownsDescriptor = true
      name = path
    }
  }

  deinit {
    if ownsDescriptor { FileDescriptor(rawValue: descriptor).close() }
  }

  /// Opens `path` for `command`; a file that cannot be read is a `CommandFailure`. `play`
  /// keeps the whole script in memory, so its input is limited to `maximumPlayBytes`.
  public static func opened(_ path: String, command: String, words: Words)
    throws(CommandFailure) -> LineReader
  {
    do throws(OpenError) {
      return try LineReader(
        path: path, maximumBytes: command == "play" ? maximumPlayBytes : .max, words: words)
    } catch {
      throw CommandFailure(
        "sykb \(command): "
          + words(HostText.cannotReadScript, ["path": error.path, "reason": error.reason]))
    }
  }

  /// The most `sykb play` reads: 16 MiB (about 1.5 million events).
  public static let maximumPlayBytes = 16 << 20

  /// The next line without its line break, or `nil` at the end — or at a bad line, with
  /// `failure` set.
  public func next() -> String? {
    guard failure == nil else { return nil }
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        return take(upTo: newline, skipping: 1)
      }
      if buffer.count - start > Self.maximumLineBytes {
        return fail(line: lineNumber + 1, words(HostText.lineTooLong))
      }
      if isAtEnd {
        return start < buffer.count ? take(upTo: buffer.count, skipping: 0) : nil
      }
      fill()
    }
  }

  /// Reads the next block of input after dropping what was already returned.
  private func fill() {
    if start > 0 {
      buffer.removeSubrange(0..<start)
      consumed += start
      start = 0
    }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    let count: Int
    do throws(Errno) { count = try FileDescriptor(rawValue: descriptor).read(into: &chunk) } catch {
      _ = fail(line: lineNumber + 1, words(HostText.readingFailed, ["reason": error.message]))
      isAtEnd = true
      return
    }
    if count == 0 {
      isAtEnd = true
      return
    }
    buffer.append(contentsOf: chunk[0..<count])
  }

  private func take(upTo end: Int, skipping separator: Int) -> String? {
    lineNumber += 1
    let lineStart = consumed + start
    guard lineStart + (end - start) <= maximumBytes else {
      return fail(
        line: lineNumber, words(HostText.scriptTooLong, ["limit": String(maximumBytes >> 20)]))
    }
    var lineEnd = end
    while lineEnd > start && (buffer[lineEnd - 1] == 0x0A || buffer[lineEnd - 1] == 0x0D) {
      lineEnd -= 1
    }
    let bytes = buffer[start..<lineEnd]
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      return fail(
        line: lineNumber,
        words(
          HostText.invalidUTF8,
          ["offset": String(lineStart + offset), "byte": String(offset + 1)]))
    }
    start = end + separator
    return String(decoding: bytes, as: UTF8.self)
  }

  private func fail(line: Int, _ message: String) -> String? {
    failure = ReadError(file: name, line: line, message: message)
    return nil
  }
}
