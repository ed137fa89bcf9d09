/// What the keyboard learned and the user made — n-grams, shortcuts, clipboard history and
/// spell-checker words — kept in one SQLite file in WAL mode.
///
/// `let store = try LearningStore(path: paths.learningStore)`;
/// `try store.replaceNgrams(language: .korean, rows: rows, counter: 1_234)` saves a snapshot;
/// `try store.loadNgrams(language: .korean)` gives it back. One store is one connection: use it from
/// one thread at a time and open a second `LearningStore` on the same path for another thread.
/// `LearningStore.open(at:now:)` is the forgiving way in that moves a broken file aside.
public final class LearningStore {
  /// The database file, or `":memory:"` for the fallback store that saves nothing.
  public var path: String { database.path }
  /// False for the in-memory fallback.
  public var isPersistent: Bool { path != Self.inMemoryPath }
  let database: Database

  static let inMemoryPath = ":memory:"

  /// Opens the store at `path` strictly: creates a missing file (and its directory), migrates an
  /// old schema, and throws when the file is not a usable store of ours.
  public init(path: String, busyTimeoutMilliseconds: Int32 = 2_000) throws(StoreError) {
    let isFile = path != Self.inMemoryPath
    if isFile {
      switch FileSystem.kind(of: path) {
      case .regularFile: try Self.checkHeader(path)
      case .missing: try FileSystem.makeDirectories(FileSystem.directory(of: path))
      case .directory, .other: throw .notARegularFile(path: path)
      }
    }
    let database = try Database(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    if isFile, database.isReadOnly {
      throw .sqlite(code: 8, message: "the file is read-only", context: "opening \(path)")
    }
    // Nothing is written before the file is known to be ours: a foreign database must be moved
    // aside byte for byte, not first switched to WAL.
    try Self.migrate(database) { () throws(StoreError) in
      if isFile { try Self.configure(database) }
    }
    self.database = database
  }

  /// Refuses a non-empty file that does not start with SQLite's magic string before SQLite
  /// touches it (and its `-shm`).
  private static func checkHeader(_ path: String) throws(StoreError) {
    let magic = Array("SQLite format 3\0".utf8)
    guard let prefix = try FileSystem.readPrefix(path, count: magic.count), !prefix.isEmpty
    else { return }
    guard prefix == magic else {
      throw .sqlite(code: 26, message: "file is not a database", context: "reading \(path)")
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
  }
}
