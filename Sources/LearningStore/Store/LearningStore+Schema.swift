/// Bringing a store to the current schema and checking it is one of ours.
extension LearningStore {
  /// Checks the store is ours, calls `configure` (WAL, synchronous) once it is, then runs the
  /// missing migrations in one transaction.
  ///
  /// An empty file is version 0 and gets every script; a file with foreign tables and no
  /// `schema_version` is `wrongSchema`; a version above `StoreSchema.currentVersion` is
  /// `newerSchema`. An up-to-date store opens with reads only, so opening never waits for a
  /// writer's long transaction.
  static func migrate(_ database: Database, configure: () throws(StoreError) -> Void)
    throws(StoreError)
  {
    let found = try database.readTransaction { () throws(StoreError) in
      try storedVersion(database)
    }
    guard found <= StoreSchema.currentVersion else {
      throw .newerSchema(found: found, supported: StoreSchema.currentVersion)
    }
    if found == StoreSchema.currentVersion {
      try validateColumns(database)
      try configure()
      return
    }
    if found > 0 {
      try validateColumns(database, atVersion: found)
    }
    try configure()
    try database.transaction { () throws(StoreError) in
      let current = try storedVersion(database)
      guard current <= StoreSchema.currentVersion else {
        throw .newerSchema(found: current, supported: StoreSchema.currentVersion)
      }
      for version in current..<StoreSchema.currentVersion {
        try database.execute(StoreSchema.migrations[version])
        try database.statement("UPDATE schema_version SET version = ?")
          .run([SQLValue(version + 1)])
      }
    }
    try validateColumns(database)
  }

  /// Checks a store that will only be read: ours, not newer, its columns those of its version.
  /// Returns the version (0 for an empty file).
  static func checkReadable(_ database: Database) throws(StoreError) -> Int {
    let found = try database.readTransaction { () throws(StoreError) in
      try storedVersion(database)
    }
    guard found <= StoreSchema.currentVersion else {
      throw .newerSchema(found: found, supported: StoreSchema.currentVersion)
    }
    if found > 0 { try validateColumns(database, atVersion: found) }
    return found
  }

  static func storedVersion(_ database: Database) throws(StoreError) -> Int {
    let tables = try database.statement(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    ).query { $0.text(0) }
    guard !tables.isEmpty else { return 0 }
    guard tables.contains("schema_version") else {
      throw .wrongSchema(
        "no schema_version table; found \(tables.sorted().joined(separator: ", "))")
    }
    let versions = try database.statement("SELECT version FROM schema_version").query { $0.int(0) }
    guard versions.count == 1, let version = versions.first, version >= 1 else {
      throw .wrongSchema("schema_version holds \(versions) instead of one version")
    }
    return version
  }

  private static func validateColumns(
    _ database: Database, atVersion version: Int = StoreSchema.currentVersion
  ) throws(StoreError) {
    let tables = StoreSchema.expectedColumns(atVersion: version)
    for (table, expected) in tables.sorted(by: { $0.key < $1.key }) {
      let columns = try database.statement("SELECT name FROM pragma_table_info(?)")
        .query([.text(table)]) { $0.text(0) }
      let missing = expected.subtracting(columns)
      guard missing.isEmpty else {
        let names = missing.sorted().joined(separator: ", ")
        throw .wrongSchema(
          columns.isEmpty ? "table \(table) is missing" : "\(table) lacks \(names)")
      }
    }
  }
}
