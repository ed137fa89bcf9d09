/// A parsed JSON value that remembers where it starts in the file, so errors can name a line.
///
/// `{"width": 0}` parses to an object whose member `width` is `.number(0)` at byte offset 10
/// (line 1, column 11).
struct JSONNode: Hashable, Sendable {
  /// One `"key": value` pair of an object, in file order.
  struct Member: Hashable, Sendable {
    var key: String
    var keyOffset: Int
    var value: JSONNode
  }

  indirect enum Value: Hashable, Sendable {
    case object([Member])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  var value: Value
  /// Byte offset of the value's first character in the UTF-8 source.
  var offset: Int

  /// This value as a message names it (`the number 3`, `an object`).
  var found: JSONFound {
    switch value {
    case .object: .object
    case .array: .array
    case .string(let text): .string(text)
    case .number(let number): .number(number)
    case .bool(let flag): .bool(flag)
    case .null: .null
    }
  }

  /// Formats a number the way a person wrote it: `1` not `1.0`, `1.35` stays `1.35`.
  static func format(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }
}

/// A line and column (both 1-based, column in Unicode scalars) in a UTF-8 text.
struct SourcePosition: Hashable, Sendable {
  var line: Int
  var column: Int

  /// Finds the line and column of a byte offset.
  /// In `"{\n  \"a\": 1\n}"` offset 4 (the `"` before `a`) is line 2, column 3.
  init(offset: Int, in bytes: [UInt8]) {
    var line = 1
    var column = 1
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    self.line = line
    self.column = column
  }
}
