/// A real spell checker that the bar asks without ever waiting for it (spec §4.2, source 3).
///
/// The reference calls UITextChecker asynchronously (12–22 ms a call) with a generation
/// counter; hunspell's suggest takes from under a millisecond to half a second for Korean.
/// So the session asks `verdict(for:)`, which answers at once from what the checker already
/// knows (`사랑` checked before: `.correct`) or returns `nil` and works on the word in the
/// background. The answer comes out of `takeArrivals()` on a later turn of the loop, stamped
/// with the query's generation: the engine merges it only while that generation is still its
/// own, so a late answer for `teh` never lands in the bar that now shows `tehx`.
///
/// `sykb run` puts hunspell behind it (`Sources/Spelling`); the tests use a manual fake.
/// Words the user teaches are passed on with `learn`, and persisted by the session's
/// `LearningEvent.learnWord`, not by the checker.
public protocol SpellChecker: AnyObject, Sendable {
  /// What checks the words, for the status line and `sykb spell`: `hunspell ko_KR`.
  var name: String { get }
  /// The verdict on `query.word` if it is already known; otherwise `nil`, and the checker
  /// starts on it (a newer query supersedes one not yet started).
  func verdict(for query: SpellingQuery) -> SpellingVerdict?
  /// The answers that arrived since the last call, oldest first.
  func takeArrivals() -> [SpellingArrival]
  /// Teaches the checker a word the user confirmed: it is correct from now on.
  func learn(_ word: String)
  /// Forgets a taught word.
  func unlearn(_ word: String)
}

/// What a spell checker says about one word.
public enum SpellingVerdict: Hashable, Sendable {
  /// A known word (`먹었다`, `running`): no guesses, it is not "corrected".
  case correct
  /// Not a known word; the checker's guesses, best first (`teh` → `the`, `eh`, …).
  case misspelled(guesses: [String])
  /// The checker cannot tell (its dictionary did not load): the stand-in's guesses are used.
  case unknown
}

/// A checker's answer to one `SpellingQuery`, delivered after the bar was drawn without it.
public struct SpellingArrival: Hashable, Sendable {
  /// The generation of the query it answers; the engine drops it when that is not current.
  public var generation: UInt64
  public var word: String
  public var verdict: SpellingVerdict

  public init(generation: UInt64, word: String, verdict: SpellingVerdict) {
    self.generation = generation
    self.word = word
    self.verdict = verdict
  }
}

extension SpellingVerdict {
  /// Whether a checker is asked about `word` at all. A word that still holds bare jamo or a
  /// 천지인 stroke (`안녕ㅎ`, `키ㆍ`) is a syllable being built: no dictionary has it, and it
  /// is where hunspell's suggest is slowest. Syllables, the composing one included as typed
  /// (`안녕하세오`), Latin letters and digits are checked.
  public static func isCheckable(_ word: String) -> Bool {
    guard !word.isEmpty else { return false }
    for scalar in word.unicodeScalars {
      let value = scalar.value
      if (0x1100...0x11FF).contains(value) || (0x3131...0x318E).contains(value) { return false }
    }
    return true
  }

  /// The guesses to show for `word`, at most `limit`: one-word guesses other than the word
  /// itself, in the checker's order (`학교애서` → `학교에서`, `학교어서`; hunspell's split
  /// `학교 애서` is left out, since a bar cell replaces one word). `nil` for `.unknown`.
  public func guesses(for word: String, limit: Int) -> [String]? {
    switch self {
    case .correct: return []
    case .unknown: return nil
    case .misspelled(let all):
      var result: [String] = []
      for guess in all where result.count < limit {
        guard !guess.isEmpty, !guess.unicodeScalars.contains(where: \.properties.isWhitespace),
          !TextFolding.equalIgnoringCase(guess, word),
          !result.contains(where: { TextFolding.equalIgnoringCase($0, guess) })
        else { continue }
        result.append(guess)
      }
      return result
    }
  }
}
