extension JSONParser {
  /// Reads a quoted string with its escapes; `"\u3131"` gives `ㄱ`, `"\uD83C\uDF10"` gives `🌐`.
  mutating func parseString() throws(SyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flushRun(_ bytes: ArraySlice<UInt8>, into scalars: inout String.UnicodeScalarView) {
      scalars.append(contentsOf: String(decoding: bytes, as: UTF8.self).unicodeScalars)
    }
    while true {
      guard let byte = current else { throw fail(.unterminatedString) }
      switch byte {
      case UInt8(ascii: "\""):
        flushRun(bytes[runStart..<index], into: &scalars)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flushRun(bytes[runStart..<index], into: &scalars)
        index += 1
        scalars.append(try parseEscape())
        runStart = index
      case 0x00..<0x20:
        throw fail(.controlCharacter)
      default:
        index += 1
      }
    }
  }

  private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
    guard let byte = current else { throw fail(.unterminatedEscape) }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800...0xDBFF).contains(high) {
        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw fail(.loneHighSurrogate) }
        index += 2
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else { throw fail(.invalidLowSurrogate) }
        let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        guard let scalar = Unicode.Scalar(value) else { throw fail(.invalidUnicodeEscape) }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else { throw fail(.loneSurrogate) }
      return scalar
    default:
      index -= 1
      throw fail(.invalidEscape)
    }
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current else { throw fail(.unterminatedUnicodeEscape) }
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw fail(.expectedHexDigits)
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  /// Reads a number per the JSON grammar (no leading `+`, no leading zeros, no `.5`).
  mutating func parseNumber() throws(SyntaxError) -> Double {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    guard let first = current, isDigit(first) else { throw fail(.expectedDigit) }
    if first == UInt8(ascii: "0") {
      index += 1
    } else {
      skipDigits()
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard let byte = current, isDigit(byte) else { throw fail(.expectedFractionDigit) }
      skipDigits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard let byte = current, isDigit(byte) else { throw fail(.expectedExponentDigit) }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw SyntaxError(offset: start, problem: .numberOutOfRange(text))
    }
    return value
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipDigits() {
    while let byte = current, isDigit(byte) { index += 1 }
  }
}
