/// Hangul syllables as conjoining jamo — Unicode's canonical decomposition, by arithmetic
/// (the form hunspell's Korean dictionary is written in): `쿼` → ᄏ ᅯ, `각` → ᄀ ᅡ ᆨ. Everything
/// else is kept as it is.
public enum HangulDecomposition {
  /// `word` with every precomposed syllable written as its two or three conjoining jamo.
  public static func conjoining(_ word: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in word.unicodeScalars {
      let value = scalar.value
      guard HangulScalar.isSyllable(value) else {
        scalars.append(scalar)
        continue
      }
      let index = value - HangulScalar.syllableFirst
      let parts = [
        choseongFirst + index / 588, jungseongFirst + (index % 588) / 28,
        noJongseong + index % 28,
      ]
      for (position, part) in parts.enumerated() where position < 2 || part != noJongseong {
        if let jamo = Unicode.Scalar(part) { scalars.append(jamo) }
      }
    }
    return String(scalars)
  }

  /// ᄀ, the first conjoining initial.
  static let choseongFirst: UInt32 = 0x1100
  /// ᅡ, the first conjoining medial.
  static let jungseongFirst: UInt32 = 0x1161
  /// One before ᆨ: a syllable whose final index is 0 has no final.
  static let noJongseong: UInt32 = 0x11A7
}
