/// Where typing-mode completions and spelling guesses come from (spec §4.2, source 3).
///
/// The reference keyboard asks the system spell checker; sykb's built-in implementation,
/// `LexiconSpellingSource`, stands in for one with a word-frequency list. A real checker
/// (hunspell, say) can be wired behind this protocol later. Queries may be slow (12–22 ms in
/// the reference), so the engine asks through a `SpellingQuery` that carries a generation.
public protocol SpellingSource {
  /// Words that complete `prefix`, best first: `사` → `사랑`, `사람`, …
  func completions(forPrefix prefix: String, limit: Int) -> [String]
  /// Corrections for a misspelt word, best first: `teh` → `the`.
  func guesses(forWord word: String, limit: Int) -> [String]
  /// Teaches the checker a word (the user confirmed it).
  mutating func learn(_ word: String)
  /// Forgets a taught word.
  mutating func unlearn(_ word: String)
  /// Whether the user taught this word; such candidates are removable (spec §4.7).
  func hasLearned(_ word: String) -> Bool
}
