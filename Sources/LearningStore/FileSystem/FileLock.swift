import Platform

/// An exclusive `flock(2)` on a lock file, held around one read-modify-write of a shared file,
/// so two writers at once run one after the other and neither loses the other's change.
///
/// `let lock = try FileLock(path: "…/settings.conf.lock")` waits for the lock (creating the
/// file owner-only, 0600); `lock.release()` gives it back. The lock file stays: removing it
/// would let a third process lock a new file while the second still holds the old one. The
/// kernel drops the lock when the process dies, so a killed writer never leaves it held.
struct FileLock {
  private let descriptor: FileDescriptor

  /// How many times a held lock is tried again, `retryMicroseconds` apart, before giving up:
  /// a writer holds it for a few milliseconds, so only a stuck process (or `flock` in a
  /// shell) makes the wait this long. No call ever waits for ever.
  static let attempts = 6_000
  static let retryMicroseconds: UInt32 = 5_000

  /// Takes the lock, creating the lock file when missing. A lock path that is a symlink, a
  /// FIFO or anything but a regular file is refused, and so is a lock held too long.
  init(path: String) throws(StoreError) {
    let fd: FileDescriptor
    do throws(Errno) {
      fd = try FileDescriptor.open(
        path, .readWrite, options: [.create, .noFollow, .nonBlocking], permissions: 0o600)
    } catch { throw .fileSystem(path: path, operation: "open", errno: error.code) }
    guard let info = try? fd.status(), info.kind == .regular else {  // unknown: refused
      fd.close()
      throw .notARegularFile(path: path)
    }
    if info.owner == Processes.effectiveUserID, info.permissions & 0o077 != 0 {
      try? fd.changePermissions(0o600)  // as before: a lock file others can read is harmless
    }
    var attempt = 0
    while true {
      do throws(Errno) {
        try fd.lockExclusively(wait: false)
        break
      } catch {
        guard error == .wouldBlock, attempt < Self.attempts else {
          fd.close()
          throw .fileSystem(
            path: path, operation: "lock",
            errno: error == .wouldBlock ? Errno.timedOut.code : error.code)
        }
      }
      attempt += 1
      Processes.sleep(microseconds: Self.retryMicroseconds)
    }
    descriptor = fd
  }

  /// Gives the lock back (closing the file releases it); call it once.
  func release() {
    descriptor.close()
  }
}
