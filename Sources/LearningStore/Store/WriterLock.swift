#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One keyboard at a time saves what it learns into a store.
///
/// The keyboard writes its n-gram model as a whole snapshot at each save point, so two
/// keyboards on one store would each overwrite the other's words, and a word forgotten with
/// `sykb learned forget` while a keyboard runs would come back at its next save. The lock is
/// an exclusive `flock` on `learning.sqlite.lock` next to the store, held as long as this
/// object lives; the kernel drops it when the process ends, however it ends, so a crash never
/// leaves the store locked.
public final class WriterLock: Sendable {
  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Takes the lock for the store at `storePath`; `nil` when another process holds it.
  public static func acquire(forStoreAt storePath: String) throws(StoreError) -> WriterLock? {
    let path = storePath + ".lock"
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .fileSystem(path: path, operation: "open", errno: errno)
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let error = errno
      close(descriptor)
      if error == EWOULDBLOCK { return nil }
      throw .fileSystem(path: path, operation: "flock", errno: error)
    }
    return WriterLock(descriptor: descriptor)
  }
}
