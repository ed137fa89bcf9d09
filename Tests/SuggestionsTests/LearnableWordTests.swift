import Suggestions
import Testing

@Suite("Learning: only words are learned")
struct LearnableWordTests {
  @Test(
    "a word holds a letter and is no arithmetic",
    arguments: [
      ("안녕", true), ("hello", true), ("don't", true), ("4x4", true), ("K-pop", true),
      ("ㅋㅋ", true), ("e=mc2", true), ("x=3", true), ("Ünïcödé", true),
      ("12*3=36", false), ("12*3=", false), ("2x3=", false), ("2x3=6", false), ("3.14", false),
      ("₩5,000", false), ("^*+=_\\|~<>$£¥•-/:;()₩", false), ("1+2", false), ("", false),
      ("😀", false),
    ])
  func learnable(_ word: String, _ expected: Bool) {
    #expect(WordTokenizer.isLearnable(word) == expected)
  }
}
