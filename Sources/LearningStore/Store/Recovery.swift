#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How a damaged store file is replaced by a working store, at opening or when a read fails
/// later: the one policy both go through.
///
/// A writable file this process may repair is renamed to
/// `learning.sqlite.corrupt-YYYYMMDD-HHMMSS` (with its `-wal`, `-shm`), a fresh store is
/// created, and what still reads is copied into it. A file that is read-only, or that another
/// keyboard holds (`mayMoveFile` false), is never moved: what still reads is copied into an
/// in-memory store, which saves nothing. A passing error (`SQLITE_BUSY`, a full disk) touches
/// nothing and gives an in-memory store.
struct Recovery {
  var clock: @Sendable () -> Date
  /// False while another process holds the store's writer lock: moving the file from under a
  /// running keyboard would send its saves into the quarantined file.
  var mayMoveFile: Bool
  var busyTimeoutMilliseconds: Int32

  /// A working connection for `path`, which failed with `reason`, and what to tell the user.
  func repair(path: String, reason: StoreError) throws(StoreError)
    -> (connection: LearningStore.Connection, warning: StoreWarning)
  {
    guard reason.isUnusableFile else {
      return (
        try LearningStore.inMemoryConnection(),
        .notSaving(path: path, reason: reason, movingFailed: nil)
      )
    }
    let isRegularFile = FileSystem.kind(of: path) == .regularFile
    let isWriteProtected =
      isRegularFile
      && (FileSystem.isWriteProtected(path)
        || FileSystem.isWriteProtected(FileSystem.directory(of: path)))
    if isWriteProtected || (isRegularFile && !mayMoveFile) {
      let connection = try LearningStore.inMemoryConnection()
      let salvaged = Salvage.copy(from: path, into: connection.database)
      return (
        connection,
        .keptInPlace(
          path: path, reason: reason, because: isWriteProtected ? .readOnly : .inUse,
          salvaged: salvaged)
      )
    }
    let movedTo: String
    do {
      movedTo = try LearningStore.moveAside(
        path, seconds: Int64(clock().timeIntervalSince1970.rounded(.down)))
    } catch {
      return (
        try LearningStore.inMemoryConnection(),
        .notSaving(path: path, reason: reason, movingFailed: error)
      )
    }
    let connection: LearningStore.Connection
    do {
      connection = try LearningStore.connect(
        path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    } catch {
      return (
        try LearningStore.inMemoryConnection(),
        .notSaving(path: path, reason: error, movingFailed: nil)
      )
    }
    let salvaged = Salvage.copy(from: movedTo, into: connection.database)
    return (
      connection, .movedAside(path: path, movedTo: movedTo, reason: reason, salvaged: salvaged)
    )
  }
}
