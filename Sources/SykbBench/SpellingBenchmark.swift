import Hangul
import KeyboardLayouts
import KeyboardSession
import Platform
import Spelling
import Suggestions
import SykbHost

/// `sykb-bench spelling [--words N] [--corpus DIR] [--dictionaries system|DIR]`: the spell
/// checker's quality and cost on misspellings made from the test corpora.
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
  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    guard let count = Int(args.value("words") ?? "100"), count > 0 else {
      throw CommandFailure("sykb-bench spelling: --words takes a whole number > 0")
    }
    let corpus =
      args.value("corpus") ?? Resources.directory("Tests/Fixtures/corpus", environment: environment)
    guard let corpus else {
      throw CommandFailure(
        "sykb-bench spelling: cannot find Tests/Fixtures/corpus (give --corpus DIR)")
    }
    let library = try SessionFactory.library(
      userFiles: [], environment: environment, command: "bench spelling")
    // The system's dictionaries unless told otherwise: the user's setting is not the benchmark's.
    var setting = SpellingDictionaries.system
    if let text = args.value("dictionaries") {
      guard let parsed = SpellingDictionaries(parsing: text), parsed != .off else {
        throw CommandFailure(
          "sykb-bench spelling: --dictionaries takes system or an absolute directory")
      }
      setting = parsed
    }
    let lexicons = Resources.directory("lexicons", environment: environment)
    print("rss_start_kb=\(maxResidentKilobytes())")
    var report = Report()
    for (language, found) in SpellingServices.dictionaries(for: setting) {
      guard let found else {
        let places = SpellingServices.directories(for: setting).joined(separator: ", ")
        throw CommandFailure(
          "sykb-bench spelling: no hunspell dictionary for \(language.rawValue) in \(places)")
      }
      let isKorean = language == .korean
      guard let text = FileBytes.read(corpus + (isKorean ? "/ko-typable.txt" : "/en-typable.txt")),
        let lexicon = lexicons.flatMap({ LexiconFile.load($0 + "/\(language.rawValue).tsv") })
      else {
        throw CommandFailure(
          "sykb-bench spelling: cannot read the \(language.rawValue) corpus in \(corpus)"
            + " or its word list")
      }
      let start = monotonicSeconds()
      let hunspell: HunspellSpellingSource
      do throws(SpellingDictionaryError) {
        hunspell = try HunspellSpellingSource(
          dictionary: found, standIn: LexiconSpellingSource(lexicon: Lexicon(entries: [])))
      } catch {
        throw CommandFailure("sykb-bench spelling: \(error.description)")
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
      // The checker as `sykb run` has it: in the spelling helper, a process of its own at a
      // lower priority; on background queues here (the loaded dictionary handed over) if the
      // helper cannot be started.
      let handover = Handover(hunspell)
      let helper = HelperProcess.start(
        executable: Resources.executablePath(),
        arguments: SpellingServices.serveArguments([found]))
      let checker: any SpellChecker =
        helper?.checker(language, name: "hunspell \(found.name)", loadsNow: true)
        ?? BackgroundSpellChecker(name: "benchmark") {
          () throws(SpellingDictionaryError) -> any SpellingVerdictSource in
          try handover.take()
        }
      TypingCost.warmUp(checker, word: isKorean ? "학교애서" : "teh")
      let place = helper == nil ? "in-process" : "helper"
      print("\(language.rawValue)_typing_checker=\(place)")
      let cost = TypingCost.measure(
        words: words, keyboard: isKorean ? "dubeolsik" : "qwerty", library: library,
        lexicon: lexicon, checker: checker, korean: isKorean)
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
          && word.unicodeScalars.allSatisfy { HangulScalar.isSyllable($0.value) }
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
      ? typo.unicodeScalars.allSatisfy { HangulScalar.isSyllable($0.value) }
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
