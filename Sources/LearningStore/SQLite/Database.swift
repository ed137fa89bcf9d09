internal import CSQLite

/// One SQLite connection with a cache of prepared statements; use it from one thread at a time.
///
/// `let db = try Database(path: "/tmp/x.sqlite")`, then
/// `try db.statement("INSERT INTO t VALUES (?)").run([1])` prepares once and reuses the statement.
public final class Database {
  /// The file the connection is open on, or `":memory:"`.
  public let path: String
  let handle: OpaquePointer
  private var statements: [String: Statement] = [:]

  /// How a connection may use its file.
  public enum Access: Sendable, Equatable {
    /// Read and write, creating the file when it is missing.
    case readWrite
    /// Read only; SQLite may still create the `-shm` index of an existing `-wal`.
    case readOnly
    /// Read only, assuming nobody changes the file: no lock, no `-wal`/`-shm` read or
    /// created (SQLite's `immutable=1`), so a write-protected store is never touched.
    case immutable
  }

  /// Opens (creating if needed) the database file and sets the busy timeout.
  ///
  /// Opening is lazy in SQLite: garbage bytes are only noticed by the first statement, which is
  /// why `LearningStore` runs its pragmas and schema check right after this.
  public init(path: String, access: Access = .readWrite, busyTimeoutMilliseconds: Int32 = 2_000)
    throws(StoreError)
  {
    var connection: OpaquePointer?
    var flags = SQLITE_OPEN_FULLMUTEX
    var name = path
    switch access {
    case .readWrite: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    case .readOnly: flags |= SQLITE_OPEN_READONLY
    case .immutable:
      flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
      name = "file:" + Self.uriEscaped(path) + "?immutable=1"
    }
    let code = sqlite3_open_v2(name, &connection, flags, nil)
    guard let connection else {
      throw .sqlite(code: code, message: "out of memory", context: "opening \(path)")
    }
    guard code == SQLITE_OK else {
      let message = String(cString: sqlite3_errmsg(connection))
      sqlite3_close_v2(connection)
      throw .sqlite(code: code, message: message, context: "opening \(path)")
    }
    sqlite3_extended_result_codes(connection, 1)
    sqlite3_busy_timeout(connection, busyTimeoutMilliseconds)
    self.path = path
    self.handle = connection
  }

  /// The first `count` bytes of the main file (fewer for a shorter file), read through the
  /// descriptor SQLite opened, nil when it cannot be read.
  ///
  /// Never `open`/`close` a store's file beside SQLite: closing any descriptor of a file drops
  /// every POSIX lock this process holds on it, so another process's last connection would
  /// take the file as unused, checkpoint and delete the `-wal` and `-shm` a connection here
  /// still reads — which then never sees another commit. SQLite keeps such descriptors open
  /// until its last connection to the file closes.
  func readFilePrefix(count: Int) -> [UInt8]? {
    var pointer: UnsafeMutableRawPointer?
    guard sqlite3_file_control(handle, "main", SQLITE_FCNTL_FILE_POINTER, &pointer) == SQLITE_OK,
      let file = pointer?.assumingMemoryBound(to: sqlite3_file.self),
      let read = file.pointee.pMethods?.pointee.xRead
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: count)
    let code = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress, Int32(count), 0) }
    switch code {
    case SQLITE_OK: return bytes
    case 522:  // SQLITE_IOERR_SHORT_READ
      // SQLite zero-fills what a short file lacks; the magic string has no zeros but its last.
      let filled = bytes.firstIndex(of: 0).map { $0 + 1 } ?? count
      return Array(bytes.prefix(bytes.allSatisfy { $0 == 0 } ? 0 : filled))
    default: return nil
    }
  }

  /// A path as the path part of an SQLite URI: `%`, `?` and `#` escaped.
  static func uriEscaped(_ path: String) -> String {
    var escaped = ""
    for character in path {
      switch character {
      case "%": escaped += "%25"
      case "?": escaped += "%3f"
      case "#": escaped += "%23"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  deinit {
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  /// The cached prepared statement for `sql`, prepared on first use.
  public func statement(_ sql: String) throws(StoreError) -> Statement {
    if let cached = statements[sql] { return cached }
    var prepared: OpaquePointer?
    try check(
      sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, nil), sql)
    guard let prepared else {
      throw .invalidValue("no statement in \"\(sql)\"")
    }
    let statement = Statement(handle: prepared, sql: sql)
    statements[sql] = statement
    return statement
  }

  /// Runs one or more `;`-separated statements without caching them (schema scripts, pragmas).
  public func execute(_ sql: String) throws(StoreError) {
    var errorMessage: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
    if code != SQLITE_OK {
      let message = errorMessage.map { String(cString: $0) } ?? currentMessage
      sqlite3_free(errorMessage)
      throw .sqlite(code: code, message: message, context: sql)
    }
  }

  /// The rowid of the last successful INSERT on this connection.
  public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// Rows changed by the last INSERT, UPDATE or DELETE.
  public var changes: Int { Int(sqlite3_changes(handle)) }

  /// True outside any transaction.
  public var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

  /// True when SQLite opened the file read-only (the file or its directory is write-protected).
  public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

  var currentMessage: String { String(cString: sqlite3_errmsg(handle)) }

  /// Turns a non-OK result code into a `StoreError` carrying SQLite's own message.
  func check(_ code: Int32, _ context: String) throws(StoreError) {
    guard code != SQLITE_OK, code != SQLITE_ROW, code != SQLITE_DONE else { return }
    throw .sqlite(code: code, message: currentMessage, context: context)
  }
}
