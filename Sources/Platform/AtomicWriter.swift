/// Replacing a file so that a crash leaves either the old or the new file whole: the one
/// atomic writer of the store, the settings file and the pending replies.
///
/// `try AtomicWriter.write(bytes, to: path)` writes `.<name>.tmp-<pid>-<random>` beside it
/// (created exclusively, so two saves at once never share a temporary file), `fsync`s, keeps
/// the old file's owner permission bits (a new file is 0600; group and other bits are
/// dropped: what sykb writes is private), `rename`s over the old name and `fsync`s the
/// directory. A symlinked path is written through to its target when that is a regular file;
/// a path that is (or links to) a FIFO, a device or a directory is refused before anything
/// is written: a rename over `/dev/null` would replace the device node.
public enum AtomicWriter {
  /// Why a file was not replaced.
  public enum Failure: Error, Equatable, Sendable {
    /// The path is (or links to) something other than a regular file.
    case notARegularFile
    /// `operation` on `path` (the temporary file, or the rename) failed.
    case system(path: String, operation: String, Errno)
  }

  /// Who may read what is written: `private` (0600 for a new file; an old file's group and
  /// other bits dropped) or `shared` (a picture: a new file 0644, an old file's mode kept).
  public enum Permissions: Sendable {
    case `private`
    case shared
  }

  public static func write(_ bytes: [UInt8], to path: String, _ permissions: Permissions = .private)
    throws(Failure)
  {
    let target: String
    switch (try? Files.status(path))?.kind {  // a missing (or unreadable) path is created
    case nil: target = path
    case .regular: target = Files.resolvingSymlinks(path) ?? path
    default: throw .notARegularFile
    }
    let directory = directory(of: target)
    let name = target.split(separator: "/").last.map(String.init) ?? target
    let temporary =
      directory + "/." + name
      + ".tmp-\(Processes.currentID)-\(UInt32.random(in: 0...UInt32.max))"

    var mode: UInt32 = permissions == .private ? 0o600 : 0o644
    if let existing = try? Files.status(target) {  // unknown: the default above
      mode = existing.permissions & (permissions == .private ? 0o700 : 0o7777)
    }

    let descriptor: FileDescriptor
    do throws(Errno) {
      descriptor = try FileDescriptor.open(
        temporary, .writeOnly, options: [.create, .exclusive], permissions: mode)
    } catch { throw .system(path: temporary, operation: "create", error) }
    do throws(Failure) {
      defer { descriptor.close() }
      do throws(Errno) { try descriptor.writeAll(bytes) } catch {
        throw .system(path: temporary, operation: "write", error)
      }
      do throws(Errno) { try descriptor.changePermissions(mode) } catch {
        throw .system(path: temporary, operation: "chmod", error)
      }
      do throws(Errno) { try descriptor.sync() } catch {
        throw .system(path: temporary, operation: "fsync", error)
      }
    } catch {
      try? Files.remove(temporary)  // the failure reported is the write's, not this one's
      throw error
    }
    do throws(Errno) {
      try Files.rename(temporary, to: target)
    } catch {
      try? Files.remove(temporary)  // the failure reported is the rename's
      throw .system(path: temporary, operation: "rename to \(target)", error)
    }
    syncDirectory(directory)
  }

  /// The parent directory of a path: `/a/b/c.conf` → `/a/b`, `c.conf` → `.`.
  public static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let parent = String(path[..<slash])
    return parent.isEmpty ? "/" : parent
  }

  /// Makes the rename durable; a failure here is not an error for the caller (the data is there).
  private static func syncDirectory(_ directory: String) {
    guard
      let descriptor = try? FileDescriptor.open(  // no sync: the data is in place anyway
        directory, .readOnly, options: [.directory])
    else { return }
    try? descriptor.sync()  // the data is renamed into place already; see above
    descriptor.close()
  }
}
