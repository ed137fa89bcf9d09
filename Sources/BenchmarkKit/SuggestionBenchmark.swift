import Hangul
import Suggestions

/// Measures one suggestion update per keystroke with a full-size lexicon and history.
///
/// Not a test: run it from a release build (`sykb-bench suggestions`) with a monotonic clock,
/// `SuggestionBenchmark.run(now: { monotonicNanoseconds() })`. It builds a 50,000-word Korean
/// lexicon and a model with 5,000 bigram and 5,000 trigram contexts, then types 200 words
/// state by state (`ㅅ` → `사` → `살` → `사라` → `사랑`), timing each typing-mode update
/// including the spelling source's completions and guesses.
public enum SuggestionBenchmark {
  public struct Result: Hashable, Sendable {
    /// Median and 99th-percentile time of one update, in nanoseconds.
    public var p50: UInt64
    public var p99: UInt64
    public var samples: Int
    /// The lexicon's payload in bytes (`Lexicon.memoryBytes`).
    public var lexiconBytes: Int
    public var lexiconWords: Int
    public var contexts: Int
    /// Candidates shown over all updates (keeps the work observable; same on every run).
    public var candidatesShown: Int

    public var summary: String {
      "suggestion update: p50 \(p50 / 1000) µs, p99 \(p99 / 1000) µs over \(samples) keystrokes; "
        + "lexicon \(lexiconWords) words, \(lexiconBytes / 1024) KiB; \(contexts) learned contexts"
    }
  }

  /// Runs the benchmark; `lexicon` replaces the generated one (e.g. the shipped `ko.tsv`).
  public static func run(now: () -> UInt64, lexicon given: Lexicon? = nil, words: Int = 200)
    -> Result
  {
    var random = SplitMix(seed: 0x5EED)
    let lexicon = given ?? generatedLexicon(count: 50_000, random: &random)
    let learned = min(5_000, lexicon.count)
    let vocabulary = (0..<learned).map { lexicon.word(at: $0 * lexicon.count / learned) }
    let ngram = learnedModel(vocabulary: vocabulary, random: &random)
    let spelling = LexiconSpellingSource(lexicon: lexicon)
    let replacer = TextReplacer(shortcuts: [TextShortcut(shortcut: "ㅈㄱㅈ", expansion: "지금 가는 중!")])
    var engine = SuggestionEngine()
    var durations: [UInt64] = []
    var shown = 0
    var text = ""
    for index in 0..<(words + 20) {
      let word = vocabulary[random.next(below: vocabulary.count)]
      // Every state while typing the word, then the space after it (next-word mode).
      for state in typingStates(of: word) + [word + " "] {
        let context = SuggestionContext(baseText: text + state, language: .korean)
        let start = now()
        let list = engine.update(context, ngram: ngram, replacer: replacer, spelling: spelling)
        let end = now()
        // The first 20 words warm caches up and are not counted.
        if index >= 20 {
          durations.append(end &- start)
          shown += list.candidates.count
        }
      }
      text = String((text + word + " ").unicodeScalars.suffix(200))
    }
    durations.sort()
    let p50 = durations.isEmpty ? 0 : durations[durations.count / 2]
    let p99 =
      durations.isEmpty ? 0 : durations[min(durations.count - 1, durations.count * 99 / 100)]
    return Result(
      p50: p50, p99: p99, samples: durations.count, lexiconBytes: lexicon.memoryBytes,
      lexiconWords: lexicon.count,
      contexts: ngram.contextCount(.bigram) + ngram.contextCount(.trigram), candidatesShown: shown)
  }

  /// The states 두벌식 shows while typing a word: `사랑` → `ㅅ 사 살 사라 사랑`.
  static func typingStates(of word: String) -> [String] {
    var states: [String] = []
    var done = ""
    for scalar in word.unicodeScalars {
      let units = JamoUnits(scalar.value)
      guard units.count >= 2, let initial = Unicode.Scalar(units[0]) else {
        done.unicodeScalars.append(scalar)
        states.append(done)
        continue
      }
      states.append(done + String(initial))
      // A syllable with a final shows open first: 사 before 살.
      if let syllable = HangulSyllable(scalar: scalar.value), syllable.jongseong != .none {
        let open = HangulSyllable(choseong: syllable.choseong, jungseong: syllable.jungseong)
        states.append(done + open.description)
      }
      done.unicodeScalars.append(scalar)
      states.append(done)
    }
    return states
  }
}
