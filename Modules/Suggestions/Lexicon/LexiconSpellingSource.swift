/// The built-in spelling source: completions and one-edit guesses from a `Lexicon`.
///
/// It stands in for a real spell checker (spec §4.2 uses the system's). Words the user
/// taught come first among completions: after `learn("사랑해요")`, `사랑` completes to
/// `사랑해요` before the lexicon's words, and `hasLearned("사랑해요")` is true.
public struct LexiconSpellingSource: SpellingSource, Sendable {
  public var lexicon: Lexicon
  /// Words the user taught, in the order taught (persisted by the store, not here).
  public private(set) var learnedWords: [String]

  public init(lexicon: Lexicon, learnedWords: [String] = []) {
    self.lexicon = lexicon
    self.learnedWords = []
    for word in learnedWords { learn(word) }
  }

  public func completions(forPrefix prefix: String, limit: Int) -> [String] {
    guard limit > 0, let pattern = KoreanPrefixPattern(prefix) else { return [] }
    var result: [String] = []
    for word in learnedWords.reversed() where pattern.matches(word) {
      result.append(pattern.presented(word))
      if result.count == limit { return result }
    }
    for word in lexicon.completions(of: pattern, limit: limit) where result.count < limit {
      if !result.contains(where: { TextFolding.equalIgnoringCase($0, word) }) {
        result.append(word)
      }
    }
    return result
  }

  public func guesses(forWord word: String, limit: Int) -> [String] {
    lexicon.guesses(for: word, limit: limit)
  }

  public mutating func learn(_ word: String) {
    guard !word.isEmpty, !hasLearned(word) else { return }
    learnedWords.append(word)
  }

  public mutating func unlearn(_ word: String) {
    learnedWords.removeAll { TextFolding.equalIgnoringCase($0, word) }
  }

  public func hasLearned(_ word: String) -> Bool {
    learnedWords.contains { TextFolding.equalIgnoringCase($0, word) }
  }
}
