import Hangul
import Testing

/// §2.1: jamo tables, syllable arithmetic, the "is Hangul" range, key decoding.
@Suite("자모 표와 음절 계산")
struct JamoTests {
  @Test("초성·중성·종성 순서 (§2.1)")
  func tableOrder() {
    #expect(Choseong.allCases.map(\.description).joined() == "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
    #expect(
      Jungseong.allCases.map(\.description).joined() == "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ")
    #expect(
      Jongseong.allCases.dropFirst().map(\.description).joined()
        == "ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")
    for jamo in Choseong.allCases {
      #expect(Choseong(compatibility: jamo.compatibility) == jamo)
    }
    for jamo in Jongseong.allCases.dropFirst() {
      #expect(Jongseong(compatibility: jamo.compatibility) == jamo)
    }
  }

  @Test("ㄸ ㅃ ㅉ는 초성이지만 종성이 아니다", arguments: ["ㄸ", "ㅃ", "ㅉ"])
  func notFinals(jamo: String) {
    let scalar = jamo.unicodeScalars.first?.value ?? 0
    #expect(Choseong(compatibility: scalar) != nil)
    #expect(Jongseong(compatibility: scalar) == nil)
  }

  @Test("음절 = 0xAC00 + (초성×21 + 중성)×28 + 종성, 11,172개 모두 왕복")
  func syllableArithmetic() {
    let all = HangulSyllable.all
    #expect(all.count == 11_172)
    var mismatches = 0
    for (offset, syllable) in all.enumerated() {
      let expected =
        0xAC00
        + (UInt32(syllable.choseong.index) * 21 + UInt32(syllable.jungseong.index)) * 28
        + UInt32(syllable.jongseong.index)
      if syllable.scalar != expected || expected != 0xAC00 + UInt32(offset) { mismatches += 1 }
    }
    #expect(mismatches == 0)
    #expect(
      HangulSyllable(scalar: 0xB2ED).map { "\($0.choseong)\($0.jungseong)\($0.jongseong)" } == "ㄷㅏㄺ"
    )
    #expect(HangulSyllable(scalar: 0xD7A4) == nil)
  }

  /// The §2.1 compound-vowel rows, in search order (data, as written in the spec).
  static let vowelRows: [(String, String, String)] = [
    ("ㅗ", "ㅏ", "ㅘ"), ("ㅘ", "ㅣ", "ㅙ"), ("ㅗ", "ㅐ", "ㅙ"), ("ㅗ", "ㅣ", "ㅚ"), ("ㅜ", "ㅓ", "ㅝ"),
    ("ㅜ", "ㅔ", "ㅞ"), ("ㅝ", "ㅣ", "ㅞ"), ("ㅜ", "ㅣ", "ㅟ"), ("ㅡ", "ㅣ", "ㅢ"),
  ]

  @Test("겹모음 삭제는 그 모음을 만드는 첫 줄의 앞 성분으로 (§2.3)")
  func vowelReductionFollowsFirstRow() {
    for vowel in Jungseong.allCases {
      let firstRow = Self.vowelRows.first { $0.2 == vowel.description }
      #expect(vowel.reduced?.description == firstRow?.0, "\(vowel)")
      #expect(vowel.isCompound == (firstRow != nil))
    }
  }

  @Test("겹모음 표: 두벌식으로 첫째 + 둘째 → 결과", arguments: vowelRows.map { "\($0.0)\($0.1)\($0.2)" })
  func compoundVowels(row: String) {
    let jamo = row.unicodeScalars.map { String($0) }
    var typist = Typist(.dubeolsik)
    typist.type("\(jamo[0]) \(jamo[1])")
    #expect(typist.text == jamo[2])
  }

  @Test(
    "겹받침 11개 (§2.1)",
    arguments: [
      ("ㄳ", "ㄱㅅ"), ("ㄵ", "ㄴㅈ"), ("ㄶ", "ㄴㅎ"), ("ㄺ", "ㄹㄱ"), ("ㄻ", "ㄹㅁ"), ("ㄼ", "ㄹㅂ"),
      ("ㄽ", "ㄹㅅ"), ("ㄾ", "ㄹㅌ"), ("ㄿ", "ㄹㅍ"), ("ㅀ", "ㄹㅎ"), ("ㅄ", "ㅂㅅ"),
    ])
  func compoundFinals(final: String, parts: String) {
    let jong = Jongseong(compatibility: final.unicodeScalars.first?.value ?? 0)
    #expect(jong.flatMap(\.parts).map { "\($0.first)\($0.second)" } == parts)
    var typist = Typist(.dubeolsik)
    typist.type("ㄱ ㅏ \(parts.unicodeScalars.map { String($0) }.joined(separator: " "))")
    let syllable = jong.map {
      HangulSyllable(
        choseong: Choseong.allCases[0], jungseong: Jungseong.allCases[0], jongseong: $0)
    }
    #expect(typist.text == syllable?.description)
  }

  @Test(
    "한글 판별 범위: U+3130…U+318F와 음절, ᆢ(U+11A2)는 밖 (§2.1, §7.14)",
    arguments: [
      (UInt32(0x3130), true), (0x3131, true), (0x318D, true), (0x318F, true), (0x3190, false),
      (0xAC00, true), (0xD7A3, true), (0xD7A4, false), (0x11A2, false), (0x41, false),
    ])
  func hangulRange(scalar: UInt32, isHangul: Bool) {
    #expect(HangulScalar.isHangul(scalar) == isHangul)
    #expect(HangulScalar.isHangulOrStroke(scalar) == (isHangul || scalar == 0x11A2))
  }

  @Test(
    "조합형 자모 범위: U+1100…U+11FF (ᄀ ᅡ ᆨ ᆢ), 호환 자모와 음절은 밖",
    arguments: [
      (UInt32(0x10FF), false), (0x1100, true), (0x1161, true), (0x11A2, true), (0x11A8, true),
      (0x11FF, true), (0x1200, false), (0x3131, false), (0xAC00, false), (0x41, false),
    ])
  func conjoiningRange(scalar: UInt32, isConjoining: Bool) {
    #expect(HangulScalar.isConjoining(scalar) == isConjoining)
  }

  @Test("음절의 초성·중성·종성 번호: 닭 = (3, 0, 9), 11,172개 모두 조합한 번호로 돌아온다")
  func syllableIndices() {
    let dak: UInt32 = 0xB2ED
    #expect(
      [
        HangulScalar.choseongIndex(dak), HangulScalar.jungseongIndex(dak),
        HangulScalar.jongseongIndex(dak),
      ] == [3, 0, 9])
    var mismatches = 0
    var count = 0
    for cho in Choseong.allCases {
      for jung in Jungseong.allCases {
        for jong in Jongseong.allCases {
          let s = HangulSyllable(choseong: cho, jungseong: jung, jongseong: jong).scalar
          count += 1
          if HangulScalar.choseongIndex(s) != UInt32(cho.index)
            || HangulScalar.jungseongIndex(s) != UInt32(jung.index)
            || HangulScalar.jongseongIndex(s) != UInt32(jong.index)
          {
            mismatches += 1
          }
        }
      }
    }
    #expect(count == HangulSyllable.count)
    #expect(mismatches == 0)
  }

  @Test(
    "키 출력 → HangulKey",
    arguments: [
      ("ㄱ", HangulKey.jamo(0x3131)), ("ㆍ", .jamo(0x318D)), ("획", .stroke), ("쌍", .double),
      ("ㅏ", .jamo(0x314F)), ("ㄲ", .jamo(0x3132)),
    ])
  func keyOutput(output: String, key: HangulKey) {
    #expect(HangulKey(keyOutput: output) == key)
    #expect(key.description == output)
  }

  @Test("한글 키가 아닌 출력은 nil", arguments: ["1", ".", "a", "ᆢ", "가", "ㄱㄴ", "", "space"])
  func notKeys(output: String) {
    #expect(HangulKey(keyOutput: output) == nil)
  }
}
