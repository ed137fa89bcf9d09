internal import CSQLite

/// A prepared statement, reset and re-bound for each use; the `Database` caches it.
///
/// `try db.statement("SELECT word FROM ngrams WHERE language = ?")
///   .query(["ko-KR"]) { $0.text(0) }` gives `["안녕", "하세요"]`.
/// A statement kept after its `Database` is gone stays valid: `sqlite3_close_v2` keeps the
/// connection until the last statement is finalized.
public final class Statement {
  let handle: OpaquePointer
  let sql: String

  init(handle: OpaquePointer, sql: String) {
    self.handle = handle
    self.sql = sql
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Runs a statement that returns no rows (INSERT, UPDATE, DELETE, DDL).
  ///
  /// `try stmt.run(["안녕", 2.0])` binds `?1 = '안녕'`, `?2 = 2.0` and steps to the end.
  public func run(_ values: [SQLValue] = []) throws(StoreError) {
    try prepare(values)
    defer { sqlite3_reset(handle) }
    while try step() {}
  }

  /// Runs a query and maps every row; the row value is valid only inside `transform`.
  public func query<T>(
    _ values: [SQLValue] = [], _ transform: (Row) throws(StoreError) -> T
  ) throws(StoreError) -> [T] {
    try prepare(values)
    defer { sqlite3_reset(handle) }
    var results: [T] = []
    let row = Row(handle: handle)
    while try step() {
      results.append(try transform(row))
    }
    return results
  }

  /// Steps through the rows while `body` returns true; the row is valid only inside `body`.
  public func forEach(
    _ values: [SQLValue] = [], _ body: (Row) throws(StoreError) -> Bool
  ) throws(StoreError) {
    try prepare(values)
    defer { sqlite3_reset(handle) }
    let row = Row(handle: handle)
    while try step() {
      guard try body(row) else { return }
    }
  }

  /// The first row mapped, or nil when the query returns nothing.
  public func first<T>(
    _ values: [SQLValue] = [], _ transform: (Row) throws(StoreError) -> T
  ) throws(StoreError) -> T? {
    try prepare(values)
    defer { sqlite3_reset(handle) }
    guard try step() else { return nil }
    return try transform(Row(handle: handle))
  }

  private func prepare(_ values: [SQLValue]) throws(StoreError) {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    let expected = Int(sqlite3_bind_parameter_count(handle))
    guard expected == values.count else {
      throw .invalidValue("\(sql) takes \(expected) values, got \(values.count)")
    }
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
      case .real(let number): code = sqlite3_bind_double(handle, index, number)
      case .text(let string): code = bindText(string, at: index)
      case .null: code = sqlite3_bind_null(handle, index)
      }
      try check(code, "binding ?\(index) of \(sql)")
    }
  }

  /// Binds by byte count, so text holding U+0000 (clipboard items can) is kept whole.
  private func bindText(_ string: String, at index: Int32) -> Int32 {
    var copy = string
    return copy.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        guard let start = chars.baseAddress else {
          return sqlite3_bind_text(handle, index, "", 0, sykb_sqlite_transient())
        }
        return sqlite3_bind_text64(
          handle, index, start, sqlite3_uint64(chars.count), sykb_sqlite_transient(),
          UInt8(SQLITE_UTF8))
      }
    }
  }

  /// Steps once: true when a row is ready, false when done.
  private func step() throws(StoreError) -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      try check(code, sql)
      return false
    }
  }

  private func check(_ code: Int32, _ context: String) throws(StoreError) {
    guard code != SQLITE_OK else { return }
    let message = sqlite3_db_handle(handle).map { String(cString: sqlite3_errmsg($0)) }
    throw .sqlite(code: code, message: message ?? "unknown error", context: context)
  }
}

extension Statement {
  /// One result row: typed column readers by 0-based index.
  ///
  /// SQLite converts between storage classes, so `text` of an INTEGER column gives `"3"`.
  public struct Row {
    let handle: OpaquePointer

    public func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }
    public func int(_ column: Int32) -> Int { Int(truncatingIfNeeded: integer(column)) }
    public func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }
    public func bool(_ column: Int32) -> Bool { integer(column) != 0 }
    public func isNull(_ column: Int32) -> Bool {
      sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    /// The column as UTF-8 text; NULL reads as "".
    public func text(_ column: Int32) -> String {
      guard let bytes = sqlite3_column_text(handle, column) else { return "" }
      let count = Int(sqlite3_column_bytes(handle, column))
      let buffer = UnsafeBufferPointer(start: bytes, count: count)
      return String(decoding: buffer, as: UTF8.self)
    }

    /// The column as a `Double`, or nil when it is NULL.
    public func optionalDouble(_ column: Int32) -> Double? {
      isNull(column) ? nil : double(column)
    }

    /// The column in its own storage class, to copy it unchanged (a salvage).
    public func value(_ column: Int32) -> SQLValue {
      switch sqlite3_column_type(handle, column) {
      case SQLITE_INTEGER: .integer(integer(column))
      case SQLITE_FLOAT: .real(double(column))
      case SQLITE_NULL: .null
      default: .text(text(column))
      }
    }

    /// How many columns the row has.
    public var columnCount: Int32 { sqlite3_column_count(handle) }
  }
}
