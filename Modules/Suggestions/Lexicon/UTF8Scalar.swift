/// One scalar read from UTF-8 bytes: `EC 82 AC` is `사` (U+C0AC), three bytes long.
///
/// The lexicon keeps its words as UTF-8 and reads them without building a `String`. Bytes
/// that are not well-formed UTF-8 (a stray `FF`, a cut-off sequence, an encoded surrogate or
/// an overlong form) give `nil`, so a reader can fall back to `String(decoding:as:)`, which
/// replaces them with U+FFFD.
struct UTF8Scalar {
  var value: UInt32
  var length: Int

  /// Reads the scalar that starts at `index` (which must be inside `bytes`).
  @inline(__always)
  init?(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) {
    let lead = bytes[index]
    if lead < 0x80 {
      value = UInt32(lead)
      length = 1
      return
    }
    // The ranges of Unicode's table 3-7 (well-formed byte sequences).
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF:
      length = 2
    case 0xE0:
      length = 3
      lower = 0xA0  // no overlong forms
    case 0xE1...0xEC, 0xEE...0xEF:
      length = 3
    case 0xED:
      length = 3
      upper = 0x9F  // no surrogates
    case 0xF0:
      length = 4
      lower = 0x90  // no overlong forms
    case 0xF1...0xF3:
      length = 4
    case 0xF4:
      length = 4
      upper = 0x8F  // nothing above U+10FFFF
    default:
      return nil
    }
    guard index + length <= bytes.count else { return nil }
    var value = UInt32(lead) & (0x7F >> UInt32(length))
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte >= lower, byte <= upper else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
      lower = 0x80
      upper = 0xBF
    }
    self.value = value
  }
}
