import Suggestions
import Testing

/// A typed word, a candidate, and whether the candidate completes it (spec §4.5).
struct MatchCase: CustomTestStringConvertible, Sendable {
  var typed: String
  var candidate: String
  var matches: Bool

  init(_ typed: String, _ candidate: String, _ matches: Bool) {
    self.typed = typed
    self.candidate = candidate
    self.matches = matches
  }

  var testDescription: String { "\(typed) \(matches ? "→" : "↛") \(candidate)" }
}

/// The states a layout passes through while typing a word, and which of them are prefixes.
struct LayoutStates: CustomTestStringConvertible, Sendable {
  var layout: String
  var word: String
  /// Each intermediate state and whether it completes to `word`.
  var states: [(String, Bool)]

  var testDescription: String { "\(layout): \(word)" }
}

@Suite("한글 접두 일치 (§4.5)")
struct KoreanPrefixPatternTests {
  static let examples: [MatchCase] = [
    MatchCase("닭", "달걀", true),
    MatchCase("앉", "안주", true),
    MatchCase("킵", "키보드", true),
    MatchCase("키", "키보드", true),
    MatchCase("ㅋ", "키보드", true),
    MatchCase("고", "과자", false),
    MatchCase("고", "고양이", true),
    MatchCase("ㄱ", "까치", false),
    MatchCase("ㄱ", "키", false),
    MatchCase("ㄱ", "가방", true),
    MatchCase("까", "까치", true),
    MatchCase("킴", "키보드", false),
    MatchCase("디", "다리", false),
    MatchCase("단", "달걀", false),
    MatchCase("킵ㆍ", "키보드", true),
    MatchCase("킵ᆢ", "키보드", true),
    MatchCase("킵ㆍㆍ", "키보드", true),
    MatchCase("달걀", "달걀", false),
    MatchCase("닭", "닭", false),
    MatchCase("다", "닭", true),
    MatchCase("달", "닭", true),
    MatchCase("갑", "값", true),
    MatchCase("값", "갑", false),
    MatchCase("안녕", "안녕하세요", true),
    MatchCase("안녀", "안녕하세요", true),
    MatchCase("앙녕", "안녕하세요", false),
    MatchCase("hel", "hello", true),
    MatchCase("Hel", "hello", true),
    MatchCase("HEL", "hello", true),
    MatchCase("hel", "Hello", true),
    MatchCase("hello", "hello", false),
    MatchCase("Hello", "hello", false),
    MatchCase("help", "hello", false),
    MatchCase("don", "don't", true),
    MatchCase("ㆍ", "가", false),
  ]

  @Test("예시", arguments: examples)
  func example(_ row: MatchCase) {
    #expect(KoreanPrefixPattern(row.typed)?.matches(row.candidate) ?? false == row.matches)
  }

  static let layouts: [LayoutStates] = [
    LayoutStates(
      layout: "두벌식", word: "키보드",
      states: [("ㅋ", true), ("키", true), ("킵", true), ("키보", true), ("키볻", true)]),
    LayoutStates(
      layout: "두벌식", word: "달걀",
      states: [("ㄷ", true), ("다", true), ("달", true), ("닭", true), ("달갸", true)]),
    LayoutStates(
      layout: "두벌식", word: "안주",
      states: [("ㅇ", true), ("아", true), ("안", true), ("앉", true)]),
    LayoutStates(
      layout: "나랏글", word: "키보드",
      states: [
        ("ㄱ", false), ("ㅋ", true), ("키", true), ("킴", false), ("킵", true), ("키보", true),
        ("키본", false), ("키볻", true),
      ]),
    LayoutStates(
      layout: "나랏글", word: "달걀",
      states: [
        ("ㄴ", false), ("ㄷ", true), ("다", true), ("달", true), ("닭", true), ("달가", false),
        ("달갸", true), ("달갼", false),
      ]),
    LayoutStates(
      layout: "나랏글", word: "안주",
      states: [("ㅇ", true), ("아", true), ("안", true), ("안ㅅ", false), ("앉", true)]),
    LayoutStates(
      layout: "천지인", word: "키보드",
      states: [
        ("ㄱ", false), ("ㅋ", true), ("키", true), ("킵", true), ("킵ㆍ", true), ("키보", true),
        ("키볻", true),
      ]),
    LayoutStates(
      layout: "천지인", word: "달걀",
      states: [
        ("ㄷ", true), ("디", false), ("다", true), ("단", false), ("달", true), ("닭", true),
        ("달기", false), ("달가", false), ("달갸", true), ("달갼", false),
      ]),
    LayoutStates(
      layout: "천지인", word: "안주",
      states: [("ㅇ", true), ("이", false), ("아", true), ("안", true), ("앉", true), ("안즈", false)]),
  ]

  @Test("자판별 중간 상태", arguments: layouts)
  func intermediateStates(_ row: LayoutStates) {
    for (state, expected) in row.states {
      let matches = KoreanPrefixPattern(state)?.matches(row.word) ?? false
      #expect(matches == expected, "\(row.layout) \(state) → \(row.word)")
    }
  }

  @Test(
    "대문자로 시작하면 후보도 대문자로",
    arguments: [
      ("Hel", "hello", "Hello"), ("hel", "hello", "hello"), ("HEL", "hello", "Hello"),
      ("Hel", "Hello", "Hello"), ("달", "달걀", "달걀"), ("Éc", "école", "École"),
    ])
  func capitalisation(typed: String, candidate: String, shown: String) {
    #expect(KoreanPrefixPattern(typed)?.presented(candidate) == shown)
  }

  @Test(
    "자모 키: 겹받침은 나누고 겹모음·쌍자음은 그대로",
    arguments: [
      ("닭", "ㄷㅏㄹㄱ"), ("과", "ㄱㅘ"), ("까", "ㄲㅏ"), ("앉다", "ㅇㅏㄴㅈㄷㅏ"), ("Ab", "ab"),
    ])
  func key(typed: String, jamo: String) {
    #expect(KoreanPrefixPattern(typed)?.key == jamo.unicodeScalars.map(\.value))
  }

  @Test("획만 남으면 패턴 없음", arguments: ["", "ㆍ", "ᆢ", "ㆍᆢ"])
  func emptyPattern(typed: String) {
    #expect(KoreanPrefixPattern(typed) == nil)
  }
}
