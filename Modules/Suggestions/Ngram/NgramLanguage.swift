import Hangul

/// Which n-gram store a keyboard learns into (spec §4.5): one per language.
///
/// The unified 한/A keyboard has its own mixed store, `ko-en`, with twice the context limit.
public enum NgramLanguage: String, CaseIterable, Hashable, Sendable {
  case korean = "ko-KR"
  case english = "en-US"
  case mixed = "ko-en"

  /// The most contexts (and unigram words) each level keeps.
  public var contextLimit: Int { self == .mixed ? 10_000 : 5_000 }

  /// The limit of one host application's own model: a fifth of the global one.
  public var appContextLimit: Int { contextLimit / 5 }
}

/// Unigram (no context), bigram (one previous word), trigram (two previous words).
public enum NgramLevel: Int, CaseIterable, Hashable, Sendable {
  case unigram = 1
  case bigram = 2
  case trigram = 3
}

/// The writing system of a word, for the unified keyboard's unigram ordering.
public enum WordScript: Hashable, Sendable {
  case hangul
  case latin
  /// Neither: digits, symbols, emoji. Listed after both scripts.
  case other

  /// A word with any Hangul syllable or jamo is Hangul (`사랑`, `SY키보드`); else one with any
  /// Latin letter is Latin (`love`, `3D`); else other (`2026`, `:)`).
  public init(of word: String) {
    var hasLatin = false
    for scalar in word.unicodeScalars {
      let value = scalar.value
      if HangulScalar.isHangul(value) || HangulScalar.isConjoining(value) {
        self = .hangul
        return
      }
      if (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        || (scalar.properties.isAlphabetic && (0xC0...0x24F).contains(value))
      {
        hasLatin = true
      }
    }
    self = hasLatin ? .latin : .other
  }
}
