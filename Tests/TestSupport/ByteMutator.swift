/// Random damage to bytes for the decoders' fuzz tests: one to `maximumEdits` edits drawn from
/// a seeded generator (flip, insert, delete, duplicate a run, put in a hostile token such as
/// `-5`, `ffffffffffffffffff`, a lone CR, a NUL, a non-ASCII byte, or cut the end off).
///
/// `var mutator = ByteMutator(seed: 7)`; `mutator.mutate(Array("HTTP/1.1 200 OK".utf8))`.
public struct ByteMutator {
  public var generator: SeededGenerator
  public var maximumEdits: Int
  /// Tokens the edits put in: numbers out of every range, separators, controls.
  public var tokens: [[UInt8]]

  public static let hostileTokens: [[UInt8]] =
    [
      "-5", "-1", "0", "99999999999999999999", "ffffffffffffffffff", "0x10", "+7", " ", "\r", "\n",
      "\r\n", "\r\n\r\n", "\0", "\u{1B}[31m", "\u{9B}", "\u{202E}", "\"", "\\", "{", "}", "[", "]",
      ":", ",", ";", "=", "#", "'", "null", "true", "1e309", "NaN", "\u{FFFF}", "한",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x80], [0xED, 0xA0, 0x80]]

  public init(seed: UInt64, maximumEdits: Int = 4, tokens: [[UInt8]] = ByteMutator.hostileTokens) {
    generator = SeededGenerator(seed: seed)
    self.maximumEdits = maximumEdits
    self.tokens = tokens
  }

  public mutating func mutate(_ input: [UInt8]) -> [UInt8] {
    var bytes = input
    let edits = Int.random(in: 1...max(1, maximumEdits), using: &generator)
    for _ in 0..<edits { edit(&bytes) }
    return bytes
  }

  /// Random bytes of a random length up to `maximum`, from printable ASCII, controls or anything.
  public mutating func randomBytes(maximum: Int) -> [UInt8] {
    let count = Int.random(in: 0...maximum, using: &generator)
    let kind = Int.random(in: 0..<3, using: &generator)
    return (0..<count).map { _ in
      switch kind {
      case 0: UInt8.random(in: 32...126, using: &generator)
      case 1: UInt8.random(in: 0...31, using: &generator)
      default: UInt8.random(in: 0...255, using: &generator)
      }
    }
  }

  private mutating func position(in bytes: [UInt8]) -> Int {
    Int.random(in: 0...bytes.count, using: &generator)
  }

  private mutating func edit(_ bytes: inout [UInt8]) {
    switch Int.random(in: 0..<7, using: &generator) {
    case 0 where !bytes.isEmpty:
      let at = Int.random(in: 0..<bytes.count, using: &generator)
      bytes[at] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
    case 1:
      bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position(in: bytes))
    case 2 where !bytes.isEmpty:
      let start = Int.random(in: 0..<bytes.count, using: &generator)
      let end = min(bytes.count, start + Int.random(in: 1...16, using: &generator))
      bytes.removeSubrange(start..<end)
    case 3 where !bytes.isEmpty:
      let start = Int.random(in: 0..<bytes.count, using: &generator)
      let end = min(bytes.count, start + Int.random(in: 1...32, using: &generator))
      bytes.insert(contentsOf: Array(bytes[start..<end]), at: position(in: bytes))
    case 4, 5:
      let token = tokens[Int.random(in: 0..<tokens.count, using: &generator)]
      let at = position(in: bytes)
      if Bool.random(using: &generator), at < bytes.count {
        // Replace a run (a number, a word) with the token.
        var end = at
        while end < bytes.count, end - at < 24, bytes[end] != 32, bytes[end] != 13,
          bytes[end] != 10
        {
          end += 1
        }
        bytes.replaceSubrange(at..<end, with: token)
      } else {
        bytes.insert(contentsOf: token, at: at)
      }
    default:
      bytes.removeSubrange(position(in: bytes)..<bytes.count)
    }
  }
}
