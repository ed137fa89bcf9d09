import Hangul

/// The keys that type one syllable on each layout, taken from the spec's key-sequence tables
/// (§2.5, §2.6; 두벌식 from the keycaps and the §2.1 compound rows), and the number of delete
/// steps the spec says it takes to remove it again.
enum SyllableKeys {
  /// The keys for `syllable` on `layout`, in the Typist notation (one key per element).
  static func keys(_ syllable: HangulSyllable, on layout: HangulLayout) -> [String] {
    let cho = syllable.choseong.description
    let jung = syllable.jungseong.description
    let jong = syllable.jongseong.index == 0 ? "" : syllable.jongseong.description
    let table: (initial: [String: String], vowel: [String: String], final: [String: String])
    switch layout {
    case .dubeolsik: table = (dubeolsikConsonant, dubeolsikVowel, dubeolsikFinal)
    case .naratgeul: table = (naratgeulConsonant, naratgeulVowel, naratgeulFinal)
    case .cheonjiin: table = (cheonjiinConsonant, cheonjiinVowel, cheonjiinFinal)
    }
    let parts = [
      table.initial[cho] ?? cho, table.vowel[jung] ?? jung,
      jong.isEmpty ? "" : (table.final[jong] ?? table.initial[jong] ?? jong),
    ]
    return parts.flatMap { $0.split(separator: " ").flatMap { Typist.keys(of: String($0)) } }
  }

  /// Delete presses needed to remove the freshly typed syllable completely.
  static func deleteSteps(_ syllable: HangulSyllable, on layout: HangulLayout) -> Int {
    if layout == .dubeolsik { return keys(syllable, on: layout).count }
    let vowel = syllable.jungseong.description
    let counts = layout == .naratgeul ? naratgeulVowelSteps : cheonjiinVowelSteps
    let final =
      syllable.jongseong.index == 0 ? 0 : (syllable.jongseong.parts == nil ? 1 : 2)
    return 1 + (counts[vowel] ?? 1) + final
  }

  // MARK: 두벌식 — one key per simple jamo (ㄲ ㄸ ㅃ ㅆ ㅉ ㅒ ㅖ are shifted keys); compound vowels
  // split by the first §2.1 row producing them, so the sweep deletes in as many steps as keys.

  static let dubeolsikConsonant: [String: String] = [:]
  static let dubeolsikVowel: [String: String] = [
    "ㅘ": "ㅗㅏ", "ㅙ": "ㅗㅏㅣ", "ㅚ": "ㅗㅣ", "ㅝ": "ㅜㅓ", "ㅞ": "ㅜㅔ", "ㅟ": "ㅜㅣ", "ㅢ": "ㅡㅣ",
  ]
  static let dubeolsikFinal: [String: String] = [
    "ㄳ": "ㄱㅅ", "ㄵ": "ㄴㅈ", "ㄶ": "ㄴㅎ", "ㄺ": "ㄹㄱ", "ㄻ": "ㄹㅁ", "ㄼ": "ㄹㅂ", "ㄽ": "ㄹㅅ",
    "ㄾ": "ㄹㅌ", "ㄿ": "ㄹㅍ", "ㅀ": "ㄹㅎ", "ㅄ": "ㅂㅅ",
  ]

  // MARK: 나랏글 (§2.5 "Useful key sequences"; ㅒ ㅖ follow from ㅑ/ㅕ + ㅣ).

  static let naratgeulConsonant: [String: String] = [
    "ㅋ": "ㄱ 획", "ㄲ": "ㄱ 쌍", "ㄷ": "ㄴ 획", "ㅌ": "ㄴ 획 획", "ㄸ": "ㄴ 쌍", "ㅂ": "ㅁ 획",
    "ㅍ": "ㅁ 획 획", "ㅃ": "ㅁ 쌍", "ㅈ": "ㅅ 획", "ㅊ": "ㅅ 획 획", "ㅉ": "ㅅ 획 획 획",
    "ㅆ": "ㅅ 쌍", "ㅎ": "ㅇ 획",
  ]
  static let naratgeulVowel: [String: String] = [
    "ㅑ": "ㅏ 획", "ㅓ": "ㅏ ㅏ", "ㅕ": "ㅏ ㅏ 획", "ㅜ": "ㅗ ㅗ", "ㅛ": "ㅗ 획", "ㅠ": "ㅗ ㅗ 획",
    "ㅐ": "ㅏ ㅣ", "ㅔ": "ㅏ ㅏ ㅣ", "ㅒ": "ㅏ 획 ㅣ", "ㅖ": "ㅏ ㅏ 획 ㅣ", "ㅘ": "ㅗ ㅏ",
    "ㅙ": "ㅗ ㅏ ㅣ", "ㅝ": "ㅗ ㅗ ㅏ", "ㅞ": "ㅗ ㅗ ㅏ ㅣ", "ㅚ": "ㅗ ㅣ", "ㅟ": "ㅗ ㅗ ㅣ",
    "ㅢ": "ㅡ ㅣ",
  ]
  static let naratgeulFinal: [String: String] = [
    "ㄳ": "ㄱ ㅅ", "ㄵ": "ㄴ ㅅ 획", "ㄶ": "ㄴ ㅇ 획", "ㄺ": "ㄹ ㄱ", "ㄻ": "ㄹ ㅁ",
    "ㄼ": "ㄹ ㅁ 획", "ㄽ": "ㄹ ㅅ", "ㄾ": "ㄹ ㄴ 획 획", "ㄿ": "ㄹ ㅁ 획 획", "ㅀ": "ㄹ ㅇ 획",
    "ㅄ": "ㅁ 획 ㅅ",
  ]
  static let naratgeulVowelSteps: [String: Int] = [
    "ㅐ": 2, "ㅒ": 2, "ㅔ": 2, "ㅖ": 2, "ㅘ": 2, "ㅚ": 2, "ㅝ": 2, "ㅟ": 2, "ㅢ": 2,
    "ㅙ": 3, "ㅞ": 3,
  ]

  // MARK: 천지인 (§2.6 "Full key sequences").

  static let cheonjiinConsonant: [String: String] = [
    "ㅋ": "ㄱㄱ", "ㄲ": "ㄱㄱㄱ", "ㄹ": "ㄴㄴ", "ㅌ": "ㄷㄷ", "ㄸ": "ㄷㄷㄷ", "ㅍ": "ㅂㅂ",
    "ㅃ": "ㅂㅂㅂ", "ㅎ": "ㅅㅅ", "ㅆ": "ㅅㅅㅅ", "ㅊ": "ㅈㅈ", "ㅉ": "ㅈㅈㅈ", "ㅁ": "ㅇㅇ",
  ]
  static let cheonjiinVowel: [String: String] = [
    "ㅏ": "ㅣㆍ", "ㅐ": "ㅣㆍㅣ", "ㅑ": "ㅣㆍㆍ", "ㅒ": "ㅣㆍㆍㅣ", "ㅓ": "ㆍㅣ", "ㅔ": "ㆍㅣㅣ",
    "ㅕ": "ㆍㅣㆍ", "ㅖ": "ㆍㅣㆍㅣ", "ㅗ": "ㆍㅡ", "ㅘ": "ㆍㅡㅣㆍ", "ㅙ": "ㆍㅡㅣㆍㅣ",
    "ㅚ": "ㆍㅡㅣ", "ㅛ": "ㆍㆍㅡ", "ㅜ": "ㅡㆍ", "ㅝ": "ㅡㆍㆍㅣ", "ㅞ": "ㅡㆍㆍㅣㅣ",
    "ㅟ": "ㅡㆍㅣ", "ㅠ": "ㅡㆍㆍ", "ㅡ": "ㅡ", "ㅢ": "ㅡㅣ", "ㅣ": "ㅣ",
  ]
  static let cheonjiinFinal: [String: String] = [
    "ㄳ": "ㄱ ㅅ", "ㄵ": "ㄴ ㅈ", "ㄶ": "ㄴ ㅅㅅ", "ㄺ": "ㄴㄴ ㄱ", "ㄻ": "ㄴㄴ ㅇㅇ",
    "ㄼ": "ㄴㄴ ㅂ", "ㄽ": "ㄴㄴ ㅅ", "ㄾ": "ㄴㄴ ㄷㄷ", "ㄿ": "ㄴㄴ ㅂㅂ", "ㅀ": "ㄴㄴ ㅅㅅ",
    "ㅄ": "ㅂ ㅅ",
  ]
  /// 천지인 deletes a stroke-built vowel as a unit; compound vowels reduce per §2.3 (ㅞ → ㅜ).
  static let cheonjiinVowelSteps: [String: Int] = [
    "ㅘ": 2, "ㅙ": 3, "ㅚ": 2, "ㅝ": 2, "ㅞ": 2, "ㅟ": 2, "ㅢ": 2,
  ]
}
