/// One stored n-gram count: after `context`, `word` was used with a decayed `score`.
///
/// Unigram `안녕` is `NgramRow(level: 1, context: "", word: "안녕", score: 3.5)`; bigram
/// `안녕 → 하세요` is level 2 with context `"안녕"`; a trigram's context is the two previous words
/// in whatever encoding the engine uses (the store does not split it).
public struct NgramRow: Hashable, Sendable {
  /// 1 unigram, 2 bigram, 3 trigram.
  public var level: Int
  public var context: String
  public var word: String
  public var score: Double

  public init(level: Int, context: String, word: String, score: Double) {
    self.level = level
    self.context = context
    self.word = word
    self.score = score
  }
}
