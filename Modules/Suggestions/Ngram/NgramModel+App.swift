/// Suggestions from a host application's own model and the language's global one together.
///
/// At each level — trigram, bigram, unigram fill — the app's continuations come first, then
/// the global ones not yet listed: after `좋은` a chat app that learned `좋은 아침` offers
/// `아침` before the global `하루`, while a context the app never saw still gets the global
/// bigram before the app's most frequent single words.
extension NgramModel {
  /// `nextWords(after:limit:preferring:)` over `app` (first) and `global`.
  public static func nextWords(
    after previous: [String], limit: Int = 10, preferring script: WordScript? = nil,
    app: NgramModel?, global: NgramModel?
  ) -> [String] {
    guard let app else {
      return global?.nextWords(after: previous, limit: limit, preferring: script) ?? []
    }
    return layered(
      [app] + (global.map { [$0] } ?? []), after: previous, matching: nil, preferring: script,
      limit: limit)
  }

  /// `completions(of:after:limit:)` over `app` (first) and `global`.
  public static func completions(
    of pattern: KoreanPrefixPattern, after previous: [String] = [], limit: Int = 3,
    app: NgramModel?, global: NgramModel?
  ) -> [String] {
    guard let app else {
      return global?.completions(of: pattern, after: previous, limit: limit) ?? []
    }
    return layered(
      [app] + (global.map { [$0] } ?? []), after: previous, matching: pattern, preferring: nil,
      limit: limit)
  }

  /// Each level in turn — trigram, bigram, unigram fill — from every model in order, the
  /// words not yet listed, up to `limit`.
  private static func layered(
    _ models: [NgramModel], after previous: [String], matching pattern: KoreanPrefixPattern?,
    preferring script: WordScript?, limit: Int
  ) -> [String] {
    var result: [String] = []
    guard limit > 0 else { return result }
    if previous.count >= 2 {
      let key = TrigramKey(previous[previous.count - 2], previous[previous.count - 1])
      for model in models {
        model.appendBest(model.trigrams[key], matching: pattern, limit: limit, to: &result)
      }
    }
    if let last = previous.last {
      for model in models {
        model.appendBest(model.bigrams[last], matching: pattern, limit: limit, to: &result)
      }
    }
    for model in models {
      model.appendUnigrams(matching: pattern, preferring: script, limit: limit, to: &result)
    }
    return result
  }
}
