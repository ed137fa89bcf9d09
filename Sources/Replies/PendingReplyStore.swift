import FoundationEssentials
import KeyboardSession

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A reply set the container app (`sykb reply`) left for the keyboard: the message it read
/// (from a screenshot or the command line), the candidates, and when it was made.
///
/// Stored as JSON in `<data>/pending-replies.json` (0600 in a 0700 directory, written to a
/// temporary file, fsynced and renamed, so a reader sees the old set or the new one whole);
/// it expires 10 minutes after it was made.
public struct PendingReplySet: Codable, Equatable, Sendable {
  public var version = 1
  /// Seconds since 1970 (the wall clock: a set outlives the process that made it).
  public var created: Double
  public var source: String
  public var message: String
  public var candidates: [String]
  /// Why there are no candidates (the provider's short status), if so.
  public var error: String?

  public init(
    created: Double, source: ReplyMessage.Source, message: String, candidates: [String],
    error: String? = nil
  ) {
    self.created = created
    self.source = source.rawValue
    self.message = message
    self.candidates = candidates
    self.error = error
  }

  /// The set as the keyboard takes it.
  public var replyMessage: ReplyMessage {
    ReplyMessage(
      text: message, source: ReplyMessage.Source(rawValue: source) ?? .text,
      candidates: candidates, stamp: Int((created * 1000).rounded()))
  }
}

/// Reads and writes the pending reply set.
public struct PendingReplyStore: Sendable {
  /// `<data>/pending-replies.json`.
  public let path: String
  /// Seconds a set stays pending.
  public static let lifetime = 600.0
  /// The file's name in the data directory (the live channel watches it).
  public static let fileName = "pending-replies.json"

  public init(dataDirectory: String) {
    path = dataDirectory + "/" + Self.fileName
  }

  var directory: String { String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) }

  /// Writes `set` atomically, owner-only; the directory is made 0700 if missing.
  public func save(_ set: PendingReplySet) throws(ReplyFileError) {
    let bytes: [UInt8]
    do {
      bytes = Array(try JSONEncoder().encode(set))
    } catch {
      throw ReplyFileError(path: path, problem: "cannot encode the reply set")
    }
    try ReplyFiles.makeDirectories(directory)
    try ReplyFiles.writeAtomically(bytes, to: path)
  }

  /// The set, nil when there is none, it is malformed, or it expired at `now`.
  public func load(now: Double) -> PendingReplySet? {
    // A malformed set is as good as none: the next request writes a new one.
    guard let bytes = ReplyFiles.read(path, limit: 1 << 20),
      let set = try? JSONDecoder().decode(PendingReplySet.self, from: Data(bytes))
    else { return nil }
    guard now - set.created < Self.lifetime, set.created <= now + 60 else { return nil }
    return set
  }

  /// Removes the set (`sykb reply --clear`).
  public func clear() {
    unlink(path)
  }
}

/// A file the reply tools could not write: the path and what went wrong.
public struct ReplyFileError: Error, Equatable, Sendable, CustomStringConvertible {
  public var path: String
  public var problem: String
  public var description: String { "\(path): \(problem)" }
}

/// Owner-only files for the reply set.
enum ReplyFiles {
  static func makeDirectories(_ path: String) throws(ReplyFileError) {
    var current = ""
    for component in path.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) != 0 && errno != EEXIST {
        throw ReplyFileError(path: current, problem: String(cString: strerror(errno)))
      }
    }
  }

  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(ReplyFileError) {
    let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw ReplyFileError(path: temporary, problem: String(cString: strerror(errno)))
    }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(fd, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else {
        let problem = String(cString: strerror(errno))
        close(fd)
        unlink(temporary)
        throw ReplyFileError(path: temporary, problem: problem)
      }
      offset += written
    }
    fchmod(fd, 0o600)
    let synced = fsync(fd) == 0
    close(fd)
    guard synced, rename(temporary, path) == 0 else {
      let problem = String(cString: strerror(errno))
      unlink(temporary)
      throw ReplyFileError(path: path, problem: problem)
    }
    let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    let directoryFD = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_CLOEXEC)
    if directoryFD >= 0 {
      fsync(directoryFD)
      close(directoryFD)
    }
  }

  /// The file's bytes; nil when it is missing, not a regular file (a FIFO put there is not
  /// waited on) or over `limit`.
  static func read(_ path: String, limit: Int) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= limit
    else { return nil }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = Glibc.read(fd, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      result += buffer[0..<count]
      if result.count > limit { return nil }
    }
    return result
  }

  /// Seconds since 1970 when `path` was last modified; nil when it is missing.
  static func modificationTime(_ path: String) -> Double? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
  }
}
