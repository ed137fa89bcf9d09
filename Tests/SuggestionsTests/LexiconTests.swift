import Suggestions
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A small lexicon shared by the lexicon and engine tests.
enum SampleLexicon {
  static let korean = Lexicon(entries: [
    .init(word: "사랑", frequency: 900), .init(word: "사람", frequency: 800),
    .init(word: "사과", frequency: 500), .init(word: "달걀", frequency: 300),
    .init(word: "달", frequency: 700), .init(word: "닭", frequency: 400),
    .init(word: "안주", frequency: 200), .init(word: "안녕하세요", frequency: 600),
    .init(word: "안녕", frequency: 650), .init(word: "키보드", frequency: 100),
    .init(word: "과자", frequency: 90), .init(word: "고양이", frequency: 95),
  ])

  static let english = Lexicon(entries: [
    .init(word: "the", frequency: 1000), .init(word: "they", frequency: 600),
    .init(word: "then", frequency: 500), .init(word: "there", frequency: 450),
    .init(word: "these", frequency: 300), .init(word: "theme", frequency: 50),
    .init(word: "hello", frequency: 200), .init(word: "help", frequency: 250),
    .init(word: "held", frequency: 150), .init(word: "hell", frequency: 100),
    .init(word: "don't", frequency: 400), .init(word: "keyboard", frequency: 80),
  ])

  /// The English sample for ASCII words, the Korean one otherwise.
  static func `for`(_ word: String) -> Lexicon {
    (word.unicodeScalars.first?.value ?? 0) < 0x80 ? english : korean
  }

  /// The repository's `lexicons/` directory.
  static var directory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("lexicons")
  }
}

@Suite("어휘 목록")
struct LexiconTests {
  @Test(
    "접두 완성은 빈도순, 입력한 단어 자신은 제외",
    arguments: [
      ("사", ["사랑", "사람", "사과"]),
      ("살", ["사랑", "사람"]),
      ("닭", ["달걀"]),
      ("달", ["닭", "달걀"]),
      ("앉", ["안주"]),
      ("안녕", ["안녕하세요"]),
      ("고", ["고양이"]),
      ("th", ["the", "they", "then", "there", "these", "theme"]),
      ("The", ["They", "Then", "There", "These", "Theme"]),
      ("hel", ["help", "hello", "held", "hell"]),
      ("zz", []),
    ])
  func completions(typed: String, expected: [String]) throws {
    let pattern = try #require(KoreanPrefixPattern(typed))
    let lexicon =
      SampleLexicon.for(typed)
    #expect(lexicon.completions(of: pattern, limit: 9) == expected)
    #expect(lexicon.completions(of: pattern, limit: 2) == Array(expected.prefix(2)))
  }

  @Test(
    "한 번 고친 철자 추측",
    arguments: [
      ("teh", ["the"]), ("thw", ["the"]), ("thex", ["the", "they", "then"]),
      ("helo", ["help", "hello", "held", "hell"]),
      ("사랑", ["사람"]), ("사가", ["사과"]), ("사랑ㅇ", ["사랑"]), ("안녕하세오", ["안녕하세요"]),
      ("달갈", ["달걀"]), ("키보두", ["키보드"]), ("zzzz", []),
    ])
  func guesses(typed: String, expected: [String]) {
    let lexicon =
      SampleLexicon.for(typed)
    #expect(lexicon.guesses(for: typed, limit: 4) == expected)
  }

  @Test("대소문자 무시 포함 여부", arguments: [("The", true), ("THE", true), ("달걀", true), ("닭알", false)])
  func contains(word: String, expected: Bool) {
    let lexicon =
      SampleLexicon.for(word)
    #expect(lexicon.contains(word) == expected)
  }

  @Test("파일 형식 읽기")
  func parsing() throws {
    let text = "# comment\n사랑\t900\r\n\n달걀\t300\n"
    let lexicon = try Lexicon(parsing: text, file: "ko.tsv")
    #expect(lexicon.count == 2)
    #expect(lexicon.word(at: 0) == "달걀")
    #expect(lexicon.frequency(at: 1) == 900)
  }

  @Test(
    "잘못된 줄은 파일과 줄 번호로 알림",
    arguments: [
      ("사랑 900\n", 1, "ko.tsv:1: expected \"word<TAB>frequency\""),
      ("사랑\t900\n\t5\n", 2, "ko.tsv:2: the word is empty"),
      ("사랑\t900\n\n사 랑\t5\n", 3, "ko.tsv:3: the word contains a blank"),
      ("사랑\t9x\n", 1, "ko.tsv:1: \"9x\" is not a whole number from 0 to 4294967295"),
      ("사랑\t-1\n", 1, "ko.tsv:1: \"-1\" is not a whole number from 0 to 4294967295"),
    ])
  func parseErrors(text: String, line: Int, message: String) {
    #expect(throws: LexiconError.self) { try Lexicon(parsing: text, file: "ko.tsv") }
    do {
      _ = try Lexicon(parsing: text, file: "ko.tsv")
    } catch {
      #expect(error.line == line)
      #expect(error.description == message)
    }
  }

  @Test("저장소의 기본 어휘 파일", arguments: [("ko.tsv", 20_000, "사람"), ("en.tsv", 50_000, "the")])
  func shippedLexicons(file: String, minimum: Int, word: String) throws {
    let data = try Data(contentsOf: SampleLexicon.directory.appendingPathComponent(file))
    let lexicon = try Lexicon(parsing: String(decoding: data, as: UTF8.self), file: file)
    #expect(lexicon.count >= minimum)
    #expect(lexicon.count <= 50_000)
    #expect(lexicon.contains(word))
  }

  @Test("메모리 추정은 배열 크기의 합")
  func memory() {
    // 12 English words in lower case are their own keys (one byte a letter) and are not
    // stored again: the letters, 13 key offsets and 12 frequencies.
    let words = SampleLexicon.english
    let letters = 3 + 4 + 4 + 5 + 5 + 5 + 5 + 4 + 4 + 4 + 5 + 8
    #expect(words.memoryBytes == letters + (13 + 12) * 4)
    // 12 Korean words: three bytes a syllable, one byte a jamo of the key, and word offsets.
    let korean = SampleLexicon.korean
    let syllables = 2 + 2 + 2 + 2 + 1 + 1 + 2 + 5 + 2 + 3 + 2 + 3
    let jamo = 5 + 5 + 4 + 6 + 3 + 4 + 5 + 12 + 6 + 6 + 4 + 7
    #expect(korean.memoryBytes == syllables * 3 + jamo + (13 * 2 + 12) * 4)
  }

  @Test(
    "키 코드와 UTF-8의 크기",
    arguments: [
      ("love", 4, 0), ("Love", 4, 4), ("닭", 4, 3), ("사랑", 5, 6), ("é", 3, 2), ("ㆍ", 3, 3),
      ("😀", 4, 4), ("漢字", 6, 6),
    ])
  func oneWordMemory(word: String, keyBytes: Int, wordBytes: Int) {
    let lexicon = Lexicon(entries: [.init(word: word, frequency: 1)])
    let wordOffsets = wordBytes == 0 ? 0 : 2
    #expect(lexicon.memoryBytes == keyBytes + wordBytes + (2 + wordOffsets + 1) * 4)
    #expect(lexicon.word(at: 0) == word)
  }
}
