import Platform

/// Listing and removing files, for the clipboard's image directory and the pasteboard.
extension FileSystem {
  /// The names in a directory, without `.` and `..`; empty when it cannot be read.
  static func entries(of directory: String) -> [String] {
    Files.entries(of: directory) ?? []
  }

  /// Seconds since the file last changed; nil when it does not exist.
  static func age(of path: String) -> Double? {
    let info = try? Files.status(path, followingLinks: false)  // missing: no age
    guard let info else { return nil }
    return Double(wallClockStamp().seconds - info.modificationSeconds)
  }

  /// The size of a regular file; nil when it is missing or something else.
  static func size(of path: String) -> Int? {
    let info = try? Files.status(path, followingLinks: false)  // missing: no size
    guard let info, info.kind == .regular else { return nil }
    return info.size
  }

  /// `unlink(2)`; false when nothing was removed (already gone, or not allowed).
  @discardableResult
  static func remove(_ path: String) -> Bool {
    (try? Files.remove(path)) != nil  // false says it
  }

  /// Writes `text` over a small owner-only file in place (never through a symlink), for a
  /// marker whose only message is "it changed"; false when it could not.
  @discardableResult
  static func overwrite(_ path: String, with text: String) -> Bool {
    guard
      let descriptor = try? FileDescriptor.open(  // false: not written
        path, .writeOnly, options: [.create, .truncate, .noFollow], permissions: 0o600)
    else { return false }
    let bytes = Array(text.utf8)
    let written = try? descriptor.write(bytes)  // nil: not written, checked below
    return descriptor.close() == nil && written == bytes.count
  }

  /// A temporary file no write will finish: `writeAtomically`'s `.<name>.tmp-<pid>-<n>` of a
  /// process that is no longer alive, or any dot file older than `maximumAge` seconds (a
  /// process id can be reused; a foreign dot file has no process id at all).
  static func isStaleTemporaryFile(name: String, path: String, maximumAge: Double = 3600)
    -> Bool
  {
    if let age = age(of: path), age > maximumAge { return true }
    guard let pid = writerProcess(ofTemporaryFile: name) else { return false }
    return Processes.isGone(pid)
  }

  /// The process id in `.<name>.tmp-<pid>-<n>`; nil when the name has none.
  static func writerProcess(ofTemporaryFile name: String) -> Int32? {
    let bytes = Array(name.utf8)
    let marker = Array(".tmp-".utf8)
    guard bytes.count > marker.count,
      let found = stride(from: bytes.count - marker.count, through: 0, by: -1).first(where: {
        Array(bytes[$0..<($0 + marker.count)]) == marker
      })
    else { return nil }
    let start = found + marker.count
    var value: Int32 = 0
    var index = start
    while index < bytes.count, (48...57).contains(bytes[index]), value < 100_000_000 {
      value = value * 10 + Int32(bytes[index] - 48)
      index += 1
    }
    guard index > start, index < bytes.count, bytes[index] == UInt8(ascii: "-"), value > 0
    else { return nil }
    return value
  }
}
