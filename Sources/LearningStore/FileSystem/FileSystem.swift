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
enum FileSystem {
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

  /// The whole file as bytes; nil when it does not exist.
  static func readFile(_ path: String) throws(StoreError) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .fileSystem(path: path, operation: "open", errno: errno)
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .fileSystem(path: path, operation: "read", errno: errno)
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  /// The first `count` bytes (fewer for a shorter file); nil when it does not exist.
  static func readPrefix(_ path: String, count: Int) throws(StoreError) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .fileSystem(path: path, operation: "open", errno: errno)
    }
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

  static func message(forErrno number: Int32) -> String {
    guard let text = strerror(number) else { return "error \(number)" }
    return String(cString: text)
  }
}
