extension WordTokenizer {
  /// Whether a word (as `word(in:)` gives it) is worth learning: it holds a letter — Hangul,
  /// Latin or any other script — and is not arithmetic.
  ///
  /// `안녕`, `don't`, `4x4` and `K-pop` are learnable; `12*3=36`, `2x3=`, `3.14`, `₩5,000` and
  /// `^*+=_\|~<>$£¥•-/:;()₩` are not: a run of digits and symbols is no word, and an
  /// expression the math evaluator reads (`2x3=`, its `x` a times sign) is none either.
  public static func isLearnable(_ word: String) -> Bool {
    var hasLetter = false
    var equals: String.UnicodeScalarView.Index? = nil
    let scalars = word.unicodeScalars
    for index in scalars.indices {
      let scalar = scalars[index]
      if equals == nil && scalar.value == 0x3D { equals = index }
      if !hasLetter && isLetter(scalar) { hasLetter = true }
    }
    guard hasLetter else { return false }
    if let equals {
      // `2x3=` or `2x3=6`: the part up to the first `=` is an expression.
      let expression = String(String.UnicodeScalarView(scalars[...equals]))
      if MathEvaluator.evaluate(expression) != nil { return false }
    }
    return true
  }

  /// Letters of any script: Hangul syllables and jamo, Latin, Cyrillic, kana, ideographs.
  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter:
      return true
    default:
      return false
    }
  }
}
