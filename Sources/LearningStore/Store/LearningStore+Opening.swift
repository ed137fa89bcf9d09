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
  /// Garbage bytes, a foreign or newer schema, a directory or an unreadable file in the way are
  /// renamed to `learning.sqlite.corrupt-YYYYMMDD-HHMMSS` (with `-wal`/`-shm`) and a new store is
  /// created. If that fails, or the trouble is passing (`SQLITE_BUSY`, a full disk), the file is
  /// left alone and an in-memory store is returned. Either way `warning` says what happened.
  public static func open(at path: String, now: Date, busyTimeoutMilliseconds: Int32 = 2_000)
    throws(StoreError) -> StoreOpening
  {
    do {
      let store = try LearningStore(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
      return StoreOpening(store: store, warning: nil)
    } catch {
      return try recover(
        at: path, now: now, reason: error, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    }
  }

  /// Handles a store that failed with `reason`, at opening or later (a `SQLITE_CORRUPT` from a
  /// query): moves the file aside and starts fresh when `reason.isUnusableFile`, otherwise leaves
  /// it alone and returns an in-memory store. Drop every `LearningStore` on `path` first.
  public static func recover(
    at path: String, now: Date, reason: StoreError, busyTimeoutMilliseconds: Int32 = 2_000
  ) throws(StoreError) -> StoreOpening {
    guard reason.isUnusableFile else {
      return try inMemory(warning: .notSaving(path: path, reason: reason, movingFailed: nil))
    }
    let movedTo: String
    do {
      movedTo = try moveAside(path, seconds: Int64(now.timeIntervalSince1970.rounded(.down)))
    } catch {
      return try inMemory(warning: .notSaving(path: path, reason: reason, movingFailed: error))
    }
    let warning = StoreWarning.movedAside(path: path, movedTo: movedTo, reason: reason)
    do {
      let store = try LearningStore(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
      return StoreOpening(store: store, warning: warning)
    } catch {
      return try inMemory(warning: .notSaving(path: path, reason: error, movingFailed: nil))
    }
  }

  private static func inMemory(warning: StoreWarning) throws(StoreError) -> StoreOpening {
    StoreOpening(store: try LearningStore(path: inMemoryPath), warning: warning)
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
