#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How `sykb shortcuts` and `sykb learned` reach a running keyboard: small files in the data
/// directory that the keyboard watches (inotify, or polling), beside `learning.sqlite`.
///
/// * `shortcuts.changed` — rewritten (atomically) after every `sykb shortcuts add|remove`; the
///   keyboard then reads the shortcuts from the store again. The store itself is the message:
///   the marker only says "look".
/// * `learned.requests` — one line per request, appended: `forget<TAB>WORD` or `reset`. The
///   running keyboard owns the learned words (it holds the writer lock and saves its model
///   as a whole), so it must apply these itself — a change made behind its back would be
///   overwritten by its next save. It takes the file (rename, read, delete), forgets in its
///   model and saves; a keyboard that starts finds requests left by one that quit first.
///
/// A marker file rather than SQLite's `PRAGMA data_version`: the keyboard's store connection
/// belongs to its writer thread, and a file can be waited on in the event loop like the
/// terminal.
public struct StoreNotices: Sendable, Equatable {
  public var dataDirectory: String

  public init(dataDirectory: String) {
    self.dataDirectory = dataDirectory
  }

  public static let shortcutsMarker = "shortcuts.changed"
  public static let learnedRequests = "learned.requests"

  public var shortcutsMarkerPath: String { dataDirectory + "/" + Self.shortcutsMarker }
  public var learnedRequestsPath: String { dataDirectory + "/" + Self.learnedRequests }

  /// Tells a running keyboard that the shortcuts changed (writes `shortcuts.changed`).
  public func shortcutsChanged() throws(StoreError) {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let text = "shortcuts changed at \(now.tv_sec).\(now.tv_nsec) by pid \(getpid())\n"
    try FileSystem.writeAtomically(Array(text.utf8), to: shortcutsMarkerPath)
  }

  /// Appends a request for the running keyboard (owner-only file, one write per line).
  public func send(_ request: LearnedRequest) throws(StoreError) {
    let path = learnedRequestsPath
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .fileSystem(path: path, operation: "open", errno: errno)
    }
    defer { close(descriptor) }
    let bytes = Array((request.line + "\n").utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == bytes.count else {
      throw .fileSystem(path: path, operation: "write", errno: errno)
    }
  }

  /// Whether requests are waiting (the keyboard has not taken them yet).
  public var hasPendingRequests: Bool { access(learnedRequestsPath, F_OK) == 0 }

  /// Takes every waiting request, oldest first, and removes the file; lines that are not
  /// requests are skipped.
  public func takeRequests() -> [LearnedRequest] {
    let taking = learnedRequestsPath + ".taking-\(getpid())"
    guard rename(learnedRequestsPath, taking) == 0 else { return [] }
    defer { unlink(taking) }
    guard let bytes = try? FileSystem.readFile(taking, limit: 1 << 20) else { return [] }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n")
      .compactMap { LearnedRequest(line: String($0)) }
  }
}

/// A change to learned data asked of the running keyboard.
public enum LearnedRequest: Equatable, Sendable {
  /// `sykb learned forget WORD`.
  case forget(String)
  /// `sykb learned reset`.
  case reset

  /// `forget<TAB>WORD` or `reset`.
  var line: String {
    switch self {
    case .forget(let word): "forget\t" + word
    case .reset: "reset"
    }
  }

  init?(line: String) {
    if line == "reset" {
      self = .reset
    } else if line.hasPrefix("forget\t"), line.count > 7 {
      self = .forget(String(line.dropFirst(7)))
    } else {
      return nil
    }
  }
}
