import Platform

/// The few POSIX file calls the store and the settings file need, with errors as `StoreError`.
///
/// `try FileSystem.makeDirectories("/home/u/.local/share/sykb")` is `mkdir -p` with mode 0700.
public enum FileSystem {
  /// What is at a path, following symlinks (a link to a file is a regular file).
  enum Kind: Equatable {
    case missing, regularFile, directory, other
  }

  static func kind(of path: String) -> Kind {
    guard let info = try? Files.status(path) else { return .missing }  // any failure: missing
    switch info.kind {
    case .regular: return .regularFile
    case .directory: return .directory
    default: return .other
    }
  }

  /// `mkdir -p`: creates every missing directory of `path`; existing ones are left as they are.
  static func makeDirectories(_ path: String, mode: UInt32 = 0o700) throws(StoreError) {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      current += "/" + component
      do throws(Errno) { try Files.makeDirectory(current, permissions: mode) } catch
        where error != .exists
      {
        throw .fileSystem(path: current, operation: "mkdir", errno: error.code)
      } catch {}  // it exists: checked below for the whole path
    }
    guard kind(of: path) == .directory else {
      throw .fileSystem(path: path, operation: "mkdir", errno: Errno.notDirectory.code)
    }
  }

  /// `rename(2)`: atomic within one file system.
  static func move(_ from: String, to: String) throws(StoreError) {
    do throws(Errno) { try Files.rename(from, to: to) } catch {
      throw .fileSystem(path: from, operation: "rename to \(to)", errno: error.code)
    }
  }

  /// The whole file as bytes, refusing more than `limit` bytes; nil when it does not exist.
  ///
  /// Only a regular file (or a symlink to one) is read: the path is opened without blocking,
  /// so a FIFO never stalls the open waiting for a writer, and a FIFO, a device or a directory
  /// is refused (`StoreError.notARegularFile`). `/dev/zero` is never read for 2 GB.
  static func readFile(_ path: String, limit: Int) throws(StoreError) -> [UInt8]? {
    do throws(FileReader.Failure) {
      return try FileReader.read(path, limit: limit, regularOnly: true)
    } catch {
      switch error {
      case .open(.noSuchFile): return nil
      case .open(let number): throw .fileSystem(path: path, operation: "open", errno: number.code)
      case .status(let number):
        throw .fileSystem(path: path, operation: "stat", errno: number.code)
      case .notRegular: throw .notARegularFile(path: path)
      case .tooLarge: throw .fileTooLarge(path: path, limit: limit)
      case .read(let number): throw .fileSystem(path: path, operation: "read", errno: number.code)
      }
    }
  }

  /// The first `count` bytes (fewer for a shorter file); nil when it does not exist.
  static func readPrefix(_ path: String, count: Int) throws(StoreError) -> [UInt8]? {
    let descriptor: FileDescriptor
    do throws(Errno) {
      descriptor = try FileDescriptor.open(
        path, .readOnly, options: [.nonBlocking, .noControllingTerminal])
    } catch {
      if error == .noSuchFile { return nil }
      throw .fileSystem(path: path, operation: "open", errno: error.code)
    }
    defer { descriptor.close() }
    // `O_NONBLOCK` kept the open of a FIFO from waiting for a writer; anything but a regular
    // file (whose reads never block) is refused, and the flag is cleared.
    let info: FileStatus
    do throws(Errno) { info = try descriptor.status() } catch {
      throw .fileSystem(path: path, operation: "stat", errno: error.code)
    }
    guard info.kind == .regular else { throw .notARegularFile(path: path) }
    descriptor.setNonBlocking(false)
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let got: Int
      do throws(Errno) {
        got = try descriptor.read(into: &bytes, at: filled)
      } catch { throw .fileSystem(path: path, operation: "read", errno: error.code) }
      if got == 0 { break }
      filled += got
    }
    return Array(bytes.prefix(filled))
  }

  /// The parent directory of a path: `/a/b/c.conf` → `/a/b`, `c.conf` → `.`.
  static func directory(of path: String) -> String {
    AtomicWriter.directory(of: path)
  }

  /// The path a symlink finally points to, so saving through a dotfiles symlink keeps the link.
  static func resolvingSymlinks(_ path: String) -> String {
    Files.resolvingSymlinks(path) ?? path
  }

  /// Whether `path` (a file, or a directory's entries) is write-protected: the kernel refuses
  /// this process a write (a read-only file system, another user's file), or its owner has
  /// taken the owner-write bit off (`chmod 444`), which counts even for root, who may write
  /// anything: the user said "do not write this".
  static func isWriteProtected(_ path: String) -> Bool {
    guard let info = try? Files.status(path) else { return false }  // missing: not protected
    return info.permissions & 0o200 == 0 || !Files.isWritable(path)
  }

  /// Creates an empty file that only its owner may read and write (0600), unless one exists.
  ///
  /// SQLite gives its `-wal` and `-shm` files the mode of the database file, so a store
  /// created this way keeps all three private whatever the umask or the directory's mode.
  static func createPrivateFile(_ path: String) throws(StoreError) {
    let descriptor: FileDescriptor
    do throws(Errno) {
      descriptor = try FileDescriptor.open(
        path, .writeOnly, options: [.create, .exclusive], permissions: 0o600)
    } catch {
      if error == .exists { return }
      throw .fileSystem(path: path, operation: "create", errno: error.code)
    }
    // The umask may have taken bits away, never added any: 0600 exactly.
    try? descriptor.changePermissions(0o600)  // as before: the file exists either way
    descriptor.close()
  }

  /// Takes the group and other permission bits off an existing file or directory of this
  /// user (0644 → 0600, 0755 → 0700); nil when it is missing, already private, or not ours.
  static func makePrivate(_ path: String) throws(StoreError) -> PermissionRepair? {
    // Only files and directories: a device node (`/dev/null` behind a symlinked settings
    // file, when run as root) is never chmod-ed.
    guard let info = try? Files.status(path, followingLinks: false),  // missing: nothing to do
      info.owner == Processes.effectiveUserID,
      info.kind == .regular || info.kind == .directory
    else { return nil }
    let mode = info.permissions
    guard mode & 0o077 != 0 else { return nil }
    let privateMode = mode & ~UInt32(0o077)
    do throws(Errno) { try Files.changePermissions(path, to: privateMode) } catch {
      throw .fileSystem(path: path, operation: "chmod", errno: error.code)
    }
    return PermissionRepair(path: path, oldMode: mode, newMode: privateMode)
  }

  /// Copies a file's bytes into a new owner-only file at `destination` (which must not exist).
  static func copyFile(_ source: String, to destination: String) throws(StoreError) {
    let input: FileDescriptor
    do throws(Errno) { input = try FileDescriptor.open(source, .readOnly) } catch {
      throw .fileSystem(path: source, operation: "open", errno: error.code)
    }
    defer { input.close() }
    let output: FileDescriptor
    do throws(Errno) {
      output = try FileDescriptor.open(
        destination, .writeOnly, options: [.create, .exclusive], permissions: 0o600)
    } catch { throw .fileSystem(path: destination, operation: "create", errno: error.code) }
    defer { output.close() }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count: Int
      do throws(Errno) {
        count = try input.read(into: &chunk)
      } catch { throw .fileSystem(path: source, operation: "read", errno: error.code) }
      if count == 0 { return }
      do throws(Errno) {
        try output.writeAll(chunk, count: count)
      } catch { throw .fileSystem(path: destination, operation: "write", errno: error.code) }
    }
  }

  /// A new owner-only directory `<parent>/.<prefix>-XXXXXX`, or under `/tmp` when `parent`
  /// is not writable.
  public static func makeTemporaryDirectory(in parent: String, prefix: String)
    throws(StoreError)
    -> String
  {
    var failure = Errno.noSuchFile
    for base in [parent, "/tmp"] {
      do throws(Errno) {
        return try Files.makeTemporaryDirectory(template: base + "/." + prefix + "-XXXXXX")
      } catch { failure = error }
    }
    throw .fileSystem(path: parent, operation: "mkdtemp", errno: failure.code)
  }

  /// Removes a directory and the files directly in it (a temporary directory of ours).
  public static func removeDirectory(_ path: String) {
    // Best effort: what cannot be removed stays in the temporary directory.
    for name in Files.entries(of: path) ?? [] {
      try? Files.remove(path + "/" + name)  // best effort: a temporary directory
    }
    try? Files.removeEmptyDirectory(path)  // best effort: left in the temporary directory
  }

  /// `1 MiB`, `64 KiB` or `1000 bytes`.
  static func describe(bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }

  static func message(forErrno number: Int32) -> String {
    Errno(code: number).message
  }
}
