#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock(2)` on a lock file, held around one read-modify-write of a shared file,
/// so two writers at once run one after the other and neither loses the other's change.
///
/// `let lock = try FileLock(path: "…/settings.conf.lock")` waits for the lock (creating the
/// file owner-only, 0600); `lock.release()` gives it back. The lock file stays: removing it
/// would let a third process lock a new file while the second still holds the old one. The
/// kernel drops the lock when the process dies, so a killed writer never leaves it held.
struct FileLock {
  private let descriptor: Int32

  /// How many times a held lock is tried again, `retryMicroseconds` apart, before giving up:
  /// a writer holds it for a few milliseconds, so only a stuck process (or `flock` in a
  /// shell) makes the wait this long. No call ever waits for ever.
  static let attempts = 6_000
  static let retryMicroseconds: useconds_t = 5_000

  /// Takes the lock, creating the lock file when missing. A lock path that is a symlink, a
  /// FIFO or anything but a regular file is refused, and so is a lock held too long.
  init(path: String) throws(StoreError) {
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
    guard fd >= 0 else { throw .fileSystem(path: path, operation: "open", errno: errno) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      close(fd)
      throw .notARegularFile(path: path)
    }
    if info.st_uid == geteuid(), info.st_mode & 0o077 != 0 { fchmod(fd, 0o600) }
    var attempt = 0
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      let number = errno
      guard number == EWOULDBLOCK || number == EINTR, attempt < Self.attempts else {
        close(fd)
        throw .fileSystem(
          path: path, operation: "lock", errno: number == EWOULDBLOCK ? ETIMEDOUT : number)
      }
      attempt += 1
      usleep(Self.retryMicroseconds)
    }
    descriptor = fd
  }

  /// Gives the lock back (closing the file releases it); call it once.
  func release() {
    close(descriptor)
  }
}
