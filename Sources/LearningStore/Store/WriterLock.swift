import Platform

/// One keyboard at a time saves what it learns into a store.
///
/// The keyboard writes its n-gram model as a whole snapshot at each save point, so two
/// keyboards on one store would each overwrite the other's words, and a word forgotten with
/// `sykb learned forget` while a keyboard runs would come back at its next save. The lock is
/// an exclusive `flock` on `learning.sqlite.lock` next to the store, held as long as this
/// object lives; the kernel drops it when the process ends, however it ends, so a crash never
/// leaves the store locked.
public final class WriterLock: Sendable {
  private let descriptor: FileDescriptor

  private init(descriptor: FileDescriptor) {
    self.descriptor = descriptor
  }

  deinit {
    descriptor.close()
  }

  /// Takes the lock for the store at `storePath`; `nil` when another process holds it.
  public static func acquire(forStoreAt storePath: String) throws(StoreError) -> WriterLock? {
    let path = storePath + ".lock"
    let descriptor: FileDescriptor
    do throws(Errno) {
      descriptor = try FileDescriptor.open(path, .readWrite, options: [.create], permissions: 0o600)
    } catch { throw .fileSystem(path: path, operation: "open", errno: error.code) }
    do throws(Errno) { try descriptor.lockExclusively(wait: false) } catch {
      descriptor.close()
      if error == .wouldBlock { return nil }
      throw .fileSystem(path: path, operation: "flock", errno: error.code)
    }
    return WriterLock(descriptor: descriptor)
  }
}
