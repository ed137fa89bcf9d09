import Suggestions
import Testing

/// The pure half of spell checking: letter case for learning and for candidates,
/// which words a checker is asked about, which of its guesses are shown, and the engine's
/// two-step merge (completions now, a checker's guesses later).
@Suite("Spell checking: case, verdicts, the two-step merge")
struct SpellCheckingTests {
  @Test(
    "the case of a typed word",
    arguments: [
      ("quo", LetterCase.lower), ("Quo", .capitalized), ("Q", .capitalized), ("QUO", .upper),
      ("NASA", .upper), ("iPhone", .mixed), ("McK", .mixedCapitalized), ("사랑", .lower),
      ("Ok사랑", .capitalized), ("3D", .mixed),
    ])
  func typedCase(word: String, expected: LetterCase) {
    #expect(LetterCase(of: word) == expected)
  }

  @Test(
    "candidates take the case of what is typed",
    arguments: [
      ("quo", "quokkaberry", "quokkaberry"), ("Quo", "quokkaberry", "Quokkaberry"),
      ("QUO", "quokkaberry", "Quokkaberry"), ("par", "Paris", "Paris"),
      ("Mck", "mckay", "Mckay"), ("iph", "iPhone", "iPhone"), ("사", "사랑", "사랑"),
      ("Ca", "café", "Café"),
    ])
  func candidateCase(typed: String, candidate: String, shown: String) {
    #expect(LetterCase.adapt(candidate, toTyped: typed) == shown)
    #expect(KoreanPrefixPattern(typed)?.presented(candidate) == shown)
  }

  @Test(
    "a capital auto-capitalisation put there is not learned; one the user typed is",
    arguments: [
      ("Quokkaberry", true, "quokkaberry"), ("Quokkaberry", false, "Quokkaberry"),
      ("NASA", true, "NASA"), ("iPhone", true, "iPhone"), ("McKay", true, "McKay"),
      ("I", true, "I"), ("사랑", true, "사랑"), ("quokka", true, "quokka"),
    ])
  func learnedForm(word: String, automatic: Bool, learned: String) {
    #expect(LetterCase.learnedForm(of: word, capitalizedAutomatically: automatic) == learned)
  }

  @Test(
    "bare jamo and strokes are a syllable still being built; syllables and letters are checked",
    arguments: [
      ("안녕하세오", true), ("학교애서", true), ("teh", true), ("USB를", true), ("안녕ㅎ", false),
      ("키ㆍ", false), ("ㅋㅋ", false), ("", false), ("\u{1100}\u{1161}", false),
    ])
  func checkable(word: String, expected: Bool) {
    #expect(SpellingVerdict.isCheckable(word) == expected)
  }

  @Test("guesses shown: one word each, not the word itself, no case duplicates, up to the limit")
  func shownGuesses() {
    let verdict = SpellingVerdict.misspelled(guesses: [
      "학교에서", "학교애서", "학교 애서", "Hello", "hello", "학교어서", "학교여서",
    ])
    #expect(verdict.guesses(for: "학교애서", limit: 3) == ["학교에서", "Hello", "학교어서"])
    #expect(SpellingVerdict.correct.guesses(for: "사랑", limit: 9) == [])
    #expect(SpellingVerdict.unknown.guesses(for: "사랑", limit: 9) == nil)
  }

  @Test("completions now keep the query open with fewer slots; the guesses close it")
  func twoStepMerge() throws {
    var engine = SuggestionEngine()
    let list = engine.textDidChange(
      SuggestionContext(baseText: "나는 사", language: .korean), ngram: nil, replacer: nil)
    let query = try #require(list.pendingSpelling)
    #expect(query.freeSlots == 9)
    let merged = engine.mergeCompletions(
      SpellingAnswer(
        generation: query.generation, completions: ["사랑", "사람"], guesses: ["무시"],
        learned: ["사랑"]))
    let partial = try #require(merged)
    #expect(partial.candidates.map(\.display) == ["\"사\"", "사랑", "사람"])
    #expect(partial.candidates[1].isRemovable)
    let open = try #require(partial.pendingSpelling)
    #expect(open.generation == query.generation)
    #expect(open.freeSlots == 7)

    // An answer for an older generation is refused and leaves the query open.
    let stale = engine.merge(
      SpellingAnswer(
        generation: query.generation &- 1, completions: [], guesses: ["사과"], learned: []))
    #expect(stale == nil)
    let answered = engine.merge(
      SpellingAnswer(
        generation: query.generation, completions: [], guesses: ["사과", "사랑"], learned: []))
    let full = try #require(answered)
    #expect(full.candidates.map(\.display) == ["\"사\"", "사랑", "사람", "사과"])
    #expect(full.candidates[3].source == .spelling)
    #expect(full.pendingSpelling == nil)
  }
}
