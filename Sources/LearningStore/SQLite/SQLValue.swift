/// One value bound to a `?` parameter, typed the way SQLite stores it.
///
/// `[.text("ko-KR"), .integer(2), .real(1.5), .null]` binds `?1…?4`;
/// literals work too: `["ko-KR", 2, 1.5, nil]`.
public enum SQLValue: Equatable, Sendable {
  case integer(Int64)
  case real(Double)
  case text(String)
  case null
}

extension SQLValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByStringLiteral, ExpressibleByNilLiteral, ExpressibleByBooleanLiteral
{
  public init(integerLiteral value: Int64) { self = .integer(value) }
  public init(floatLiteral value: Double) { self = .real(value) }
  public init(stringLiteral value: String) { self = .text(value) }
  public init(nilLiteral: ()) { self = .null }
  public init(booleanLiteral value: Bool) { self = .integer(value ? 1 : 0) }
}

extension SQLValue {
  /// An `Int` as an SQLite integer: `SQLValue(3)` is `.integer(3)`.
  public init(_ value: Int) { self = .integer(Int64(value)) }
  /// A `Bool` as 0 or 1.
  public init(_ value: Bool) { self = .integer(value ? 1 : 0) }
  /// A `Double` as a real.
  public init(_ value: Double) { self = .real(value) }
  /// A `String` as text.
  public init(_ value: String) { self = .text(value) }
  /// An optional `Double` as a real or NULL: `SQLValue(nil as Double?)` is `.null`.
  public init(_ value: Double?) { self = value.map { .real($0) } ?? .null }
}
