import Hangul

/// Text → 두벌식 key presses, as the benchmark's `keystrokes.py` converts it.
///
/// 한 → ㅎ ㅏ ㄴ (libhangul keys `g k s`); compound vowels and finals are two keys (ㅘ = ㅗ ㅏ,
/// ㄺ = ㄹ ㄱ, ㅙ = ㅗ ㅐ); ㄲ ㄸ ㅃ ㅆ ㅉ ㅒ ㅖ are one shifted key. Any other character is passed
/// through as itself (space, newline, digits, punctuation).
enum DubeolsikKeys {
  enum Token: Equatable {
    /// A jamo key: the compatibility jamo sykb receives and the ASCII key libhangul's keyboard
    /// "2" receives.
    case jamo(UInt32, ascii: UInt8)
    /// A character that is not a Hangul key.
    case other(Unicode.Scalar)
  }

  /// Compatibility jamo → the ASCII QWERTY key of libhangul keyboard "2" (KS X 5002).
  static let ascii: [String: Character] = [
    "ㅂ": "q", "ㅈ": "w", "ㄷ": "e", "ㄱ": "r", "ㅅ": "t", "ㅛ": "y", "ㅕ": "u", "ㅑ": "i",
    "ㅐ": "o", "ㅔ": "p", "ㅁ": "a", "ㄴ": "s", "ㅇ": "d", "ㄹ": "f", "ㅎ": "g", "ㅗ": "h",
    "ㅓ": "j", "ㅏ": "k", "ㅣ": "l", "ㅋ": "z", "ㅌ": "x", "ㅊ": "c", "ㅍ": "v", "ㅠ": "b",
    "ㅜ": "n", "ㅡ": "m", "ㅃ": "Q", "ㅉ": "W", "ㄸ": "E", "ㄲ": "R", "ㅆ": "T", "ㅒ": "O",
    "ㅖ": "P",
  ]

  /// Compound jamo → the jamo typed for them.
  static let split: [String: String] = [
    "ㅘ": "ㅗㅏ", "ㅙ": "ㅗㅐ", "ㅚ": "ㅗㅣ", "ㅝ": "ㅜㅓ", "ㅞ": "ㅜㅔ", "ㅟ": "ㅜㅣ", "ㅢ": "ㅡㅣ",
    "ㄳ": "ㄱㅅ", "ㄵ": "ㄴㅈ", "ㄶ": "ㄴㅎ", "ㄺ": "ㄹㄱ", "ㄻ": "ㄹㅁ", "ㄼ": "ㄹㅂ", "ㄽ": "ㄹㅅ",
    "ㄾ": "ㄹㅌ", "ㄿ": "ㄹㅍ", "ㅀ": "ㄹㅎ", "ㅄ": "ㅂㅅ",
  ]

  /// The key presses that type `text`.
  static func tokens(for text: String) -> [Token] {
    var tokens: [Token] = []
    tokens.reserveCapacity(text.unicodeScalars.count * 3)
    for scalar in text.unicodeScalars {
      let jamo: [String]
      if let syllable = HangulSyllable(scalar: scalar.value) {
        jamo =
          [syllable.choseong.description, syllable.jungseong.description]
          + (syllable.jongseong.index == 0 ? [] : [syllable.jongseong.description])
      } else if ascii[String(scalar)] != nil || split[String(scalar)] != nil {
        jamo = [String(scalar)]
      } else {
        tokens.append(.other(scalar))
        continue
      }
      for part in jamo {
        for key in (split[part] ?? part).unicodeScalars {
          let letter = ascii[String(key)]?.asciiValue ?? 0
          tokens.append(.jamo(key.value, ascii: letter))
        }
      }
    }
    return tokens
  }

  /// Jamo keys written as text, e.g. `"ㄱㅏㄹㄱㅏ"` (every scalar one key).
  static func tokens(keys: String) -> [Token] {
    keys.unicodeScalars.map { key in
      if let letter = ascii[String(key)]?.asciiValue { return .jamo(key.value, ascii: letter) }
      return .other(key)
    }
  }
}
