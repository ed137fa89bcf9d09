import KeyboardLayouts
import KeyboardSession
import Spelling
import Suggestions

extension SpellingBenchmark {
  /// The counts behind one row of the accuracy table.
  struct Tally {
    var cases = 0
    /// hunspell called the misspelling a correct word (no guesses).
    var accepted = 0
    var hunspellTop1 = 0
    var hunspellTop3 = 0
    var listTop1 = 0
    var listTop3 = 0

    mutating func add(_ other: Tally) {
      cases += other.cases
      accepted += other.accepted
      hunspellTop1 += other.hunspellTop1
      hunspellTop3 += other.hunspellTop3
      listTop1 += other.listTop1
      listTop3 += other.listTop3
    }
  }

  struct Report {
    var rows: [(name: String, tally: Tally)] = []
    var kinds: [String: Tally] = [:]
    var latencies: [String: [Double]] = [:]
    var alarms: [(language: String, words: Int, hunspell: Int, list: Int, spell: [Double])] = []
    var typing: [(language: String, cost: TypingCost.Result)] = []

    /// How often a correct corpus word is taken for a misspelling: hunspell's check says
    /// no, or (the stand-in's nearest notion) the word list does not have it.
    mutating func falseAlarms(
      _ language: String, words: [String], hunspell: HunspellSpellingSource, lexicon: Lexicon
    ) {
      var flagged = 0
      var missing = 0
      var times: [Double] = []
      for word in words {
        let start = monotonicSeconds()
        let isCorrect = hunspell.isCorrect(word) ?? false
        times.append(monotonicSeconds() - start)
        if !isCorrect { flagged += 1 }
        if !lexicon.contains(word) { missing += 1 }
      }
      alarms.append((language, words.count, flagged, missing, times))
    }

    /// One misspelling: both sources' top three guesses against the intended word.
    mutating func measure(
      word: String, typo: String, row: String, kind: MisspellingMaker.Kind,
      hunspell: HunspellSpellingSource, standIn: LexiconSpellingSource
    ) {
      var tally = Tally()
      tally.cases = 1
      let start = monotonicSeconds()
      let verdict = hunspell.verdict(for: typo)
      latencies[String(row.prefix(2)), default: []].append(monotonicSeconds() - start)
      if verdict == .correct { tally.accepted = 1 }
      let guesses = verdict.guesses(for: typo, limit: 3) ?? []
      let listed = standIn.guesses(forWord: typo, limit: 3)
      if guesses.first == word { tally.hunspellTop1 = 1 }
      if guesses.contains(word) { tally.hunspellTop3 = 1 }
      if listed.first == word { tally.listTop1 = 1 }
      if listed.contains(word) { tally.listTop3 = 1 }
      if let index = rows.firstIndex(where: { $0.name == row }) {
        rows[index].tally.add(tally)
      } else {
        rows.append((row, tally))
      }
      kinds["\(row.prefix(2)) \(kind.rawValue)", default: Tally()].add(tally)
    }

    func print() {
      Swift.print("")
      Swift.print("guess accuracy (top-1 / top-3), hunspell vs the word list:")
      let kindRows = kinds.keys.sorted().compactMap { key in kinds[key].map { (key, $0) } }
      for (name, tally) in rows + kindRows {
        let pad = String(repeating: " ", count: max(0, 24 - name.count))
        Swift.print(
          "  \(name)\(pad) n=\(tally.cases)  hunspell \(pct(tally.hunspellTop1, tally.cases)) / "
            + "\(pct(tally.hunspellTop3, tally.cases))  word list \(pct(tally.listTop1, tally.cases)) / "
            + "\(pct(tally.listTop3, tally.cases))  taken as correct by hunspell \(pct(tally.accepted, tally.cases))"
        )
      }
      Swift.print("")
      for alarm in alarms {
        Swift.print(
          "\(alarm.language)_false_alarms: hunspell \(pct(alarm.hunspell, alarm.words)), "
            + "not in the word list \(pct(alarm.list, alarm.words)) (of \(alarm.words) correct words);"
            + " check p50 \(us(percentile(alarm.spell, 0.5))) µs")
      }
      for (language, times) in latencies.sorted(by: { $0.key < $1.key }) {
        Swift.print(
          "\(language)_suggest_ms: p50 \(SpellingBenchmark.ms(percentile(times, 0.5))), "
            + "p99 \(SpellingBenchmark.ms(percentile(times, 0.99))), "
            + "max \(SpellingBenchmark.ms(times.max() ?? 0)) (\(times.count) misspellings)")
      }
      for (language, cost) in typing {
        Swift.print(
          "\(language)_typing_us_per_key: checker off p50 \(us(cost.off.p50)) p99 \(us(cost.off.p99))"
            + " mean \(us(cost.off.mean)); on p50 \(us(cost.on.p50)) p99 \(us(cost.on.p99))"
            + " mean \(us(cost.on.mean)) (\(cost.keys) keys, \(cost.answers) answers shown)")
      }
    }

    private func pct(_ part: Int, _ whole: Int) -> String {
      guard whole > 0 else { return "-" }
      return String(Double(part * 1000 / whole) / 10) + "%"
    }

    private func us(_ seconds: Double) -> String { String(Double(Int(seconds * 1e7)) / 10) }
  }

  static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
  }
}

/// The session's cost of one key with the checker off (the word list's one-edit guesses,
/// as before) and on (hunspell on its background queue), typing the same taps.
enum TypingCost {
  struct Times {
    var p50 = 0.0
    var p99 = 0.0
    var mean = 0.0
  }

  struct Result {
    var keys = 0
    var answers = 0
    var off = Times()
    var on = Times()
  }

  static func measure(
    words: [String], keyboard: String, library: LayoutLibrary, lexicon: Lexicon,
    source: Handover, korean: Bool
  ) -> Result {
    let plain =
      korean
      ? SuggestionServices(koreanLexicon: lexicon) : SuggestionServices(englishLexicon: lexicon)
    var checked = plain
    let checker = BackgroundSpellChecker(name: "benchmark") {
      () throws(SpellingDictionaryError) -> any SpellingVerdictSource in
      try source.take()
    }
    checker.waitUntilIdle()
    if korean { checked.koreanChecker = checker } else { checked.englishChecker = checker }
    var result = Result()
    var answers = 0
    let off = type(words, keyboard: keyboard, library: library, services: plain, answers: &answers)
    answers = 0
    let on = type(words, keyboard: keyboard, library: library, services: checked, answers: &answers)
    result.keys = off.count
    result.answers = answers
    result.off = times(off)
    result.on = times(on)
    return result
  }

  private static func times(_ values: [Double]) -> Times {
    Times(
      p50: SpellingBenchmark.percentile(values, 0.5),
      p99: SpellingBenchmark.percentile(values, 0.99),
      mean: values.reduce(0, +) / Double(max(values.count, 1)))
  }

  /// Types the words key by key (each key's tap and bar update, and — as the app's loop does
  /// after each batch — taking any checker answer that arrived); the time of each key.
  private static func type(
    _ words: [String], keyboard: String, library: LayoutLibrary, services: SuggestionServices,
    answers: inout Int
  ) -> [Double] {
    var session = KeyboardSession(library: library, services: services)
    _ = session.showKeyboard(named: keyboard)
    var traits = session.traits
    traits.autocapitalization = .none
    session.setTraits(traits)
    var times: [Double] = []
    var clock = 1.0
    for scalar in words.joined(separator: " ").unicodeScalars {
      guard let taps = session.plannedTaps(for: scalar) else { continue }
      for tap in taps {
        let start = monotonicSeconds()
        clock = session.tapKeys([tap], at: clock).end
        if session.receiveSpellingAnswers() { answers += 1 }
        times.append(monotonicSeconds() - start)
      }
      // A thumb's pace: the background checker works between keys as it would.
      clock += 0.15
    }
    return times
  }
}
