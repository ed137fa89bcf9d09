import Suggestions
import Testing

@testable import Spelling

/// hunspell behind the `SpellingSource` seam, on dictionaries the tests write: checks,
/// guesses, teaching (including `ko_KR`'s jamo-stored words), encodings, missing files.
@Suite("hunspell spelling source")
struct HunspellSourceTests {
  static let lexicon = Lexicon(entries: [
    .init(word: "hello", frequency: 900), .init(word: "help", frequency: 800),
    .init(word: "helicopter", frequency: 10),
  ])

  func source(_ dictionaries: TestDictionaries, _ language: SpellingDictionary.Language)
    throws -> HunspellSpellingSource
  {
    try HunspellSpellingSource(
      dictionary: try dictionaries.dictionary(language),
      standIn: LexiconSpellingSource(lexicon: Self.lexicon))
  }

  @Test("the dictionary is found by its Debian name; a directory without one finds nothing")
  func locating() throws {
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    let english = try dictionaries.dictionary(.english)
    #expect(english.name == "en_US")
    #expect(english.affixPath == dictionaries.path("en_US.aff"))
    #expect(english.dictionaryPath == dictionaries.path("en_US.dic"))
    #expect(
      SpellingDictionary.find(.english, in: ["/nonexistent", dictionaries.directory]) == english)
    #expect(SpellingDictionary.find(.english, in: ["/nonexistent"]) == nil)
  }

  @Test("a missing file is an error naming it, not an empty dictionary that rejects every word")
  func missingFile() throws {
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    let missing = SpellingDictionary(
      language: .english, name: "en_US", affixPath: dictionaries.path("en_US.aff"),
      dictionaryPath: dictionaries.path("missing.dic"))
    #expect(throws: SpellingDictionaryError.unreadable(dictionaries.path("missing.dic"))) {
      try HunspellSpellingSource(
        dictionary: missing, standIn: LexiconSpellingSource(lexicon: Self.lexicon))
    }
  }

  @Test(
    "checks and guesses",
    arguments: [
      ("hello", SpellingVerdict.correct), ("helps", .correct), ("Hello", .correct),
      ("teh", .misspelled(guesses: ["the"])), ("wrld", .misspelled(guesses: ["world"])),
    ])
  func verdicts(word: String, expected: SpellingVerdict) throws {
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    let english = try source(dictionaries, .english)
    switch (english.verdict(for: word), expected) {
    case (.correct, .correct): break
    case (.misspelled(let guesses), .misspelled(let wanted)):
      #expect(guesses.first == wanted.first)
    case (let actual, _):
      Issue.record("\(word): \(actual), expected \(expected)")
    }
  }

  @Test(
    "through the seam: completions from the word list, guesses from hunspell, none for a known word"
  )
  func seam() throws {
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    let english = try source(dictionaries, .english)
    let misspelt = SpellingQuery(generation: 4, word: "helo", freeSlots: 9).answer(using: english)
    #expect(misspelt.generation == 4)
    #expect(misspelt.completions == [])
    #expect(Set(misspelt.guesses.prefix(2)) == ["hello", "help"])
    let prefix = SpellingQuery(generation: 5, word: "hel", freeSlots: 9).answer(using: english)
    #expect(prefix.completions == ["hello", "help", "helicopter"])
    let known = SpellingQuery(generation: 6, word: "help", freeSlots: 9).answer(using: english)
    #expect(known.guesses == [])
  }

  @Test("a taught word is correct and guessed; forgetting it makes it unknown again")
  func teaching() throws {
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    var english = try source(dictionaries, .english)
    #expect(english.verdict(for: "quokkaberry") != .correct)
    english.learn("quokkaberry")
    #expect(english.hasLearned("quokkaberry"))
    #expect(english.verdict(for: "quokkaberry") == .correct)
    #expect(english.verdict(for: "Quokkaberry") == .correct)
    #expect(english.guesses(forWord: "quokkabery", limit: 3).first == "quokkaberry")
    english.unlearn("quokkaberry")
    #expect(!english.hasLearned("quokkaberry"))
    #expect(english.verdict(for: "quokkaberry") != .correct)
  }

  @Test("case: a word taught in lower case is guessed as typed; a taught name keeps its capital")
  func teachingAndCase() throws {
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    var english = try source(dictionaries, .english)
    english.learn("quokkaberry")
    #expect(english.guesses(forWord: "quokkabery", limit: 3).first == "quokkaberry")
    #expect(english.guesses(forWord: "Quokkabery", limit: 3).first == "Quokkaberry")
    english.learn("Seoul")
    #expect(english.verdict(for: "Seoul") == .correct)
    // A name taught with its capital is not a lower-case word: hunspell guesses `Seoul` for
    // `seoul` (the bar leaves a case-only guess out: its quoted word is the same word).
    guard case .misspelled(let guesses) = english.verdict(for: "seoul") else {
      Issue.record("seoul should be misspelled")
      return
    }
    #expect(guesses.first == "Seoul")
  }

  @Test("forgetting a taught dictionary word never forbids it (hunspell's remove would)")
  func forgettingDictionaryWord() throws {
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    var english = try source(dictionaries, .english)
    english.learn("hello")
    english.unlearn("hello")
    #expect(english.verdict(for: "hello") == .correct)
  }

  @Test(
    "Korean: syllable words are checked through ICONV, guessed back as syllables, taught decomposed"
  )
  func korean() throws {
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    var korean = try source(dictionaries, .korean)
    #expect(korean.name == "ko_KR")
    #expect(korean.verdict(for: "학교") == .correct)
    guard case .misspelled(let guesses) = korean.verdict(for: "학고") else {
      Issue.record("학고 should be misspelled")
      return
    }
    #expect(guesses.first.map { Array($0.unicodeScalars) } == Array("학교".unicodeScalars))
    #expect(korean.verdict(for: "쿼카") != .correct)
    korean.learn("쿼카")
    #expect(korean.verdict(for: "쿼카") == .correct)
    korean.unlearn("쿼카")
    #expect(korean.verdict(for: "쿼카") != .correct)
    #expect(korean.verdict(for: "학교") == .correct)
  }

  @Test("ISO 8859-1: words are converted both ways; a word it cannot hold is `.unknown`")
  func latin1() throws {
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    let french = try HunspellSpellingSource(
      dictionary: SpellingDictionary(
        language: .english, name: "fr_FR", affixPath: dictionaries.path("fr_FR.aff"),
        dictionaryPath: dictionaries.path("fr_FR.dic")),
      standIn: LexiconSpellingSource(lexicon: Self.lexicon))
    #expect(french.dictionary.encoding == .latin1)
    #expect(french.verdict(for: "café") == .correct)
    #expect(french.verdict(for: "cafe") == .misspelled(guesses: ["café"]))
    #expect(french.verdict(for: "사랑") == .unknown)
  }

  @Test("dictionaries loaded and freed on many threads at once still know their words")
  func concurrentHandles() async throws {
    // libhunspell's shared case table is counted without a lock; sykb's handles take turns
    // to make and free it. Before that, `Hello` was now and then misspelled here.
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    let dictionary = try dictionaries.dictionary(.english)
    let verdicts = try await withThrowingTaskGroup(of: [Bool?].self) { group in
      for _ in 0..<6 {
        group.addTask {
          var seen: [Bool?] = []
          for _ in 0..<15 {
            let handle = try Hunspell(
              affixPath: dictionary.affixPath, dictionaryPath: dictionary.dictionaryPath)
            seen.append(handle.spell("Hello"))
          }
          return seen
        }
      }
      var all: [Bool?] = []
      for try await seen in group { all += seen }
      return all
    }
    #expect(verdicts.count == 90)
    #expect(verdicts.allSatisfy { $0 == true })
  }
}
