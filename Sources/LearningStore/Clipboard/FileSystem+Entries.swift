#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Listing and removing files, for the clipboard's image directory and the pasteboard.
extension FileSystem {
  /// The names in a directory, without `.` and `..`; empty when it cannot be read.
  static func entries(of directory: String) -> [String] {
    guard let handle = opendir(directory) else { return [] }
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

  /// Seconds since the file last changed; nil when it does not exist.
  static func age(of path: String) -> Double? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Double(now.tv_sec - info.st_mtim.tv_sec)
  }

  /// The size of a regular file; nil when it is missing or something else.
  static func size(of path: String) -> Int? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return Int(info.st_size)
  }

  /// `unlink(2)`; false when nothing was removed (already gone, or not allowed).
  @discardableResult
  static func remove(_ path: String) -> Bool {
    unlink(path) == 0
  }

  /// Writes `text` over a small owner-only file in place (never through a symlink), for a
  /// marker whose only message is "it changed"; false when it could not.
  @discardableResult
  static func overwrite(_ path: String, with text: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { return false }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    return close(descriptor) == 0 && written == bytes.count
  }

  /// A temporary file no write will finish: `writeAtomically`'s `.<name>.tmp-<pid>-<n>` of a
  /// process that is no longer alive, or any dot file older than `maximumAge` seconds (a
  /// process id can be reused; a foreign dot file has no process id at all).
  static func isStaleTemporaryFile(name: String, path: String, maximumAge: Double = 3600)
    -> Bool
  {
    if let age = age(of: path), age > maximumAge { return true }
    guard let pid = writerProcess(ofTemporaryFile: name) else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }

  /// The process id in `.<name>.tmp-<pid>-<n>`; nil when the name has none.
  static func writerProcess(ofTemporaryFile name: String) -> pid_t? {
    let bytes = Array(name.utf8)
    let marker = Array(".tmp-".utf8)
    guard bytes.count > marker.count,
      let found = stride(from: bytes.count - marker.count, through: 0, by: -1).first(where: {
        Array(bytes[$0..<($0 + marker.count)]) == marker
      })
    else { return nil }
    let start = found + marker.count
    var value: pid_t = 0
    var index = start
    while index < bytes.count, (48...57).contains(bytes[index]), value < 100_000_000 {
      value = value * 10 + pid_t(bytes[index] - 48)
      index += 1
    }
    guard index > start, index < bytes.count, bytes[index] == UInt8(ascii: "-"), value > 0
    else { return nil }
    return value
  }
}
