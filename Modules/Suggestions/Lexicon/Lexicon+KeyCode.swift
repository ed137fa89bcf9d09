extension Lexicon {
  /// How a key is stored: one byte for each ASCII letter and each Hangul jamo, a fixed-length
  /// escape for any other unit.
  ///
  /// Codes sort in unit order and none is a prefix of another, so comparing the bytes
  /// compares the keys, and a prefix of the units is a prefix of the bytes: `닭`
  /// (`ㄷ ㅏ ㄹ ㄱ`) is `87 9F 89 81`, a prefix of `달걀`'s `87 9F 89 81 A1 89`. A Korean
  /// key takes a quarter of the memory of `UInt32` units, an English one too.
  enum KeyCode {
    /// Appends the code of one unit: `a` → `61`, `ㄱ` → `81`, `é` → `80 00 E9`, `ㆍ` → `B4 31 8D`.
    ///
    /// The first byte tells the length: below `80` is ASCII, `81`…`B3` the compatibility jamo
    /// ㄱ…ㅣ (U+3131…U+3163); `80` escapes the units between them, `B4` the rest of the basic
    /// plane, `B5` and `B6` everything above, each followed by the unit in big-endian bytes.
    @inline(__always)
    static func append(_ unit: UInt32, to codes: inout [UInt8]) {
      switch unit {
      case 0..<0x80:
        codes.append(UInt8(unit))
      case 0x3131...0x3163:
        codes.append(UInt8(unit - 0x3131 + 0x81))
      case 0x80..<0x3131:
        codes.append(0x80)
        appendBigEndian(unit, count: 2, to: &codes)
      case 0x3164..<0x1_0000:
        codes.append(0xB4)
        appendBigEndian(unit, count: 2, to: &codes)
      case 0x1_0000..<0x100_0000:
        codes.append(0xB5)
        appendBigEndian(unit, count: 3, to: &codes)
      default:
        codes.append(0xB6)
        appendBigEndian(unit, count: 4, to: &codes)
      }
    }

    /// The codes of a whole key: `[ㄷ, ㅏ, ㄹ, ㄱ]` → `87 9F 89 81`.
    static func codes(of key: [UInt32]) -> [UInt8] {
      var codes: [UInt8] = []
      codes.reserveCapacity(key.count)
      for unit in key { append(unit, to: &codes) }
      return codes
    }

    @inline(__always)
    private static func appendBigEndian(_ unit: UInt32, count: Int, to codes: inout [UInt8]) {
      var shift = (count - 1) * 8
      while shift >= 0 {
        codes.append(UInt8(truncatingIfNeeded: unit >> UInt32(shift)))
        shift -= 8
      }
    }
  }
}
