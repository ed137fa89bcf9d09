import Hangul

/// Text → 두벌식 key presses, as the benchmark's `keystrokes.py` converts it.
///
/// 한 → ㅎ ㅏ ㄴ (libhangul keys `g k s`); compound vowels and finals are two keys (ㅘ = ㅗ ㅏ,
/// ㄺ = ㄹ ㄱ, ㅙ = ㅗ ㅐ); ㄲ ㄸ ㅃ ㅆ ㅉ ㅒ ㅖ are one shifted key. Any other character is passed
/// through as itself (space, newline, digits, punctuation).
public enum DubeolsikKeys {
  public enum Token: Equatable, Sendable {
    /// A jamo key: the compatibility jamo sykb receives and the ASCII key libhangul's keyboard
    /// "2" receives.
    case jamo(UInt32, ascii: UInt8)
    /// A character that is not a Hangul key.
    case other(Unicode.Scalar)
  }

  /// Compatibility jamo → the ASCII QWERTY key of libhangul keyboard "2" (KS X 5002).
  public static let ascii: [String: Character] = [
    "ㅂ": "q", "ㅈ": "w", "ㄷ": "e", "ㄱ": "r", "ㅅ": "t", "ㅛ": "y", "ㅕ": "u", "ㅑ": "i",
    "ㅐ": "o", "ㅔ": "p", "ㅁ": "a", "ㄴ": "s", "ㅇ": "d", "ㄹ": "f", "ㅎ": "g", "ㅗ": "h",
    "ㅓ": "j", "ㅏ": "k", "ㅣ": "l", "ㅋ": "z", "ㅌ": "x", "ㅊ": "c", "ㅍ": "v", "ㅠ": "b",
    "ㅜ": "n", "ㅡ": "m", "ㅃ": "Q", "ㅉ": "W", "ㄸ": "E", "ㄲ": "R", "ㅆ": "T", "ㅒ": "O",
    "ㅖ": "P",
  ]

  /// Compound jamo → the jamo typed for them.
  public static let split: [String: String] = [
    "ㅘ": "ㅗㅏ", "ㅙ": "ㅗㅐ", "ㅚ": "ㅗㅣ", "ㅝ": "ㅜㅓ", "ㅞ": "ㅜㅔ", "ㅟ": "ㅜㅣ", "ㅢ": "ㅡㅣ",
    "ㄳ": "ㄱㅅ", "ㄵ": "ㄴㅈ", "ㄶ": "ㄴㅎ", "ㄺ": "ㄹㄱ", "ㄻ": "ㄹㅁ", "ㄼ": "ㄹㅂ", "ㄽ": "ㄹㅅ",
    "ㄾ": "ㄹㅌ", "ㄿ": "ㄹㅍ", "ㅀ": "ㄹㅎ", "ㅄ": "ㅂㅅ",
  ]

  /// The key presses that type `text`.
  public static func tokens(for text: String) -> [Token] {
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
  public static func tokens(keys: String) -> [Token] {
    keys.unicodeScalars.map { key in
      if let letter = ascii[String(key)]?.asciiValue { return .jamo(key.value, ascii: letter) }
      return .other(key)
    }
  }
}

/// Text → a replay script's tap names on 두벌식, the way `scripts/keystrokes.py taps` writes
/// them: shifted jamo as `shift` + the unshifted key, digits and punctuation from the symbol
/// pages with `switch` and `page`, relying on the keyboard's own return to the letters
/// after an apostrophe and after the space or return that follows a symbol.
public enum TapScript {
  static let shifted: [UInt32: String] = [
    0x3143: "ㅂ", 0x3149: "ㅈ", 0x3138: "ㄷ", 0x3132: "ㄱ", 0x3146: "ㅅ", 0x3152: "ㅐ", 0x3156: "ㅔ",
  ]
  static let symbolPage1 = Set("1234567890-/:;()₩&@\u{201D}.,?!\u{2019}".unicodeScalars)
  static let symbolPage2 = Set("[]{}#%^*+=_\\|~<>$£¥•.,?!\u{2019}".unicodeScalars)

  /// The tap names, and the characters that are on no page (skipped).
  public static func dubeolsik(_ text: String) -> (taps: [String], untypable: Int) {
    var taps: [String] = []
    var untypable = 0
    var page = 0
    for token in DubeolsikKeys.tokens(for: text) {
      switch token {
      case .jamo(let value, _):
        if page != 0 {
          taps.append("switch")
          page = 0
        }
        if let plain = shifted[value] {
          taps += ["shift", plain]
        } else if let scalar = Unicode.Scalar(value) {
          taps.append(String(scalar))
        }
      case .other(let scalar):
        if scalar == " " || scalar == "\n" {
          taps.append(scalar == " " ? "space" : "return")
          page = 0
        } else if symbolPage1.contains(scalar) || symbolPage2.contains(scalar) {
          let want = symbolPage1.contains(scalar) ? 1 : 2
          if page == 0 {
            taps.append("switch")
            page = 1
          }
          if page != want && !(symbolPage1.contains(scalar) && symbolPage2.contains(scalar)) {
            taps.append("page")
            page = want
          }
          taps.append(String(scalar))
          if scalar == "'" || scalar == "\u{2018}" || scalar == "\u{2019}" { page = 0 }
        } else {
          untypable += 1
        }
      }
    }
    return (taps, untypable)
  }
}
