import Dispatch
import Suggestions
import Testing

@testable import Spelling

/// The asynchronous path: a query is answered later with its generation, then from the cache;
/// a query superseded before it started is never computed; teaching goes through the queue.
@Suite("Background spell checker")
struct BackgroundSpellCheckerTests {
  /// A checker over the test `en_US`, loading as soon as `gate` (if any) is opened.
  static func checker(
    _ dictionaries: TestDictionaries, loadsNow: Bool = true, gate: DispatchSemaphore? = nil
  ) throws -> BackgroundSpellChecker {
    let dictionary = try dictionaries.dictionary(.english)
    return BackgroundSpellChecker(name: "test", loadsNow: loadsNow) {
      () throws(SpellingDictionaryError) -> any SpellingVerdictSource in
      gate?.wait()
      return try HunspellSpellingSource(
        dictionary: dictionary, standIn: LexiconSpellingSource(lexicon: Lexicon(entries: [])))
    }
  }

  @Test("an unknown word is answered later with its query's generation, then from the cache")
  func answerLaterThenCached() throws {
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    let gate = DispatchSemaphore(value: 0)
    let checker = try Self.checker(dictionaries, gate: gate)
    let first = SpellingQuery(generation: 7, word: "teh", freeSlots: 9)
    // Loading is held at the gate, so nothing can be known yet.
    #expect(checker.verdict(for: first) == nil)
    #expect(checker.takeArrivals() == [])
    gate.signal()
    checker.waitUntilIdle()
    let arrivals = checker.takeArrivals()
    #expect(arrivals.map(\.generation) == [7])
    #expect(arrivals.first?.word == "teh")
    guard case .misspelled(let guesses) = arrivals.first?.verdict else {
      Issue.record("teh should be misspelled: \(arrivals)")
      return
    }
    #expect(guesses.first == "the")
    // Asked again (a later keystroke brings the word back): answered at once, no new job.
    let again = SpellingQuery(generation: 9, word: "teh", freeSlots: 9)
    #expect(checker.verdict(for: again) == arrivals.first?.verdict)
    checker.waitUntilIdle()
    #expect(checker.takeArrivals() == [])
  }

  @Test(
    "queries superseded before the checker got to them are dropped; only the newest is answered")
  func staleQueriesDropped() throws {
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    let gate = DispatchSemaphore(value: 0)
    let checker = try Self.checker(dictionaries, gate: gate)
    for (generation, word) in [(1, "h"), (2, "he"), (3, "hel"), (4, "helo")] {
      #expect(
        checker.verdict(
          for: SpellingQuery(generation: UInt64(generation), word: word, freeSlots: 9)) == nil)
    }
    gate.signal()
    checker.waitUntilIdle()
    let arrivals = checker.takeArrivals()
    #expect(arrivals.map(\.generation) == [4])
    #expect(arrivals.map(\.word) == ["helo"])
  }

  @Test("a word taught before the dictionary loaded is known once it has")
  func teachingBeforeLoad() throws {
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    let checker = try Self.checker(dictionaries, loadsNow: false)
    checker.learn("quokkaberry")
    checker.waitUntilIdle()
    #expect(!checker.isLoaded)
    let query = SpellingQuery(generation: 1, word: "quokkaberry", freeSlots: 9)
    #expect(checker.verdict(for: query) == nil)
    checker.waitUntilIdle()
    #expect(checker.isLoaded)
    #expect(checker.takeArrivals().map(\.verdict) == [.correct])
    checker.unlearn("quokkaberry")
    checker.waitUntilIdle()
    #expect(checker.verdict(for: query) == nil)
    checker.waitUntilIdle()
    #expect(checker.takeArrivals().map(\.verdict) != [.correct])
  }

  @Test("a dictionary that does not load gives `.unknown` (the stand-in's guesses) and says why")
  func loadFailure() throws {
    let checker = BackgroundSpellChecker(name: "broken") {
      () throws(SpellingDictionaryError) -> any SpellingVerdictSource in
      throw .unreadable("/nowhere/en_US.dic")
    }
    let query = SpellingQuery(generation: 1, word: "teh", freeSlots: 9)
    #expect(checker.verdict(for: query) == nil)
    checker.waitUntilIdle()
    #expect(checker.loadError == "broken: /nowhere/en_US.dic: cannot read the dictionary file")
    #expect(checker.takeArrivals().map(\.verdict) == [.unknown])
  }
}
