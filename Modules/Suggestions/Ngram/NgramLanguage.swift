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

  /// The script of the word's first character: `사랑` is Hangul, `love` Latin.
  public init(of word: String) {
    let value = word.unicodeScalars.first?.value ?? 0
    let isHangul = HangulScalar.isHangul(value) || HangulScalar.isConjoining(value)
    self = isHangul ? .hangul : .latin
  }
}
