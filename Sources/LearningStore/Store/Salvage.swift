/// Copies what still reads out of a damaged store, table by table.
///
/// SQLite's own `.recover` walks pages; a store of five small tables needs less: each table is
/// read in key order until a damaged page stops the scan, then in reverse key order from the
/// other end until the damage stops it again, so only the rows on the damaged pages are lost.
/// Rows go in with `INSERT OR IGNORE`: a row that breaks a constraint (damage can produce one)
/// is skipped, never inserted half-right.
enum Salvage {
  /// The tables of `StoreSchema`'s current version with their columns and primary key.
  static let tables: [(name: String, columns: [String], key: String)] = [
    (
      "ngrams", ["language", "level", "context", "word", "score"], "language, level, context, word"
    ),
    ("ngram_meta", ["language", "recorded_words"], "language"),
    ("shortcuts", ["shortcut", "expansion", "created"], "shortcut"),
    ("clipboard", ["id", "text", "pinned", "pinned_at", "created_at", "position"], "id"),
    ("learned_words", ["word"], "word"),
    (
      "app_ngrams", ["app", "language", "level", "context", "word", "score"],
      "app, language, level, context, word"
    ),
    ("app_ngram_meta", ["app", "language", "recorded_words"], "app, language"),
    (
      "practice_lessons",
      [
        "id", "keyboard", "started", "text", "seconds", "characters", "syllables", "taps",
        "correct_taps", "errors", "off_plan_taps", "deletes", "planned_taps",
        "planned_characters", "finished",
      ],
      "id"
    ),
    (
      "practice_taps",
      ["lesson", "position", "key", "previous_key", "seconds", "verdict", "expected"],
      "lesson, position"
    ),
  ]

  /// Copies every readable row of the store file at `source` into `target` (a fresh store of
  /// the current schema). A file that is not a store of this schema gives `.nothing`.
  ///
  /// The damaged file is kept byte for byte: without a `-wal` it is read immutable (SQLite
  /// writes nothing beside it); with one, the file and its `-wal` are read from a private copy,
  /// since even a read-only connection rebuilds a `-shm` it finds wrong.
  static func copy(from source: String, into target: Database) -> SalvageReport {
    guard FileSystem.kind(of: source + "-wal") == .regularFile else {
      return copy(readingFrom: source, access: .immutable, into: target)
    }
    // Salvage is a best effort after the store was found damaged: without a scratch
    // directory there is nothing to rescue, which the report says.
    guard
      let scratch = try? FileSystem.makeTemporaryDirectory(  // nothing to rescue: reported
        in: FileSystem.directory(of: source), prefix: "sykb-salvage")
    else { return .nothing }
    defer { FileSystem.removeDirectory(scratch) }
    let copy = scratch + "/store.sqlite"
    do throws(StoreError) {
      try FileSystem.copyFile(source, to: copy)
      try FileSystem.copyFile(source + "-wal", to: copy + "-wal")
    } catch {
      return .nothing
    }
    return Self.copy(readingFrom: copy, access: .readOnly, into: target)
  }

  private static func copy(
    readingFrom source: String, access: Database.Access, into target: Database
  )
    -> SalvageReport
  {
    // A copy that does not open or is not a readable store of this version has nothing to
    // rescue; the report says so.
    guard let database = try? Database(path: source, access: access)  // nothing to rescue
    else { return .nothing }
    let version = try? LearningStore.checkReadable(database)  // unreadable: nothing to rescue
    guard version == StoreSchema.currentVersion else { return .nothing }
    var rows: [String: Int] = [:]
    for table in tables {
      rows[table.name] = copy(table, from: database, into: target)
    }
    return SalvageReport(rows: rows)
  }

  /// Copies one table in one transaction; returns how many rows went in.
  private static func copy(
    _ table: (name: String, columns: [String], key: String), from source: Database,
    into target: Database
  ) -> Int {
    let columns = table.columns.joined(separator: ", ")
    let placeholders = Array(repeating: "?", count: table.columns.count).joined(separator: ", ")
    var copied = 0
    do throws(StoreError) {
      try target.transaction { () throws(StoreError) in
        let insert = try target.statement(
          "INSERT OR IGNORE INTO \(table.name) (\(columns)) VALUES (\(placeholders))")
        for direction in ["ASC", "DESC"] {
          var reachedCopiedRows = false
          let order = table.key.replacingDirection(direction)
          let scan = "SELECT \(columns) FROM \(table.name) ORDER BY \(order)"
          do throws(StoreError) {
            let select = try source.statement(scan)
            try select.forEach { row throws(StoreError) -> Bool in
              let values = (0..<Int32(table.columns.count)).map { row.value($0) }
              try insert.run(values)
              if target.changes > 0 {
                copied += 1
              } else if direction == "DESC" {
                // Back at rows the forward scan copied: the rest is copied already.
                reachedCopiedRows = true
              }
              return !reachedCopiedRows
            }
            // The forward scan read everything: no need to come from the other end.
            if direction == "ASC" { break }
          } catch {
            guard error.isCorruption else { throw error }
          }
        }
      }
    } catch {
      return 0
    }
    return copied
  }
}

extension String {
  /// `"language, level"` with `direction` after each column: `"language DESC, level DESC"`.
  fileprivate func replacingDirection(_ direction: String) -> String {
    split(separator: ",").map { $0.drop(while: { $0 == " " }) + " " + direction }
      .joined(separator: ", ")
  }
}
