import Hangul

/// Text in which every scalar is a `Character` of its own: ASCII, Latin letters, Hangul
/// syllables and compatibility jamo, common punctuation and line feeds.
///
/// Most of what people type is like that, and for it the field can skip grapheme breaking
/// (the costliest part of laying out a line): `"안녕 hi\n"` is simple, `"e\u{301}"` (a combining
/// mark), `"\r\n"` (one `Character`) and `"가\u{11A2}"` (a syllable and a conjoining vowel, one
/// `Character`) are not.
public enum SimpleText {
  /// Whether every scalar of `scalars` stands alone as a `Character`.
  @inlinable public static func isSimple(_ scalars: String.UnicodeScalarView) -> Bool {
    for scalar in scalars where !isSimple(scalar.value) { return false }
    return true
  }

  /// Whether a scalar is never part of a larger grapheme cluster when its neighbours are such
  /// scalars too (none of them is a mark, a joiner, a conjoining jamo or a carriage return).
  @inlinable public static func isSimple(_ value: UInt32) -> Bool {
    switch value {
    case 0x0A, 0x20...0x7E, 0xA0...0x2FF: return true
    case HangulScalar.syllableFirst...HangulScalar.syllableLast, 0x3131...0x318E: return true
    case 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029: return true
    default: return false
    }
  }
}
