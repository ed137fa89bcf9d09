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
    guard stat(path, &info) == 0 else { return nil }
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Double(now.tv_sec - info.st_mtim.tv_sec)
  }

  /// `unlink(2)`, ignoring a file that is already gone.
  static func remove(_ path: String) {
    unlink(path)
  }
}
