/// A spelling request the engine hands to the coordinator, stamped with a generation.
///
/// The coordinator may answer it later (on another task); `SuggestionEngine.merge` drops an
/// answer whose generation is not the engine's latest, so a slow answer for `사` never
/// overwrites the bar that already shows candidates for `사랑` (spec §4.2, §7 item 7).
public struct SpellingQuery: Hashable, Sendable {
  public var generation: UInt64
  /// The word to complete and correct, as typed.
  public var word: String
  /// How many cells are still free; the source is asked for at most this many.
  public var freeSlots: Int

  public init(generation: UInt64, word: String, freeSlots: Int) {
    self.generation = generation
    self.word = word
    self.freeSlots = freeSlots
  }

  /// Asks `source`: completions first, then guesses for the slots still free.
  public func answer(using source: some SpellingSource) -> SpellingAnswer {
    let completions = source.completions(forPrefix: word, limit: freeSlots)
    let guesses =
      completions.count < freeSlots
      ? source.guesses(forWord: word, limit: freeSlots - completions.count) : []
    let learned = (completions + guesses).filter { source.hasLearned($0) }
    return SpellingAnswer(
      generation: generation, completions: completions, guesses: guesses, learned: Set(learned))
  }
}

/// What a spelling source answered to a `SpellingQuery`.
public struct SpellingAnswer: Hashable, Sendable {
  public var generation: UInt64
  public var completions: [String]
  public var guesses: [String]
  /// The answered words the user taught (removable candidates).
  public var learned: Set<String>

  public init(generation: UInt64, completions: [String], guesses: [String], learned: Set<String>) {
    self.generation = generation
    self.completions = completions
    self.guesses = guesses
    self.learned = learned
  }
}
