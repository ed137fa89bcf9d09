import Foundation
import Testing

@testable import LearningStore

@Suite("SQLite wrapper")
struct DatabaseTests {
  let directory: TemporaryDirectory
  let database: Database

  init() throws {
    directory = try TemporaryDirectory()
    database = try Database(path: directory.file("db.sqlite"))
    try database.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, n TEXT)")
  }

  @Test(
    "typed binds read back as the same values",
    arguments: [
      ("한글 낱말", Int64.max, 0.1),
      ("", Int64.min, -0.0),
      ("NUL\u{0}안에", 0, 1e300),
      ("😀 이모지 ᆢ", 42, 2.5),
    ])
  func roundTrip(text: String, integer: Int64, real: Double) throws {
    try database.statement("INSERT INTO t VALUES (?, ?, ?, ?)")
      .run([.integer(integer), .real(real), .text(text), .null])
    let row = try database.statement("SELECT i, r, s, n FROM t").first { row in
      (row.integer(0), row.double(1), row.text(2), row.isNull(3), row.optionalDouble(3))
    }
    #expect(row?.0 == integer)
    #expect(row?.1 == real)
    #expect(row?.2 == text)
    #expect(row?.3 == true)
    #expect(row?.4 == nil)
  }

  @Test("bad SQL throws SQLite's own message and the SQL")
  func badSQL() throws {
    #expect(
      throws: StoreError.sqlite(
        code: 1, message: "no such table: missing", context: "SELECT * FROM missing")
    ) {
      try database.statement("SELECT * FROM missing")
    }
  }

  @Test("a wrong number of values is refused before anything runs")
  func parameterCount() throws {
    #expect(throws: StoreError.invalidValue("INSERT INTO t (i) VALUES (?) takes 1 values, got 2")) {
      try database.statement("INSERT INTO t (i) VALUES (?)").run([1, 2])
    }
  }

  @Test("statements are prepared once and reused")
  func cache() throws {
    let first = try database.statement("SELECT count(*) FROM t")
    let second = try database.statement("SELECT count(*) FROM t")
    #expect(first === second)
    #expect(try first.first { $0.int(0) } == 0)
    try database.statement("INSERT INTO t (i) VALUES (?)").run([7])
    #expect(try second.first { $0.int(0) } == 1)
  }

  @Test("a statement kept after its database is released still works")
  func statementOutlivesDatabase() throws {
    var other: Database? = try Database(path: directory.file("other.sqlite"))
    let statement = try other?.statement("SELECT 40 + 2")
    other = nil
    #expect(try statement?.first { $0.int(0) } == 42)
  }

  @Test("a throwing transaction rolls back everything it wrote")
  func rollback() throws {
    #expect(throws: StoreError.invalidValue("stop")) {
      try database.transaction { () throws(StoreError) in
        try database.statement("INSERT INTO t (i) VALUES (?)").run([1])
        throw .invalidValue("stop")
      }
    }
    #expect(database.isAutocommit)
    #expect(try database.statement("SELECT count(*) FROM t").first { $0.int(0) } == 0)
  }

  @Test("a nested transaction is a savepoint: its rollback keeps the outer writes")
  func nested() throws {
    try database.transaction { () throws(StoreError) in
      try database.statement("INSERT INTO t (i) VALUES (?)").run([1])
      _ = try? database.transaction { () throws(StoreError) in
        try database.statement("INSERT INTO t (i) VALUES (?)").run([2])
        throw .invalidValue("inner")
      }
    }
    let values = try database.statement("SELECT i FROM t ORDER BY i").query { $0.int(0) }
    #expect(values == [1])
  }

  @Test("a query maps every row in order")
  func query() throws {
    for value in [3, 1, 2] {
      try database.statement("INSERT INTO t (i, s) VALUES (?, ?)")
        .run([SQLValue(value), .text("값\(value)")])
    }
    let rows = try database.statement("SELECT i, s FROM t WHERE i >= ? ORDER BY i")
      .query([2]) { "\($0.int(0))=\($0.text(1))" }
    #expect(rows == ["2=값2", "3=값3"])
  }
}
