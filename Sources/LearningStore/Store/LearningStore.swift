/// What the keyboard learned and the user made — n-grams, shortcuts, clipboard history and
/// spell-checker words — kept in one SQLite file in WAL mode.
///
/// `let store = try LearningStore(path: paths.learningStore)`;
/// `try store.replaceNgrams(model.snapshot())` saves a snapshot;
/// `try store.loadNgrams(language: .korean)` gives it back. One store is one connection: use it from
/// one thread at a time and open a second `LearningStore` on the same path for another thread.
/// `LearningStore.open(at:clock:)` is the forgiving way in: it moves a broken file aside, saves
/// what still reads, and keeps doing so when a read fails later.
public final class LearningStore {
  /// The database file, or `":memory:"` for a store that never had a file.
  public let path: String
  /// False when nothing reaches a file: the in-memory fallback, or a damaged store that could
  /// not be moved aside and was read into memory.
  public private(set) var isPersistent: Bool
  /// True when the file may be read but not written (it or its directory is write-protected):
  /// every change throws `StoreError.readOnly` and the file is never written or moved.
  public private(set) var isReadOnly: Bool
  var database: Database
  /// How to repair a damaged file met in use; nil for a strictly opened store.
  var recovery: Recovery?
  /// Said once each, for the caller to show (`takeWarnings()`).
  private var pendingWarnings: [StoreWarning] = []

  static let inMemoryPath = ":memory:"

  /// Opens the store at `path` strictly: creates a missing file (owner-only, and its directory),
  /// migrates an old schema, runs `PRAGMA quick_check`, and throws when the file is not a
  /// sound store of ours. A write-protected file opens read-only (`isReadOnly`).
  ///
  /// `checksIntegrity: false` leaves `PRAGMA quick_check` for later (`verifyIntegrity()`): it
  /// reads every page, ≈ 0.4 ms per 1,000 rows, too slow for a keyboard's first frame.
  public convenience init(
    path: String, busyTimeoutMilliseconds: Int32 = 2_000, checksIntegrity: Bool = true
  ) throws(StoreError) {
    let connection = try Self.connect(
      path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds,
      checksIntegrity: checksIntegrity)
    self.init(path: path, connection: connection)
  }

  init(path: String, connection: Connection) {
    self.path = path
    self.database = connection.database
    self.isReadOnly = connection.isReadOnly
    self.isPersistent = connection.isPersistent
  }

  /// A connection and what it may do.
  struct Connection {
    var database: Database
    var isReadOnly: Bool
    var isPersistent: Bool
  }

  /// The warnings gathered since the last call (a file moved aside during use), each once.
  public func takeWarnings() -> [StoreWarning] {
    defer { pendingWarnings.removeAll() }
    return pendingWarnings
  }

  func warn(_ warning: StoreWarning) {
    pendingWarnings.append(warning)
  }

  /// Opens a connection as `init(path:)` describes.
  static func connect(
    path: String, busyTimeoutMilliseconds: Int32, checksIntegrity: Bool = true
  ) throws(StoreError) -> Connection {
    guard path != inMemoryPath else { return try inMemoryConnection() }
    let directory = FileSystem.directory(of: path)
    switch FileSystem.kind(of: path) {
    case .regularFile:
      if FileSystem.isWriteProtected(path) || FileSystem.isWriteProtected(directory) {
        return try readOnlyConnection(
          path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds,
          checksIntegrity: checksIntegrity)
      }
    case .missing:
      try FileSystem.makeDirectories(directory)
      try FileSystem.createPrivateFile(path)
    case .directory, .other:
      throw .notARegularFile(path: path)
    }
    let database = try Database(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    try checkHeader(database)
    if database.isReadOnly {
      return try readOnlyConnection(
        path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds,
        checksIntegrity: checksIntegrity)
    }
    // Nothing is written before the file is known to be ours: a foreign database must be moved
    // aside byte for byte, not first switched to WAL.
    try migrate(database) { () throws(StoreError) in try configure(database) }
    if checksIntegrity { try checkIntegrity(database) }
    return Connection(database: database, isReadOnly: false, isPersistent: true)
  }

  /// A write-protected store, read as it is: with its `-wal` when it has one (the last
  /// commits are there), else immutable, so SQLite creates no file beside it.
  static func readOnlyConnection(
    path: String, busyTimeoutMilliseconds: Int32, checksIntegrity: Bool = true
  ) throws(StoreError) -> Connection {
    let access: Database.Access =
      FileSystem.kind(of: path + "-wal") == .regularFile ? .readOnly : .immutable
    let database = try Database(
      path: path, access: access, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    try checkHeader(database)
    let version = try checkReadable(database)
    guard version > 0 else {
      // An empty write-protected file holds nothing: an empty store in memory reads the same.
      var empty = try inMemoryConnection()
      empty.isReadOnly = true
      return empty
    }
    if checksIntegrity { try checkIntegrity(database) }
    try limitCache(database)
    return Connection(database: database, isReadOnly: true, isPersistent: true)
  }

  static func inMemoryConnection() throws(StoreError) -> Connection {
    let database = try Database(path: inMemoryPath)
    try migrate(database) {}
    return Connection(database: database, isReadOnly: false, isPersistent: false)
  }

  /// `PRAGMA quick_check`: every page of every table is read and its structure checked (not
  /// the indexes against their tables, which is `integrity_check`'s slower part). A damaged data
  /// page that SQLite would only meet on a later read is found here, at opening.
  static func checkIntegrity(_ database: Database) throws(StoreError) {
    let problems = try database.statement("PRAGMA quick_check").query { $0.text(0) }
    guard problems != ["ok"] else { return }
    throw .sqlite(
      code: 11, message: "quick_check: " + (problems.first ?? "no answer"),
      context: "PRAGMA quick_check")
  }

  /// Refuses a non-empty file that does not start with SQLite's magic string before SQLite
  /// reads it (or creates its `-shm`). The bytes come through the connection's own descriptor:
  /// a second `open`/`close` of the file would drop this process's locks on it.
  private static func checkHeader(_ database: Database) throws(StoreError) {
    let magic = Array("SQLite format 3\0".utf8)
    guard let prefix = try database.headerPrefix(count: magic.count), !prefix.isEmpty
    else { return }
    guard prefix == magic else {
      throw .sqlite(
        code: 26, message: "file is not a database", context: "reading \(database.path)")
    }
  }

  /// WAL lets a reader see the last commit while a writer works and survives kill -9;
  /// `synchronous=NORMAL` in WAL loses at most the last commits on power loss, never consistency.
  private static func configure(_ database: Database) throws(StoreError) {
    let mode = try database.statement("PRAGMA journal_mode = WAL").first { $0.text(0) }
    guard mode?.lowercased() == "wal" else {
      throw .sqlite(
        code: 1, message: "journal mode stayed \(mode ?? "unknown")", context: "PRAGMA journal_mode"
      )
    }
    try database.execute("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;")
    try limitCache(database)
  }

  /// SQLite's page cache, 2 MB per connection by default, grows with the store as the
  /// keyboard rewrites its model; the keyboard's memory budget (< 20 MB) has no room for it.
  /// 512 KiB holds the tables' upper pages; a model save streams through the rest.
  static func limitCache(_ database: Database) throws(StoreError) {
    try database.execute("PRAGMA cache_size = -512")
  }
}

extension LearningStore {
  /// Runs a read; a damaged file met on the way is repaired once (see `recover(from:)`) and the
  /// read is answered from the repaired store.
  func reading<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
    do {
      return try body()
    } catch {
      guard try recover(from: error) else { throw error }
      return try body()
    }
  }

  /// Runs a change: refused on a read-only store before anything is touched; repaired like a
  /// read when the file turns out to be damaged, then made on the fresh store.
  func writing<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
    guard !isReadOnly else { throw .readOnly(path: path) }
    return try reading(body)
  }

  /// Handles `error` met in use like a damaged file at opening, when it is one and this store
  /// was opened with `open(at:clock:)`: the connection is closed first (SQLite must not
  /// checkpoint into a renamed file), the file moves aside, a fresh store takes its place with
  /// what still reads. Returns whether the store changed, so the operation can be retried.
  private func recover(from error: StoreError) throws(StoreError) -> Bool {
    guard error.isCorruption, let recovery, isPersistent else { return false }
    database = try Database(path: Self.inMemoryPath)
    let repaired = try recovery.repair(path: path, reason: error)
    database = repaired.connection.database
    isReadOnly = repaired.connection.isReadOnly
    isPersistent = repaired.connection.isPersistent
    warn(repaired.warning)
    return true
  }
}
