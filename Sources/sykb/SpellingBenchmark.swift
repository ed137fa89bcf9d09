import KeyboardLayouts
import KeyboardSession
import Spelling
import Suggestions

/// `sykb bench spelling [--words N] [--corpus DIR] [--dictionaries system|DIR]`: the spell
/// checker's quality and cost on misspellings made from the test corpora (issue 13).
///
/// For each language `N` distinct corpus words are drawn (seeded), and each is misspelt four
/// ways on each layout (`MisspellingMaker`: an adjacent key, a key left out, an adjacent key
/// added, two keys swapped; typed through the real session, so Korean slips are jamo or
/// strokes, recomposed). A misspelling counts when it is a new word made of syllables
/// (Korean) or letters (English), the words the keyboard sends to a checker. Reported side
/// by side: hunspell's and the word list's top-1 and top-3 guess accuracy, the false-alarm
/// rate on the correct words, suggest latency, the session's cost per key with the checker
/// on and off, and peak memory.
enum SpellingBenchmark {
  static func run(_ args: CommandLineArguments, environment: [String: String]) -> Int32 {
    guard let count = Int(args.value("words") ?? "150"), count > 0 else {
      printError("sykb bench spelling: --words takes a whole number > 0")
      return 2
    }
    let corpus =
      args.value("corpus") ?? Resources.directory("Tests/Fixtures/corpus", environment: environment)
    guard let corpus,
      let library = SessionFactory.loadLibrary(
        userFiles: [], environment: environment, command: "bench spelling")
    else {
      printError("sykb bench spelling: cannot find the corpus (give --corpus DIR) or the layouts")
      return 2
    }
    let setting =
      args.value("dictionaries").flatMap(SpellingDictionaries.init(parsing:)) ?? .system
    let lexicons = Resources.directory("lexicons", environment: environment)
    print("rss_start_kb=\(maxResidentKilobytes())")
    var report = Report()
    for (language, found) in SpellingServices.dictionaries(for: setting) {
      guard let found else {
        printError("sykb bench spelling: no hunspell dictionary for \(language.rawValue)")
        return 2
      }
      let isKorean = language == .korean
      guard let text = FileBytes.read(corpus + (isKorean ? "/ko-typable.txt" : "/en-typable.txt")),
        let lexicon = lexicons.flatMap({ SpellTool.loadLexicon($0 + "/\(language.rawValue).tsv") })
      else {
        printError("sykb bench spelling: cannot read the \(language.rawValue) corpus or word list")
        return 2
      }
      let start = monotonicSeconds()
      let hunspell: HunspellSpellingSource
      do throws(SpellingDictionaryError) {
        hunspell = try HunspellSpellingSource(
          dictionary: found, standIn: LexiconSpellingSource(lexicon: Lexicon(entries: [])))
      } catch {
        printError("sykb bench spelling: \(error.description)")
        return 2
      }
      print(
        "\(language.rawValue)_dictionary=\(found.name) load_ms=\(ms(monotonicSeconds() - start))")
      print("rss_after_\(language.rawValue)_dictionary_kb=\(maxResidentKilobytes())")
      let standIn = LexiconSpellingSource(lexicon: lexicon)
      let words = sample(String(decoding: text, as: UTF8.self), korean: isKorean, count: count)
      report.falseAlarms(language.rawValue, words: words, hunspell: hunspell, lexicon: lexicon)
      for keyboard in isKorean ? ["dubeolsik", "naratgeul", "cheonjiin"] : ["qwerty"] {
        guard var maker = MisspellingMaker(keyboard: keyboard, library: library) else { continue }
        var random = SplitMix(seed: 13)
        for word in words {
          for kind in MisspellingMaker.Kind.allCases {
            guard let typo = maker.misspell(word, kind, using: &random),
              isCandidate(typo, korean: isKorean)
            else { continue }
            report.measure(
              word: word, typo: typo, row: "\(language.rawValue) \(keyboard)", kind: kind,
              hunspell: hunspell, standIn: standIn)
          }
        }
      }
      // The loaded dictionary moves to the checker's queue: one copy in memory, as in `sykb run`.
      let cost = TypingCost.measure(
        words: words, keyboard: isKorean ? "dubeolsik" : "qwerty", library: library,
        lexicon: lexicon, source: Handover(hunspell), korean: isKorean)
      report.typing.append((language.rawValue, cost))
    }
    report.print()
    print("maxrss_kb=\(maxResidentKilobytes())")
    return 0
  }

  /// `count` distinct words of the corpus (syllables only, 2–8 long; or lower-case letters,
  /// 3–14 long), drawn with a fixed seed.
  static func sample(_ text: String, korean: Bool, count: Int) -> [String] {
    var seen = Set<String>()
    var words: [String] = []
    for token in text.split(whereSeparator: { $0.isWhitespace }) {
      // Punctuation around the word goes; inside it (`don’t`, `GNU/Linux`) the word is left out.
      let scalars = token.unicodeScalars.drop(while: { !$0.properties.isAlphabetic })
      let word = String(
        String.UnicodeScalarView(
          scalars.reversed().drop(while: { !$0.properties.isAlphabetic }).reversed()))
      let length = word.unicodeScalars.count
      let fits =
        korean
        ? (2...8).contains(length)
          && word.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) }
        : (3...14).contains(length) && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
      if fits && seen.insert(word).inserted { words.append(word) }
    }
    var random = SplitMix(seed: korean ? 1 : 2)
    words.shuffle(using: &random)
    return Array(words.prefix(count))
  }

  /// A word the keyboard would send to a checker: syllables only, or letters only.
  static func isCandidate(_ typo: String, korean: Bool) -> Bool {
    korean
      ? typo.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) }
      : typo.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
  }

  static func ms(_ seconds: Double) -> String { String(Double(Int(seconds * 10_000)) / 10) }
}

/// A loaded source handed from the main thread, which no longer uses it, to a checker's queue.
final class Handover: @unchecked Sendable {
  private var source: HunspellSpellingSource?

  init(_ source: HunspellSpellingSource) { self.source = source }

  /// The source, once; the checker's loader calls it on its queue.
  func take() throws(SpellingDictionaryError) -> any SpellingVerdictSource {
    guard let taken = source else { throw .notLoaded("the benchmark's dictionary") }
    source = nil
    return taken
  }
}

/// A reproducible random source (SplitMix64).
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
