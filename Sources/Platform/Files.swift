#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a path is.
public enum FileKind: Sendable, Equatable {
  case regular, directory, fifo, characterDevice, blockDevice, socket, symbolicLink, other

  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    case S_IFLNK: self = .symbolicLink
    default: self = .other
    }
  }
}

/// The part of `stat(2)` the tools use.
public struct FileStatus: Sendable, Equatable {
  public let kind: FileKind
  /// The permission bits (`mode & 0o7777`).
  public let permissions: UInt32
  public let size: Int
  public let owner: UInt32
  /// The file's inode number (a file replaced by rename has a new one).
  public let inode: UInt64
  /// The device the file is on (with the inode, which file it is).
  public let device: UInt64
  /// The last change of the contents, in whole seconds since 1970.
  public let modificationSeconds: Int
  /// The nanoseconds of that second.
  public let modificationNanoseconds: Int
  /// The same, with its fraction of a second.
  public let modificationTime: Double

  init(_ info: stat) {
    kind = FileKind(mode: info.st_mode)
    permissions = UInt32(info.st_mode & 0o7777)
    size = Int(info.st_size)
    owner = UInt32(info.st_uid)
    inode = UInt64(info.st_ino)
    device = UInt64(info.st_dev)
    #if canImport(Darwin)
      let stamp = info.st_mtimespec
    #else
      let stamp = info.st_mtim
    #endif
    modificationSeconds = Int(stamp.tv_sec)
    modificationNanoseconds = Int(stamp.tv_nsec)
    modificationTime = Double(stamp.tv_sec) + Double(stamp.tv_nsec) / 1e9
  }
}

/// The path calls: `stat`, `mkdir`, `rename`, `unlink`, `chmod`, `realpath`, directories.
public enum Files {
  /// `stat(2)` (following symlinks) or, with `followingLinks: false`, `lstat(2)`.
  public static func status(_ path: String, followingLinks: Bool = true) throws(Errno)
    -> FileStatus
  {
    var info = stat()
    let result = followingLinks ? stat(path, &info) : lstat(path, &info)
    guard result == 0 else { throw Errno.current }
    return FileStatus(info)
  }

  /// `mkdir(2)`.
  public static func makeDirectory(_ path: String, permissions: UInt32 = 0o700) throws(Errno) {
    guard mkdir(path, mode_t(permissions)) == 0 else { throw Errno.current }
  }

  /// `rename(2)`: atomic within one file system.
  public static func rename(_ from: String, to: String) throws(Errno) {
    guard cRename(from, to) == 0 else { throw Errno.current }
  }

  /// `unlink(2)`.
  public static func remove(_ path: String) throws(Errno) {
    guard unlink(path) == 0 else { throw Errno.current }
  }

  /// `rmdir(2)`.
  public static func removeEmptyDirectory(_ path: String) throws(Errno) {
    guard rmdir(path) == 0 else { throw Errno.current }
  }

  /// `chmod(2)`.
  public static func changePermissions(_ path: String, to permissions: UInt32) throws(Errno) {
    guard chmod(path, mode_t(permissions)) == 0 else { throw Errno.current }
  }

  /// `access(path, W_OK)`: whether the kernel would let this process write it.
  public static func isWritable(_ path: String) -> Bool { access(path, W_OK) == 0 }

  /// `access(path, R_OK)`: whether the kernel would let this process read it.
  public static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

  /// `realpath(3)`: the path every symlink finally points to; nil when it cannot be resolved.
  public static func resolvingSymlinks(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// `mkdtemp(3)`: a new owner-only directory named `template` with its `XXXXXX` filled in.
  public static func makeTemporaryDirectory(template: String) throws(Errno) -> String {
    var bytes = Array(template.utf8CString)
    let made = bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
    }
    guard let made else { throw Errno.current }
    return made
  }

  /// `mkstemp(3)`: a new file named `template` with its `XXXXXX` filled in, open for
  /// writing (0600, closing on exec), and its path.
  public static func makeTemporaryFile(template: String) throws(Errno)
    -> (descriptor: FileDescriptor, path: String)
  {
    var bytes = Array(template.utf8CString)
    let descriptor = mkstemp(&bytes)
    guard descriptor >= 0 else { throw Errno.current }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    let path = String(
      decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return (FileDescriptor(rawValue: descriptor), path)
  }

  /// The names in a directory, without `.` and `..`, in the order `readdir` gives them;
  /// nil when it cannot be opened.
  public static func entries(of directory: String) -> [String]? {
    guard let handle = opendir(directory) else { return nil }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}

func cRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
