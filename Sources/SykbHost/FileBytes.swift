#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0))
    guard descriptor >= 0 else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    guard let file = fdopen(descriptor, "rb") else {
      close(descriptor)
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    defer { fclose(file) }
    var info = stat()
    guard fstat(fileno(file), &info) == 0 else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    if info.st_mode & S_IFMT == S_IFDIR { throw .directory(path: path) }
    if regularOnly, let kind = kind(of: info.st_mode) {
      throw .notRegular(path: path, kind: kind)
    }
    let size = max(Int(info.st_size), 0)
    if size > limit { throw .tooLarge(path: path, limit: limit) }
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      initialized = size == 0 ? 0 : fread(buffer.baseAddress, 1, size, file)
    }
    // A file that grew since `fstat`, or one without a size: read the rest, up to the limit.
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let read = fread(&chunk, 1, chunk.count, file)
      if read <= 0 { break }
      bytes.append(contentsOf: chunk[0..<read])
      if bytes.count > limit { throw .tooLarge(path: path, limit: limit) }
    }
    guard ferror(file) == 0 else {
      throw .unreadable(path: path, reason: "a read failed")
    }
    return bytes
  }

  /// What a file that is not regular nor a directory is, in words; nil for a regular file.
  public static func kind(of mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG, S_IFDIR: nil
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "not a file"
    }
  }
}
