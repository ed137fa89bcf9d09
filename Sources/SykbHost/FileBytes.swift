import Platform

/// Reading a whole file as bytes (lexicons, key lists, /proc files), never more than a limit.
public enum FileBytes {
  /// Why a file was not read, in words naming it.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case directory(path: String)
    case tooLarge(path: String, limit: Int)
    case notRegular(path: String, kind: String)

    public var description: String {
      switch self {
      case .unreadable(let path, let reason): "\(path): cannot read the file: \(reason)"
      case .directory(let path): "\(path): is a directory, not a file"
      case .tooLarge(let path, let limit):
        "\(path): the file is larger than \(limit >> 20) MiB, more than sykb reads"
      case .notRegular(let path, let kind): "\(path): is \(kind), not a regular file"
      }
    }
  }

  /// What any file is read up to when the caller names no smaller limit: 256 MiB.
  public static let defaultLimit = 256 << 20

  /// The whole file, or nil when it cannot be read or holds more than `limit` bytes.
  public static func read(_ path: String, limit: Int = defaultLimit) -> [UInt8]? {
    // For callers that only need the bytes; those that report why use `readChecked`.
    try? readChecked(path, limit: limit)
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
      case .read: throw .unreadable(path: path, reason: "a read failed")
      }
    }
  }

  /// What a file that is not regular nor a directory is, in words; nil for a regular file.
  public static func kind(of kind: FileKind) -> String? {
    switch kind {
    case .regular, .directory: nil
    case .fifo: "a FIFO (named pipe)"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .symbolicLink, .other: "not a file"
    }
  }
}
