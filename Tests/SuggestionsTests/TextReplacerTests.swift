import Suggestions
import Testing

@Suite("텍스트 대치 (§4.4)")
struct TextReplacerTests {
  static let shortcuts = [
    TextShortcut(shortcut: "ㅈㄱㅈ", expansion: "지금 가는 중!"),
    TextShortcut(shortcut: "omw", expansion: "on my way"),
    TextShortcut(shortcut: "x omw", expansion: "extra long"),
    TextShortcut(shortcut: "m", expansion: "M"),
    TextShortcut(shortcut: "k", expansion: "okay"),
  ]

  @Test(
    "스페이스에서 마지막 단어가 단축어면 바꿈",
    arguments: [
      ("ㅈㄱㅈ", TextEdit(deleteBeforeCursor: 3, insert: "지금 가는 중!") as TextEdit?),
      ("가요 ㅈㄱㅈ", TextEdit(deleteBeforeCursor: 3, insert: "지금 가는 중!")),
      ("OMW", TextEdit(deleteBeforeCursor: 3, insert: "on my way")),
      ("so x omw", TextEdit(deleteBeforeCursor: 5, insert: "extra long")),
      ("so xomw", nil),
      ("가요ㅈㄱㅈ", nil),
      ("ㅈㄱㅈ ", nil),
      ("m", nil),
      ("k", TextEdit(deleteBeforeCursor: 1, insert: "okay")),
    ])
  func space(text: String, edit: TextEdit?) {
    var replacer = TextReplacer(shortcuts: TextReplacerTests.shortcuts)
    #expect(replacer.space(textBeforeCursor: text) == edit)
    #expect(replacer.history.count == (edit == nil ? 0 : 1))
  }

  @Test("지우기로 되돌리고, 다음 스페이스 한 번은 그대로 둠")
  func restore() {
    var replacer = TextReplacer(shortcuts: TextReplacerTests.shortcuts)
    #expect(replacer.space(textBeforeCursor: "가요 ㅈㄱㅈ") != nil)
    #expect(
      replacer.history == [
        ReplacementRecord(shortcut: "ㅈㄱㅈ", expansion: "지금 가는 중!", context: "가요 ")
      ])
    // The session inserted the space; the first delete removes it normally.
    #expect(replacer.delete(textBeforeCursor: "가요 지금 가는 중! ") == nil)
    #expect(
      replacer.delete(textBeforeCursor: "가요 지금 가는 중!")
        == TextEdit(deleteBeforeCursor: 8, insert: "ㅈㄱㅈ"))
    #expect(replacer.history.isEmpty)
    #expect(replacer.ignoredShortcut == "ㅈㄱㅈ")
    #expect(replacer.space(textBeforeCursor: "가요 ㅈㄱㅈ") == nil)
    #expect(replacer.ignoredShortcut == nil)
    #expect(replacer.space(textBeforeCursor: "가요 ㅈㄱㅈ ㅈㄱㅈ") != nil)
  }

  @Test("마지막 단어와 정확히 같을 때만 바꾸고, 저장된 앞 문맥에서만 되돌림")
  func exactWordAndStoredContext() {
    var replacer = TextReplacer(shortcuts: [TextShortcut(shortcut: "id", expansion: "I'd")])
    // No shortcut inside a longer word.
    #expect(replacer.space(textBeforeCursor: "paid") == nil)
    #expect(
      replacer.space(textBeforeCursor: "so id") == TextEdit(deleteBeforeCursor: 2, insert: "I'd"))
    // The same expansion after other text is not the replacement made: no restore there.
    #expect(replacer.delete(textBeforeCursor: "then I'd") == nil)
    #expect(
      replacer.delete(textBeforeCursor: "so I'd") == TextEdit(deleteBeforeCursor: 3, insert: "id"))
  }

  @Test("다른 키를 누르면 무시 해제")
  func otherKeyClearsIgnore() {
    var replacer = TextReplacer(shortcuts: TextReplacerTests.shortcuts)
    _ = replacer.space(textBeforeCursor: "omw")
    _ = replacer.delete(textBeforeCursor: "on my way")
    #expect(replacer.ignoredShortcut == "omw")
    replacer.otherKey()
    #expect(
      replacer.space(textBeforeCursor: "omw")
        == TextEdit(deleteBeforeCursor: 3, insert: "on my way"))
  }

  @Test("문맥이 다르면 되돌리지 않음")
  func contextMustMatch() {
    var replacer = TextReplacer(shortcuts: TextReplacerTests.shortcuts)
    _ = replacer.space(textBeforeCursor: "가요 ㅈㄱㅈ")
    #expect(replacer.delete(textBeforeCursor: "와요 지금 가는 중!") == nil)
    #expect(replacer.history.count == 1)
  }

  @Test("기록은 20개, 문맥은 256자까지")
  func limits() {
    var replacer = TextReplacer(shortcuts: TextReplacerTests.shortcuts)
    for index in 0..<25 { _ = replacer.space(textBeforeCursor: "w\(index) k") }
    #expect(replacer.history.count == 20)
    #expect(replacer.history.first?.context == "w5 ")
    let long = String(repeating: "가", count: 300) + " k"
    _ = replacer.space(textBeforeCursor: long)
    #expect(replacer.history.last?.context.unicodeScalars.count == 256)
    #expect(replacer.delete(textBeforeCursor: String(long.dropLast()) + "okay") != nil)
    replacer.clearHistory()
    #expect(replacer.history.isEmpty)
  }

  @Test(
    "입력 중 후보: 단축어와 정확히 같을 때만",
    arguments: [
      ("ㅈㄱㅈ", ["지금 가는 중!"]), ("Omw", ["on my way"]), ("om", []), ("m", []),
    ])
  func expansions(word: String, expected: [String]) {
    #expect(
      TextReplacer(shortcuts: TextReplacerTests.shortcuts).expansions(forWord: word) == expected)
  }
}

@Suite("스마트 구두점 (§4.10)")
struct SmartPunctuationTests {
  @Test(
    "영어 체계: 커서 앞 글자가 글자·숫자·짝 여는 따옴표면 닫고, 아니면 연다 (§8.5)",
    arguments: [
      ("he said ", "\"", TextEdit(insert: "“") as TextEdit?),
      ("he said “hi", "\"", TextEdit(insert: "”")),
      ("“a” and ", "\"", TextEdit(insert: "“")),
      ("after 1", "\"", TextEdit(insert: "”")),
      ("the end.", "\"", TextEdit(insert: "“")),
      ("“", "\"", TextEdit(insert: "”")),
      ("", "\"", TextEdit(insert: "“")),
      ("don", "'", TextEdit(insert: "’")),
      ("say ", "'", TextEdit(insert: "‘")),
      ("say ‘hi", "'", TextEdit(insert: "’")),
      ("say ‘", "'", TextEdit(insert: "’")),
      ("say ", "’", TextEdit(insert: "‘")),
      ("say “", "'", TextEdit(insert: "‘")),
      ("a-", "-", TextEdit(deleteBeforeCursor: 1, insert: "—")),
      ("a", "-", nil),
      ("wait..", ".", TextEdit(deleteBeforeCursor: 2, insert: "…")),
      ("wait.", ".", nil),
      ("x", "a", nil),
    ])
  func english(before: String, typed: Unicode.Scalar, edit: TextEdit?) {
    var closes = false
    let made = SmartPunctuation.edit(
      typing: typed, after: before, quotes: .smart(.english), dashes: true,
      doubleQuoteCloses: &closes)
    #expect(made == edit)
  }

  @Test(
    "한국어 체계: 작은따옴표는 아직 닫히지 않은 가장 가까운 ‘ 뒤에 무엇이 있을 때만 닫는다 (§8.5)",
    arguments: [
      ("", "'", "‘"), ("한글", "'", "‘"), ("‘", "'", "‘"), ("‘‘", "'", "‘"),
      ("‘한글", "'", "’"), ("‘ ", "'", "’"), ("‘!", "'", "’"), ("‘한글’", "'", "‘"),
      ("", "’", "‘"), ("‘한글", "‘", "’"),
    ] as [(String, Unicode.Scalar, String)])
  func koreanSingle(before: String, typed: Unicode.Scalar, inserted: String) {
    var closes = false
    let made = SmartPunctuation.edit(
      typing: typed, after: before, quotes: .smart(.korean), dashes: true,
      doubleQuoteCloses: &closes)
    #expect(made == TextEdit(insert: inserted))
  }

  @Test("한국어 체계: 큰따옴표는 제 상태로 “ ” 번갈아 (글 내용과 무관), 굽은 “도 같은 규칙")
  func koreanDouble() {
    var closes = false
    func typed(_ scalar: Unicode.Scalar, after text: String) -> TextEdit? {
      SmartPunctuation.edit(
        typing: scalar, after: text, quotes: .smart(.korean), dashes: true,
        doubleQuoteCloses: &closes)
    }
    #expect(typed("\"", after: "") == TextEdit(insert: "“"))
    #expect(closes)
    #expect(typed("“", after: "") == TextEdit(insert: "”"))
    #expect(typed("\"", after: "“말”") == TextEdit(insert: "“"))
  }

  @Test("설정이 꺼졌거나 호스트가 아니라면 굽은 따옴표도 곧은 따옴표로, 호스트 기본값이면 친 그대로")
  func policies() {
    var closes = false
    func edit(_ typed: Unicode.Scalar, _ quotes: QuotePolicy, dashes: Bool = true) -> TextEdit? {
      SmartPunctuation.edit(
        typing: typed, after: "a", quotes: quotes, dashes: dashes, doubleQuoteCloses: &closes)
    }
    #expect(edit("’", .straight) == TextEdit(insert: "'"))
    #expect(edit("“", .straight) == TextEdit(insert: "\""))
    #expect(edit("'", .straight) == nil)
    #expect(edit("\"", .straight) == nil)
    #expect(edit("’", .asTyped) == nil)
    #expect(edit("“", .asTyped) == nil)
    #expect(edit("-", .straight, dashes: false) == nil)
    #expect(!closes)
  }

  @Test("스마트 띄어쓰기", arguments: [("나는", true), ("나는 ", false), ("", false), ("a\n", false)])
  func spacing(text: String, expected: Bool) {
    #expect(SmartSpacing.needsLeadingSpace(after: text) == expected)
  }
}

@Suite("단어 나누기")
struct WordTokenizerTests {
  @Test(
    "앞 단어 두 개, 문장 안에서만",
    arguments: [
      ("오늘 나는 학", true, ["오늘", "나는"]),
      ("오늘 나는 ", false, ["오늘", "나는"]),
      ("하나 둘 셋 ", false, ["둘", "셋"]),
      ("끝났다. 이제 ", false, ["이제"]),
      ("끝났다. ", false, []),
      ("\"Hello,\" she ", false, ["Hello", "she"]),
      ("Really?! Yes ", false, ["Yes"]),
      ("학", true, []),
      ("", false, []),
    ])
  func previous(text: String, dropping: Bool, expected: [String]) {
    #expect(WordTokenizer.previousWords(in: text, droppingCurrentWord: dropping) == expected)
  }

  @Test(
    "배울 단어",
    arguments: [("나는, 학생!", ["나는", "학생"]), ("don't “stop” - now", ["don't", "stop", "now"])])
  func words(text: String, expected: [String]) {
    #expect(WordTokenizer.words(in: text) == expected)
  }
}
