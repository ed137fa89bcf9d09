#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The forgiving way to open: a broken file is moved aside and the keyboard keeps working.
extension LearningStore {
  /// Opens the store at `path`; never loses the old file and never leaves the caller without a
  /// store.
  ///
  /// First the store's files (`learning.sqlite`, `-wal`, `-shm`, `-journal`, `.lock`) lose any
  /// group or other permission bits. Garbage bytes, a damaged page (`PRAGMA quick_check`), a
  /// foreign or newer schema, a directory or an unreadable file in the way are handled by
  /// `Recovery`: renamed to `learning.sqlite.corrupt-YYYYMMDD-HHMMSS`, replaced by a new store
  /// holding what still read. The same happens when a read fails later (`SQLITE_CORRUPT` from a
  /// query): the store repairs itself once and says so in `takeWarnings()`. `clock` names the
  /// moved files; `mayMoveFile` is false while another process holds the writer lock. The
  /// returned warnings say what happened, each once. `checksIntegrity: false` leaves
  /// `quick_check` to a later `verifyIntegrity()` (the keyboard runs it after its first frame);
  /// damage in a page the opening reads is still found and repaired here.
  public static func open(
    at path: String, clock: @escaping @Sendable () -> Date, mayMoveFile: Bool = true,
    busyTimeoutMilliseconds: Int32 = 2_000, checksIntegrity: Bool = true
  ) throws(StoreError) -> StoreOpening {
    var warnings: [StoreWarning] = []
    let repairs = makePrivate(path)
    if !repairs.isEmpty { warnings.append(.madePrivate(repairs)) }
    let recovery = Recovery(
      clock: clock, mayMoveFile: mayMoveFile, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    let store: LearningStore
    do {
      store = try LearningStore(
        path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds,
        checksIntegrity: checksIntegrity)
      if store.isReadOnly { warnings.append(.readOnly(path: path)) }
    } catch {
      let repaired = try recovery.repair(path: path, reason: error)
      store = LearningStore(path: path, connection: repaired.connection)
      warnings.append(repaired.warning)
    }
    store.recovery = recovery
    return StoreOpening(store: store, warnings: warnings)
  }

  /// Takes group and other permission bits off the store's files; a file that cannot be
  /// changed (not ours, a read-only file system) is left as it is.
  static func makePrivate(_ path: String) -> [PermissionRepair] {
    guard path != inMemoryPath else { return [] }
    return ["", "-wal", "-shm", "-journal", ".lock"].compactMap { suffix in
      try? FileSystem.makePrivate(path + suffix)  // not ours to fix: left as it is
    }
  }

  /// Renames the store and its `-wal`, `-shm` and `-journal` companions; returns the new name.
  ///
  /// A second failure within the same second gets `-2`, `-3`… so nothing is overwritten.
  static func moveAside(_ path: String, seconds: Int64) throws(StoreError) -> String {
    let base = QuarantineName.path(for: path, secondsSince1970: seconds)
    var target = base
    var attempt = 1
    while FileSystem.kind(of: target) != .missing {
      attempt += 1
      target = base + "-\(attempt)"
    }
    if FileSystem.kind(of: path) != .missing {
      try FileSystem.move(path, to: target)
    }
    for suffix in ["-wal", "-shm", "-journal"]
    where FileSystem.kind(of: path + suffix) != .missing {
      try FileSystem.move(path + suffix, to: target + suffix)
    }
    return target
  }
}
