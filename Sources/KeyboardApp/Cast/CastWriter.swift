import KeyboardScreen
import Localization
import Platform
import Synchronization
import TerminalKit

/// Writes an asciicast v2 file (asciinema's format): a JSON header line, then one JSON array
/// per event, `[seconds, code, data]`.
///
/// ```
/// {"version": 2, "width": 80, "height": 24, "timestamp": 1764628000, "title": "sykb play x", "env": {"SHELL": "/bin/bash", "TERM": "xterm-256color"}}
/// [0.000000, "o", "\u001b[0m\u001b[2J…"]
/// [0.412000, "m", "tap ㄱ"]
/// [1.250000, "r", "100x30"]
/// ```
/// Seconds count from the writer's creation on the injected clock. A regular file is made
/// owner-only (0600): a cast shows what the screen showed, typed text included; a device or a
/// FIFO is written as it is and its mode left alone. Events are written whole: when a write
/// fails (a full disk) the file is cut back to its last whole event — still a cast that plays
/// — nothing more is written, `failed` hears the reason once, and `finish` returns false.
/// Markers and frames may come from different closures (the app's log hook, the paint sink),
/// so the file is behind a lock.
public final class CastWriter: Sendable {
  /// What the header says.
  public struct Header: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Seconds since 1970 when the recording started.
    public var timestamp: Int
    public var title: String
    public var shell: String
    public var term: String

    public init(
      width: Int, height: Int, timestamp: Int, title: String, shell: String, term: String
    ) {
      self.width = width
      self.height = height
      self.timestamp = timestamp
      self.title = title
      self.shell = shell
      self.term = term
    }
  }

  /// Why a cast file could not be started.
  public struct OpenError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { message(Words(.english)) }

    /// The words for the user: `demo.cast: cannot write the cast (Permission denied)`.
    public func message(_ words: Words) -> String {
      words(HostText.castUnwritable, ["path": path, "reason": reason])
    }
  }

  private struct State {
    var descriptor: FileDescriptor?
    var failure: Errno?
    /// Whether the file closed badly (the data may not all be on disk).
    var closeFailed = false
    var isRegular = false
    /// Bytes written whole so far: where the file is cut back to when a write fails.
    var written: Int64 = 0
    var line: [UInt8] = []
  }

  private let state: Mutex<State>
  private let clock: @Sendable () -> Double
  private let start: Double
  private let failed: @Sendable (Errno) -> Void

  /// Creates (or truncates) `path` and writes the header; `failed` hears the first write that
  /// failed (the status line says it).
  public init(
    path: String, header: Header, clock: @escaping @Sendable () -> Double,
    failed: @escaping @Sendable (Errno) -> Void = { _ in }
  ) throws(OpenError) {
    let descriptor: FileDescriptor
    do {
      descriptor = try FileDescriptor.open(
        path, .writeOnly, options: [.create, .truncate], permissions: 0o600)
    } catch {
      throw OpenError(path: path, reason: error.message)
    }
    // An existing file keeps its mode on open: group and other bits go now — a regular file
    // only (a device node's mode is the system's). A failure is irrelevant here: the file was
    // just opened for writing by its owner.
    let isRegular = (try? descriptor.status())?.kind == .regular
    if isRegular { try? descriptor.changePermissions(0o600) }
    self.clock = clock
    self.start = clock()
    self.failed = failed
    var state = State(descriptor: descriptor)
    state.isRegular = isRegular
    Self.appendHeader(header, to: &state.line)
    Self.write(&state)
    self.state = Mutex(state)
    if let failure = state.failure { failed(failure) }
  }

  deinit {
    finish()
  }

  /// Seconds since the recording started.
  public var elapsed: Double { max(0, clock() - start) }

  /// An `"o"` event: bytes written to the terminal (UTF-8; a broken sequence becomes U+FFFD).
  public func output(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    event("o", bytes)
  }

  /// An `"r"` event: the terminal is now `columns` × `rows`.
  public func resize(columns: Int, rows: Int) {
    event("r", Array("\(columns)x\(rows)".utf8))
  }

  /// An `"m"` marker named `label` (a gesture, a checkpoint).
  public func marker(_ label: String) {
    event("m", Array(label.utf8))
  }

  /// Closes the file; later events are dropped. Returns false when a write failed.
  @discardableResult
  public func finish() -> Bool {
    state.withLock { state in
      if let descriptor = state.descriptor {
        if let error = descriptor.close() {
          state.closeFailed = true
          if state.failure == nil { state.failure = error }
        }
        state.descriptor = nil
      }
      return state.failure == nil && !state.closeFailed
    }
  }

  /// Why the cast is not whole: the first write (or the close) that failed.
  public var failure: Errno? { state.withLock { $0.failure } }

  private func event(_ code: StaticString, _ data: [UInt8]) {
    let time = elapsed
    let failure = state.withLock { state -> Errno? in
      guard state.descriptor != nil, state.failure == nil else { return nil }
      state.line.removeAll(keepingCapacity: true)
      state.line.append(0x5B)  // [
      Self.appendSeconds(time, to: &state.line)
      state.line.append(contentsOf: [0x2C, 0x20, 0x22])  // , "
      code.withUTF8Buffer { state.line.append(contentsOf: $0) }
      state.line.append(contentsOf: [0x22, 0x2C, 0x20])  // ", space
      Self.appendString(data, to: &state.line)
      state.line.append(contentsOf: [0x5D, 0x0A])  // ] newline
      Self.write(&state)
      return state.failure
    }
    if let failure { failed(failure) }
  }

  /// Writes the state's line whole, or cuts a regular file back to its last whole line and
  /// records why.
  private static func write(_ state: inout State) {
    guard let descriptor = state.descriptor, state.failure == nil else { return }
    do {
      try descriptor.writeAll(state.line)
      state.written += Int64(state.line.count)
    } catch {
      state.failure = error
      // A device (`/dev/full`-like) or a FIFO has nothing to cut.
      if state.isRegular { try? descriptor.truncate(to: state.written) }  // said as `failure`
    }
  }

  static func appendHeader(_ header: Header, to line: inout [UInt8]) {
    func text(_ string: String) { line.append(contentsOf: string.utf8) }
    text("{\"version\": 2, \"width\": \(header.width), \"height\": \(header.height), ")
    text("\"timestamp\": \(header.timestamp), \"title\": ")
    appendString(Array(header.title.utf8), to: &line)
    text(", \"env\": {\"SHELL\": ")
    appendString(Array(header.shell.utf8), to: &line)
    text(", \"TERM\": ")
    appendString(Array(header.term.utf8), to: &line)
    text("}}\n")
  }

  /// `1.234567`: microseconds, six decimals.
  static func appendSeconds(_ seconds: Double, to line: inout [UInt8]) {
    let micros = Int((max(0, seconds.isFinite ? seconds : 0) * 1_000_000).rounded())
    line.append(contentsOf: String(micros / 1_000_000).utf8)
    line.append(0x2E)
    let fraction = String(micros % 1_000_000)
    line.append(contentsOf: repeatElement(0x30, count: 6 - fraction.utf8.count))
    line.append(contentsOf: fraction.utf8)
  }

  /// A JSON string of UTF-8 bytes: `"` `\` and control characters escaped (`\u001b`), the
  /// rest as it is; invalid UTF-8 is repaired (JSON text must be UTF-8).
  static func appendString(_ bytes: [UInt8], to line: inout [UInt8]) {
    let hex: [UInt8] = Array("0123456789abcdef".utf8)
    line.append(0x22)
    let valid = String(validating: bytes, as: UTF8.self) != nil
    let source = valid ? bytes : Array(String(decoding: bytes, as: UTF8.self).utf8)
    for byte in source {
      switch byte {
      case 0x22: line.append(contentsOf: [0x5C, 0x22])
      case 0x5C: line.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: line.append(contentsOf: [0x5C, 0x6E])
      case 0x0D: line.append(contentsOf: [0x5C, 0x72])
      case 0x09: line.append(contentsOf: [0x5C, 0x74])
      case 0x00..<0x20, 0x7F:
        line.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
      default: line.append(byte)
      }
    }
    line.append(0x22)
  }
}
