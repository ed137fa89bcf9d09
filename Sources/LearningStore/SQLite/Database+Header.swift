internal import CSQLite

extension Database {
  /// The first `count` bytes of the main database file, read through SQLite's own descriptor
  /// (no lock taken, nothing created); shorter when the file is. Nil when SQLite has no file
  /// open (an in-memory database).
  ///
  /// Opening the file a second time would be wrong: `fcntl` locks belong to the process, and
  /// closing *any* descriptor of the file drops every lock the process's connections hold on
  /// it. Another process may then believe it is the last connection, checkpoint and delete the
  /// `-wal` under this process's feet, and the two processes' commits diverge: one process's
  /// changes are silently lost when the other checkpoints.
  func headerPrefix(count: Int) throws(StoreError) -> [UInt8]? {
    var pointer: UnsafeMutableRawPointer?
    let code = sqlite3_file_control(handle, "main", SQLITE_FCNTL_FILE_POINTER, &pointer)
    guard code == SQLITE_OK, let pointer else { return nil }
    let file = pointer.assumingMemoryBound(to: sqlite3_file.self)
    guard let methods = file.pointee.pMethods, let size = methods.pointee.xFileSize,
      let read = methods.pointee.xRead
    else { return nil }
    var length: sqlite3_int64 = 0
    try check(size(file, &length), "reading the size of \(path)")
    let wanted = Int(min(sqlite3_int64(count), length))
    guard wanted > 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: wanted)
    let status = bytes.withUnsafeMutableBytes { buffer in
      read(file, buffer.baseAddress, Int32(wanted), 0)
    }
    try check(status, "reading \(path)")
    return bytes
  }
}
