import FoundationEssentials
import KeyboardSession
import Localization
import Platform

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
      throw ReplyFileError(path: path, problem: .cannotEncode)
    }
    try ReplyFiles.makeDirectories(directory)
    try ReplyFiles.writeAtomically(bytes, to: path)
  }

  /// The set, nil when there is none, it is malformed, or it expired at `now`.
  public func load(now: Double) -> PendingReplySet? {
    guard let bytes = ReplyFiles.read(path, limit: 1 << 20),
      let set = try? JSONDecoder().decode(  // malformed: as none; the next request rewrites it
        PendingReplySet.self, from: Data(bytes))
    else { return nil }
    guard now - set.created < Self.lifetime, set.created <= now + 60 else { return nil }
    return set
  }

  /// Removes the set (`sykb reply --clear`).
  public func clear() {
    try? Files.remove(path)  // no set to remove is the state asked for
  }
}

/// A file the reply tools could not write: the path and what went wrong.
public struct ReplyFileError: Error, Equatable, Sendable, CustomStringConvertible {
  public enum Problem: Equatable, Sendable {
    case cannotEncode
    case notRegularFile
    /// A system call failed; its words.
    case system(String)
  }

  public var path: String
  public var problem: Problem

  public var description: String { message(Words(.english)) }

  /// `…/pending-replies.json: not a regular file`, in `words`' language.
  public func message(_ words: Words) -> String {
    switch problem {
    case .cannotEncode: words(ReplyFailureText.fileCannotEncode, ["path": path])
    case .notRegularFile: words(ReplyFailureText.notRegularFile, ["path": path])
    case .system(let reason): "\(path): \(reason)"
    }
  }
}

/// Owner-only files for the reply set.
enum ReplyFiles {
  static func makeDirectories(_ path: String) throws(ReplyFileError) {
    var current = ""
    for component in path.split(separator: "/") {
      current += "/" + component
      do throws(Errno) { try Files.makeDirectory(current, permissions: 0o700) } catch
        where error != .exists
      {
        throw ReplyFileError(path: current, problem: .system(error.message))
      } catch {}  // an existing directory is used as it is
    }
  }

  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(ReplyFileError) {
    do throws(AtomicWriter.Failure) {
      try AtomicWriter.write(bytes, to: path)
    } catch {
      switch error {
      case .notARegularFile: throw ReplyFileError(path: path, problem: .notRegularFile)
      case .system(let file, let operation, let number):
        // The temporary file when it could not be made; the set's own name otherwise.
        let named = operation == "create" || operation == "write" ? file : path
        throw ReplyFileError(path: named, problem: .system(number.message))
      }
    }
  }

  /// The file's bytes; nil when it is missing, not a regular file (a FIFO put there is not
  /// waited on) or over `limit`.
  static func read(_ path: String, limit: Int) -> [UInt8]? {
    try? FileReader.read(path, limit: limit, regularOnly: true)  // any failure: no set
  }

  /// Seconds since 1970 when `path` was last modified; nil when it is missing.
  static func modificationTime(_ path: String) -> Double? {
    (try? Files.status(path))?.modificationTime  // missing: nil
  }
}
