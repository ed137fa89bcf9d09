#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX file calls the store and the settings file need, with errors as `StoreError`.
///
/// `try FileSystem.makeDirectories("/home/u/.local/share/sykb")` is `mkdir -p` with mode 0700.
public enum FileSystem {
  /// What is at a path, following symlinks (a link to a file is a regular file).
  enum Kind: Equatable {
    case missing, regularFile, directory, other
  }

  static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regularFile
    case S_IFDIR: return .directory
    default: return .other
    }
  }

  /// `mkdir -p`: creates every missing directory of `path`; existing ones are left as they are.
  static func makeDirectories(_ path: String, mode: mode_t = 0o700) throws(StoreError) {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      current += "/" + component
      if mkdir(current, mode) != 0, errno != EEXIST {
        throw .fileSystem(path: current, operation: "mkdir", errno: errno)
      }
    }
    guard kind(of: path) == .directory else {
      throw .fileSystem(path: path, operation: "mkdir", errno: ENOTDIR)
    }
  }

  /// `rename(2)`: atomic within one file system.
  static func move(_ from: String, to: String) throws(StoreError) {
    guard rename(from, to) == 0 else {
      throw .fileSystem(path: from, operation: "rename to \(to)", errno: errno)
    }
  }

  /// The whole file as bytes, refusing more than `limit` bytes; nil when it does not exist.
  ///
  /// Only a regular file (or a symlink to one) is read: the path is opened without blocking,
  /// so a FIFO never stalls the open waiting for a writer, and a FIFO, a device or a directory
  /// is refused (`StoreError.notARegularFile`). `/dev/zero` is never read for 2 GB.
  static func readFile(_ path: String, limit: Int) throws(StoreError) -> [UInt8]? {
    guard let descriptor = try openRegularFile(path) else { return nil }
    defer { close(descriptor) }
    var info = stat()
    if fstat(descriptor, &info) == 0, Int(info.st_size) > limit {
      throw .fileTooLarge(path: path, limit: limit)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .fileSystem(path: path, operation: "read", errno: errno)
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > limit { throw .fileTooLarge(path: path, limit: limit) }
    }
  }

  /// Opens `path` for reading if it is a regular file (following symlinks); nil when it does
  /// not exist. `O_NONBLOCK` keeps the open of a FIFO from waiting for a writer; `fstat` then
  /// refuses anything but a regular file, whose reads never block anyway, and the flag is
  /// cleared so reads behave as usual.
  static func openRegularFile(_ path: String) throws(StoreError) -> Int32? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .fileSystem(path: path, operation: "open", errno: errno)
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let number = errno
      close(descriptor)
      throw .fileSystem(path: path, operation: "stat", errno: number)
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .notARegularFile(path: path)
    }
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    return descriptor
  }

  /// The first `count` bytes (fewer for a shorter file); nil when it does not exist.
  static func readPrefix(_ path: String, count: Int) throws(StoreError) -> [UInt8]? {
    guard let descriptor = try openRegularFile(path) else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let got = bytes.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress.map { $0 + filled }, count - filled)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw .fileSystem(path: path, operation: "read", errno: errno)
      }
      if got == 0 { break }
      filled += got
    }
    return Array(bytes.prefix(filled))
  }

  /// The parent directory of a path: `/a/b/c.conf` → `/a/b`, `c.conf` → `.`.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let parent = String(path[..<slash])
    return parent.isEmpty ? "/" : parent
  }

  /// The path a symlink finally points to, so saving through a dotfiles symlink keeps the link.
  static func resolvingSymlinks(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether `path` (a file, or a directory's entries) is write-protected: the kernel refuses
  /// this process a write (a read-only file system, another user's file), or its owner has
  /// taken the owner-write bit off (`chmod 444`), which counts even for root, who may write
  /// anything: the user said "do not write this".
  static func isWriteProtected(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    return info.st_mode & S_IWUSR == 0 || access(path, W_OK) != 0
  }

  /// Creates an empty file that only its owner may read and write (0600), unless one exists.
  ///
  /// SQLite gives its `-wal` and `-shm` files the mode of the database file, so a store
  /// created this way keeps all three private whatever the umask or the directory's mode.
  static func createPrivateFile(_ path: String) throws(StoreError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor < 0 {
      if errno == EEXIST { return }
      throw .fileSystem(path: path, operation: "create", errno: errno)
    }
    // The umask may have taken bits away, never added any: 0600 exactly.
    fchmod(descriptor, 0o600)
    close(descriptor)
  }

  /// Takes the group and other permission bits off an existing file or directory of this
  /// user (0644 → 0600, 0755 → 0700); nil when it is missing, already private, or not ours.
  static func makePrivate(_ path: String) throws(StoreError) -> PermissionRepair? {
    var info = stat()
    // Only files and directories: a device node (`/dev/null` behind a symlinked settings
    // file, when run as root) is never chmod-ed.
    guard lstat(path, &info) == 0, info.st_uid == geteuid(),
      info.st_mode & S_IFMT == S_IFREG || info.st_mode & S_IFMT == S_IFDIR
    else { return nil }
    let mode = info.st_mode & 0o7777
    guard mode & 0o077 != 0 else { return nil }
    let privateMode = mode & ~mode_t(0o077)
    guard chmod(path, privateMode) == 0 else {
      throw .fileSystem(path: path, operation: "chmod", errno: errno)
    }
    return PermissionRepair(path: path, oldMode: UInt32(mode), newMode: UInt32(privateMode))
  }

  /// Copies a file's bytes into a new owner-only file at `destination` (which must not exist).
  static func copyFile(_ source: String, to destination: String) throws(StoreError) {
    let input = open(source, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else { throw .fileSystem(path: source, operation: "open", errno: errno) }
    defer { close(input) }
    let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard output >= 0 else {
      throw .fileSystem(path: destination, operation: "create", errno: errno)
    }
    defer { close(output) }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .fileSystem(path: source, operation: "read", errno: errno)
      }
      if count == 0 { return }
      var written = 0
      while written < count {
        let step = chunk.withUnsafeBytes {
          write(output, $0.baseAddress.map { $0 + written }, count - written)
        }
        if step < 0 {
          if errno == EINTR { continue }
          throw .fileSystem(path: destination, operation: "write", errno: errno)
        }
        written += step
      }
    }
  }

  /// A new owner-only directory `<parent>/.<prefix>-XXXXXX`, or under `/tmp` when `parent`
  /// is not writable.
  public static func makeTemporaryDirectory(in parent: String, prefix: String)
    throws(StoreError)
    -> String
  {
    for base in [parent, "/tmp"] {
      var template = Array((base + "/." + prefix + "-XXXXXX").utf8CString)
      let made = template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
      }
      if let made { return made }
    }
    throw .fileSystem(path: parent, operation: "mkdtemp", errno: errno)
  }

  /// Removes a directory and the files directly in it (a temporary directory of ours).
  public static func removeDirectory(_ path: String) {
    if let directory = opendir(path) {
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { unlink(path + "/" + name) }
      }
      closedir(directory)
    }
    rmdir(path)
  }

  /// `1 MiB`, `64 KiB` or `1000 bytes`.
  static func describe(bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }

  static func message(forErrno number: Int32) -> String {
    guard let text = strerror(number) else { return "error \(number)" }
    return String(cString: text)
  }
}
