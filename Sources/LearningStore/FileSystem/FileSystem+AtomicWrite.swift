#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystem {
  /// Replaces `path` with `bytes` so that a crash leaves either the old or the new file whole.
  ///
  /// Writes `.<name>.tmp-<pid>-<random>` beside it (created exclusively, so two saves at once
  /// never share a temporary file), `fsync`s, keeps the old file's owner permission bits
  /// (a new file is 0600; group and other bits are dropped: what sykb writes is private),
  /// `rename`s over the old name and `fsync`s the directory. A symlinked path is written through
  /// to its target when that is a regular file; a path that is (or links to) a FIFO, a device
  /// or a directory is refused before anything is written: a rename over `/dev/null` would
  /// replace the device node.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(StoreError) {
    let target: String
    switch kind(of: path) {
    case .missing: target = path
    case .regularFile: target = resolvingSymlinks(path)
    case .directory, .other: throw .notARegularFile(path: path)
    }
    let directory = directory(of: target)
    let name = target.split(separator: "/").last.map(String.init) ?? target
    let temporary =
      directory + "/." + name + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

    var mode: mode_t = 0o600
    var existing = stat()
    if stat(target, &existing) == 0 { mode = existing.st_mode & 0o700 }

    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else {
      throw .fileSystem(path: temporary, operation: "create", errno: errno)
    }
    do throws(StoreError) {
      defer { close(descriptor) }
      try writeAll(bytes, to: descriptor, path: temporary)
      if fchmod(descriptor, mode) != 0 {
        throw .fileSystem(path: temporary, operation: "chmod", errno: errno)
      }
      if fsync(descriptor) != 0 {
        throw .fileSystem(path: temporary, operation: "fsync", errno: errno)
      }
    } catch {
      unlink(temporary)
      throw error
    }
    do {
      try move(temporary, to: target)
    } catch {
      unlink(temporary)
      throw error
    }
    syncDirectory(directory)
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String)
    throws(StoreError)
  {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw .fileSystem(path: path, operation: "write", errno: errno)
      }
      offset += written
    }
  }

  /// Makes the rename durable; a failure here is not an error for the caller (the data is there).
  private static func syncDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}
