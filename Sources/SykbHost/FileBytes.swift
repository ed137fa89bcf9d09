import Localization
import Platform

/// Reading a whole file as bytes (lexicons, key lists, /proc files), never more than a limit.
public enum FileBytes {
  /// Why a file was not read, in words naming it.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case directory(path: String)
    case tooLarge(path: String, limit: Int)
    case notRegular(path: String, kind: String)

    /// The English words (logs, and callers without `Words`).
    public var description: String { message(Words(.english)) }

    /// The words for the user: `.directory(path: "ko.tsv")` is `ko.tsv: is a directory, not
    /// a file`, in Korean `ko.tsv: 파일이 아니라 디렉터리입니다`.
    public func message(_ words: Words) -> String {
      switch self {
      case .unreadable(let path, let reason):
        // The one reason this file gives itself is said in the language too.
        let said =
          reason == Words(.english)(HostText.readFailed) ? words(HostText.readFailed) : reason
        return words(HostText.fileUnreadable, ["path": path, "reason": said])
      case .directory(let path):
        return words(HostText.fileIsDirectory, ["path": path])
      case .tooLarge(let path, let limit):
        return words(HostText.fileTooLarge, ["path": path, "limit": String(limit >> 20)])
      case .notRegular(let path, let kind):
        let entry = FileBytes.kinds.first { Words(.english)($0) == kind }
        return words(
          HostText.fileNotRegular, ["path": path, "kind": entry.map { words($0) } ?? kind])
      }
    }
  }

  /// What any file is read up to when the caller names no smaller limit: 256 MiB.
  public static let defaultLimit = 256 << 20

  /// The whole file, or nil when it cannot be read or holds more than `limit` bytes.
  public static func read(_ path: String, limit: Int = defaultLimit) -> [UInt8]? {
    try? readChecked(path, limit: limit)  // callers that say why call readChecked
  }

  /// The whole file in one buffer of its exact size (a buffer grown chunk by chunk would
  /// leave its earlier copies with the allocator, adding to the peak while a lexicon is
  /// built). A file without a size (`/dev/zero`, a pipe) is read in chunks up to `limit + 1`
  /// bytes, so it cannot exhaust memory.
  ///
  /// `regularOnly` refuses anything but a regular file before reading a byte: a FIFO (which
  /// would block until a writer came), `/dev/zero` (endless), a socket. The file is opened
  /// without blocking, so even the open of a FIFO returns at once.
  public static func readChecked(_ path: String, limit: Int, regularOnly: Bool = false)
    throws(Failure)
    -> [UInt8]
  {
    do throws(FileReader.Failure) {
      return try FileReader.read(path, limit: limit, regularOnly: regularOnly)
    } catch {
      switch error {
      case .open(let number), .status(let number):
        throw .unreadable(path: path, reason: number.message)
      case .notRegular(.directory): throw .directory(path: path)
      case .notRegular(let other):
        throw .notRegular(path: path, kind: kind(of: other) ?? "not a file")
      case .tooLarge: throw .tooLarge(path: path, limit: limit)
      case .read: throw .unreadable(path: path, reason: Words(.english)(HostText.readFailed))
      }
    }
  }

  /// What a file that is not regular nor a directory is, in words (English unless `words`
  /// says otherwise: a failure keeps the English and says it in the user's language when it is
  /// turned into a message); nil for a regular file.
  public static func kind(of kind: FileKind, words: Words = Words(.english)) -> String? {
    let entry: HostText? =
      switch kind {
      case .regular, .directory: nil
      case .fifo: .kindFIFO
      case .characterDevice: .kindCharacterDevice
      case .blockDevice: .kindBlockDevice
      case .socket: .kindSocket
      case .symbolicLink, .other: .kindOther
      }
    return entry.map { words($0) }
  }

  /// Every kind `kind(of:)` names.
  static let kinds: [HostText] = [
    .kindFIFO, .kindCharacterDevice, .kindBlockDevice, .kindSocket, .kindOther,
  ]
}
