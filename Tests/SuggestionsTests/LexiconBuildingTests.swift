import Suggestions
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Words whose keys cover every kind of key code: ASCII, the jamo, the escapes below and
/// above them, the rest of the basic plane and beyond it, and prefixes across the kinds.
enum MixedLexicon {
  static let words = [
    "\u{7F}", "\u{80}", "é", "aé", "aéb", "\u{3130}", "ㄱ", "ㄱa", "ㄱ😀", "ㅅ", "ㅣ", "\u{3164}",
    "ㆍ", "\u{FFFD}", "\u{10000}", "😀", "😀😀", "\u{10FFFF}", "a", "a😀", "z", "'", "가", "각",
    "갂", "닭", "달걀", "漢", "漢字", "漢江", "café", "cafés", "caf", "cafe",
  ]

  static var entries: [Lexicon.Entry] {
    words.enumerated().map { .init(word: $0.element, frequency: UInt32(1000 - $0.offset * 7)) }
  }
}

@Suite("어휘 목록 만들기")
struct LexiconBuildingTests {
  @Test("파일에서 읽은 어휘 = 항목으로 만든 어휘")
  func parsedEqualsBuilt() throws {
    let text = "# 주석\n사랑\t900\r\n\n달걀\t300\nHello\t5\nhello\t9\nHELLO\t9\n닭\t3\n달ㄱ\t7\nthe\t1000\n"
    let parsed = try Lexicon(parsing: text, file: "ko.tsv")
    let built = Lexicon(entries: [
      .init(word: "사랑", frequency: 900), .init(word: "달걀", frequency: 300),
      .init(word: "Hello", frequency: 5), .init(word: "hello", frequency: 9),
      .init(word: "HELLO", frequency: 9), .init(word: "닭", frequency: 3),
      .init(word: "달ㄱ", frequency: 7), .init(word: "the", frequency: 1000),
    ])
    #expect(parsed.lines == built.lines)
    #expect(parsed.memoryBytes == built.memoryBytes)
    // 닭 and 달ㄱ share ㄷ ㅏ ㄹ ㄱ, the three hellos h e l l o; letters sort before jamo.
    #expect(parsed.lines == ["hello\t9", "the\t1000", "달ㄱ\t7", "달걀\t300", "사랑\t900"])
  }

  @Test(
    "같은 키면 빈도가 높은 쪽, 같은 빈도면 먼저 나온 쪽이 남음",
    arguments: [
      (["Hello:5", "hello:9", "HELLO:9"], ["hello\t9"]),
      (["HELLO:9", "hello:9", "Hello:5"], ["HELLO\t9"]),
      (["Hello:9", "hello:5"], ["Hello\t9"]),
      (["닭:3", "달ㄱ:7", "닭:8"], ["닭\t8"]),
      (["", "a:1", "A:1"], ["a\t1"]),
    ])
  func duplicates(entries: [String], expected: [String]) {
    let entries = entries.map { item -> Lexicon.Entry in
      let parts = item.split(separator: ":").map(String.init)
      return .init(word: parts.first ?? "", frequency: parts.count > 1 ? UInt32(parts[1]) ?? 0 : 0)
    }
    #expect(Lexicon(entries: entries).lines == expected)
    #expect(ReferenceLexicon.lines(of: entries) == expected)
  }

  @Test("모든 종류의 키 코드가 키 순서대로 정렬되고 찾아짐")
  func mixedScripts() {
    let lexicon = Lexicon(entries: MixedLexicon.entries)
    #expect(lexicon.lines == ReferenceLexicon.lines(of: MixedLexicon.entries))
    #expect(lexicon.count == MixedLexicon.words.count)
    #expect(
      Array(lexicon.lines.prefix(6)) == [
        "'\t853", "a\t874", "aé\t979", "aéb\t972", "a😀\t867", "caf\t776",
      ])
    #expect(lexicon.word(at: lexicon.count - 1) == "\u{10FFFF}")
    for index in 0..<lexicon.count {
      let word = lexicon.word(at: index)
      #expect(lexicon.index(ofKey: Lexicon.key(of: word)) == index, "\(word)")
      #expect(lexicon.contains(word), "\(word)")
    }
    #expect(!lexicon.contains("漢語"))
    #expect(!lexicon.contains("ㄴ"))
    #expect(lexicon.index(ofKey: [0xFFFF_FFFF]) == nil)
  }

  @Test(
    "키 코드가 여러 바이트인 글자의 접두 완성",
    arguments: [
      ("漢", ["漢字", "漢江"]), ("ca", ["café", "cafés", "caf", "cafe"]), ("café", ["cafés"]),
      ("😀", ["😀😀"]), ("a", ["aé", "aéb", "a😀"]), ("aé", ["aéb"]),
      ("ㄱ", ["ㄱa", "ㄱ😀", "가", "각", "갂"]),
      ("가", ["각", "갂"]), ("닭", ["달걀"]), ("Caf", ["Café", "Cafés", "Cafe"]),
    ])
  func mixedCompletions(typed: String, expected: [String]) throws {
    let lexicon = Lexicon(entries: MixedLexicon.entries)
    let pattern = try #require(KoreanPrefixPattern(typed))
    #expect(lexicon.completions(of: pattern, limit: 9) == expected)
    #expect(lexicon.completions(of: pattern, limit: 9) == bruteForceCompletions(lexicon, typed))
  }

  @Test(
    "키 코드가 여러 바이트인 글자의 철자 추측",
    arguments: [
      ("caéf", ["café", "caf"]), ("acfé", ["café"]), ("xcafé", ["café"]),
      ("caféx", ["café", "cafés"]),
      ("漢x", ["漢"]), ("x漢江", ["漢江"]), ("달갈", ["달걀"]), ("😀x😀", ["😀😀"]),
    ])
  func mixedGuesses(typed: String, expected: [String]) {
    let lexicon = Lexicon(entries: MixedLexicon.entries)
    #expect(lexicon.guesses(for: typed, limit: 4) == expected)
  }

  @Test("저장소 어휘 파일: 처음 구현과 같은 항목, 같은 순서", arguments: ["ko.tsv", "en.tsv"])
  func shippedMatchesReference(file: String) throws {
    let data = try Data(contentsOf: SampleLexicon.directory.appendingPathComponent(file))
    let text = String(decoding: data, as: UTF8.self)
    let lexicon = try Lexicon(parsing: text, file: file)
    let reference = ReferenceLexicon.lines(
      of: try ReferenceLexicon.entries(parsing: text, file: file))
    #expect(lexicon.count == reference.count)
    #expect(lexicon.lines == reference)
    #expect(try Lexicon(parsing: [UInt8](data), file: file).lines == reference)
    for typed in ["사", "안녕", "닭", "ㅎ", "th", "The", "qu", "z"] {
      let pattern = try #require(KoreanPrefixPattern(typed))
      #expect(
        lexicon.completions(of: pattern, limit: 6)
          == bruteForceCompletions(lexicon, typed, limit: 6))
    }
  }

  /// Completions by scanning every entry: matching words, most frequent first, ties in order.
  func bruteForceCompletions(_ lexicon: Lexicon, _ typed: String, limit: Int = 9) -> [String] {
    guard let pattern = KoreanPrefixPattern(typed) else { return [] }
    let matching = (0..<lexicon.count).filter { pattern.matches(lexicon.word(at: $0)) }
    let ranked = matching.enumerated().sorted { left, right in
      let leftFrequency = lexicon.frequency(at: left.element)
      let rightFrequency = lexicon.frequency(at: right.element)
      if leftFrequency != rightFrequency { return leftFrequency > rightFrequency }
      return left.offset < right.offset
    }
    return ranked.prefix(limit).map { pattern.presented(lexicon.word(at: $0.element)) }
  }
}

@Suite("어휘 파일 읽기")
struct LexiconParsingTests {
  @Test(
    "처음 구현과 같은 항목",
    arguments: [
      "", "\n", "\r\n", "#만\n", "사랑\t900", "사랑\t900\n\n\n달걀\t300", "a\t+5\n", "a\t0009\n",
      "a\t4294967295\n", "a\t1\n#b\t2\n\r\nc\t3\r\n", "한\t1\n한\t2\n",
    ])
  func sameEntries(text: String) throws {
    let reference = ReferenceLexicon.lines(
      of: try ReferenceLexicon.entries(parsing: text, file: "ko.tsv"))
    #expect(try Lexicon(parsing: text, file: "ko.tsv").lines == reference)
    #expect(try Lexicon(parsing: Array(text.utf8), file: "ko.tsv").lines == reference)
  }

  @Test(
    "처음 구현과 같은 오류",
    arguments: [
      ("사랑 900\n", "ko.tsv:1: expected \"word<TAB>frequency\""),
      ("사 랑 900\n", "ko.tsv:1: expected \"word<TAB>frequency\""),
      ("a\t1\n\t5\n", "ko.tsv:2: the word is empty"),
      ("a\t1\r\n\r\n사 랑\t5\n", "ko.tsv:3: the word contains a blank"),
      ("사\u{3000}랑\t5\n", "ko.tsv:1: the word contains a blank"),
      ("사\u{85}랑\t5\n", "ko.tsv:1: the word contains a blank"),
      ("사\r랑\t5\n", "ko.tsv:1: the word contains a blank"),
      ("사랑 \tx\n", "ko.tsv:1: the word contains a blank"),
      ("사랑\t5\t6\n", "ko.tsv:1: \"5\t6\" is not a whole number from 0 to 4294967295"),
      ("사랑\t4294967296\n", "ko.tsv:1: \"4294967296\" is not a whole number from 0 to 4294967295"),
      ("사랑\t\n", "ko.tsv:1: \"\" is not a whole number from 0 to 4294967295"),
      ("사랑\t 5\n", "ko.tsv:1: \" 5\" is not a whole number from 0 to 4294967295"),
      ("a\t1\r\r\n", "ko.tsv:1: \"1\r\" is not a whole number from 0 to 4294967295"),
      ("a\t1\n#\n사랑\t-0x\r\n", "ko.tsv:3: \"-0x\" is not a whole number from 0 to 4294967295"),
    ])
  func sameErrors(text: String, message: String) {
    let fromText = errorMessage { () throws(LexiconError) in
      _ = try Lexicon(parsing: text, file: "ko.tsv")
    }
    let fromBytes = errorMessage { () throws(LexiconError) in
      _ = try Lexicon(parsing: Array(text.utf8), file: "ko.tsv")
    }
    let fromReference = errorMessage { () throws(LexiconError) in
      _ = try ReferenceLexicon.entries(parsing: text, file: "ko.tsv")
    }
    #expect(fromText == message)
    #expect(fromBytes == message)
    #expect(fromReference == message)
  }

  @Test(
    "깨진 UTF-8은 String(decoding:)처럼 U+FFFD로 읽음",
    arguments: [
      [0xFF, 0x61, 0x09, 0x35, 0x0A],
      [0xE3, 0x84, 0x09, 0x36, 0x0A, 0x61, 0xC3, 0x09, 0x37],
      [0xED, 0xA0, 0x80, 0x09, 0x31],  // an encoded surrogate
      [0xC0, 0xAF, 0x09, 0x31],  // an overlong slash
      [0xF4, 0x90, 0x80, 0x80, 0x09, 0x31],  // beyond U+10FFFF
      [0x61, 0x09, 0x31, 0xFF, 0x0A],  // in the number
      [0xFF, 0x20, 0x61, 0x09, 0x31],  // a blank after a bad byte
      [0x61, 0x20, 0xFF, 0x09, 0x31],  // a blank before it
      [0xEA, 0xB0, 0x80, 0xFF, 0xEA, 0xB0, 0x80, 0x09, 0x31, 0x0A, 0xEA, 0xB0, 0x80, 0x09, 0x32],
    ] as [[UInt8]])
  func malformedBytes(bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let expected = Result { () throws(LexiconError) in
      try Lexicon(parsing: text, file: "x.tsv").lines
    }
    let actual = Result { () throws(LexiconError) in
      try Lexicon(parsing: bytes, file: "x.tsv").lines
    }
    #expect(actual == expected)
    let reference = Result { () throws(LexiconError) in
      ReferenceLexicon.lines(of: try ReferenceLexicon.entries(parsing: text, file: "x.tsv"))
    }
    #expect(actual == reference)
  }

  func errorMessage(_ body: () throws(LexiconError) -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return error.description
    }
  }
}
