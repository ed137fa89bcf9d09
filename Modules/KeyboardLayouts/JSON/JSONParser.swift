/// A strict JSON parser (RFC 8259) over UTF-8 bytes that records each value's byte offset.
///
/// `JSONParser.parse(Array("[1, 2]".utf8))` gives an array node at offset 0 whose second
/// element sits at offset 4; `"[1, 2"` fails with "expected ',' or ']'" at offset 5.
struct JSONParser {
  /// Why the text is not JSON, and where.
  struct SyntaxError: Error, Hashable, Sendable {
    var offset: Int
    var problem: JSONSyntaxProblem
  }

  let bytes: [UInt8]
  var index = 0
  /// Nesting limit, so a hostile file cannot exhaust the stack.
  private static let maximumDepth = 64

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a complete document; trailing non-space text is an error.
  static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
    var parser = JSONParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipSpace()
    let node = try parser.parseValue(depth: 0)
    parser.skipSpace()
    guard parser.index == bytes.count else {
      throw SyntaxError(offset: parser.index, problem: .trailingText)
    }
    return node
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  func fail(_ problem: JSONSyntaxProblem) -> SyntaxError {
    SyntaxError(offset: index, problem: problem)
  }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONNode {
    guard depth < JSONParser.maximumDepth else {
      throw fail(.tooDeep(limit: JSONParser.maximumDepth))
    }
    let start = index
    guard let byte = current else { throw fail(.unexpectedEnd) }
    switch byte {
    case UInt8(ascii: "{"): return JSONNode(value: try parseObject(depth: depth), offset: start)
    case UInt8(ascii: "["): return JSONNode(value: try parseArray(depth: depth), offset: start)
    case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), offset: start)
    case UInt8(ascii: "t"):
      try expectWord("true")
      return JSONNode(value: .bool(true), offset: start)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return JSONNode(value: .bool(false), offset: start)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return JSONNode(value: .null, offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(value: .number(try parseNumber()), offset: start)
    default:
      throw fail(.unexpectedCharacter(JSONParser.describe(byte)))
    }
  }

  private mutating func expectWord(_ word: String) throws(SyntaxError) {
    for expected in word.utf8 {
      guard current == expected else { throw fail(.invalidLiteral(expected: word)) }
      index += 1
    }
  }

  private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONNode.Value {
    index += 1
    var members: [JSONNode.Member] = []
    skipSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard current == UInt8(ascii: "\"") else {
        throw fail(.expectedMemberName)
      }
      let keyOffset = index
      let key = try parseString()
      skipSpace()
      guard current == UInt8(ascii: ":") else { throw fail(.expectedColon(after: key)) }
      index += 1
      skipSpace()
      let value = try parseValue(depth: depth + 1)
      members.append(JSONNode.Member(key: key, keyOffset: keyOffset, value: value))
      skipSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default: throw fail(.expectedCommaOrBrace)
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONNode.Value {
    index += 1
    var elements: [JSONNode] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipSpace()
      elements.append(try parseValue(depth: depth + 1))
      skipSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      default: throw fail(.expectedCommaOrBracket)
      }
    }
  }

  private static func describe(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F
      ? "'\(Character(Unicode.Scalar(byte)))'" : "0x\(String(byte, radix: 16))"
  }
}
