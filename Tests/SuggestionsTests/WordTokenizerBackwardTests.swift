import TestSupport
import Testing

@testable import Suggestions

/// `previousWords` reads backwards from the cursor; it must agree with splitting the whole
/// text into `Character` tokens, as it did before.
@Suite("WordTokenizer.previousWords reads backwards like a whole split")
struct WordTokenizerBackwardTests {
  /// The former implementation: split everything, then walk back.
  static func reference(_ text: String, droppingCurrentWord: Bool) -> [String] {
    var tokens = text.split(whereSeparator: \.isWhitespace)
    if droppingCurrentWord, let last = text.last, !last.isWhitespace, !tokens.isEmpty {
      tokens.removeLast()
    }
    var words: [String] = []
    for token in tokens.reversed() {
      guard !WordTokenizer.endsSentence(token) else { break }
      let word = WordTokenizer.word(in: token)
      guard !word.isEmpty else { break }
      words.insert(word, at: 0)
      if words.count == 2 { break }
    }
    return words
  }

  @Test(
    "Examples",
    arguments: [
      ("Hi. How are", false, ["How", "are"]), ("Hi. How are", true, ["How"]),
      ("나는 학생 이다", false, ["학생", "이다"]), ("나는 학생 이", true, ["나는", "학생"]),
      ("끝. ", false, []), ("  ", true, []), ("", false, []), ("a \u{301}b", false, ["a", "b"]),
      ("\"Yes,\" she said", true, ["Yes", "she"]), ("one\r\ntwo ", true, ["one", "two"]),
    ] as [(String, Bool, [String])])
  func examples(_ text: String, _ dropping: Bool, _ expected: [String]) {
    #expect(WordTokenizer.previousWords(in: text, droppingCurrentWord: dropping) == expected)
    #expect(Self.reference(text, droppingCurrentWord: dropping) == expected)
  }

  @Test("Random texts: the same words as the whole split", arguments: 0..<20)
  func random(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 17)
    let pieces = [
      "안녕", "하세요", "word", "don't", " ", "  ", "\n", "\r\n", "\t", ".", ",", "!", "?", "…",
      "\"", "”", "(", ")", "e\u{301}", " \u{301}", "\u{200D}", "가\u{11A2}", "—", "'",
    ]
    for _ in 0..<200 {
      var text = ""
      for _ in 0..<Int.random(in: 0...14, using: &generator) {
        text += pieces.randomElement(using: &generator) ?? ""
      }
      for dropping in [false, true] {
        #expect(
          WordTokenizer.previousWords(in: text, droppingCurrentWord: dropping)
            == Self.reference(text, droppingCurrentWord: dropping),
          "\(text.debugDescription) dropping \(dropping)")
      }
    }
  }
}
