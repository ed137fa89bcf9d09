import KeyboardLayouts
import KeyboardSession
import Platform
import Spelling
import Suggestions
import SykbHost

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
/// as before) and on (hunspell in the spelling helper, as `sykb run` has it), typing the same
/// taps.
///
/// The two sessions are typed in lockstep, key by key, so that whatever else the machine is
/// doing weighs on both alike. Before each key the checker's answer to the previous one is
/// waited for (untimed), so every key also pays for merging an answer into the bar.
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
    checker: any SpellChecker, korean: Bool
  ) -> Result {
    let plain =
      korean
      ? SuggestionServices(koreanLexicon: lexicon) : SuggestionServices(englishLexicon: lexicon)
    var checked = plain
    if korean { checked.koreanChecker = checker } else { checked.englishChecker = checker }
    var off = session(keyboard: keyboard, library: library, services: plain)
    var on = session(keyboard: keyboard, library: library, services: checked)
    var result = Result()
    var offTimes: [Double] = []
    var onTimes: [Double] = []
    var clock = 1.0
    for scalar in words.joined(separator: " ").unicodeScalars {
      guard let taps = off.plannedTaps(for: scalar) else { continue }
      for tap in taps {
        // The checker answers the key before (waited for untimed, as a thumb's pause);
        // taking that answer into the bar is counted in this key's cost.
        let merge = awaitAnswer(&on, answers: &result.answers)
        var start = monotonicSeconds()
        off.send(.keys([tap], holding: nil), at: clock)
        off.send(.provider(.receiveSpelling), at: off.now)
        offTimes.append(monotonicSeconds() - start)
        start = monotonicSeconds()
        clock = on.send(.keys([tap], holding: nil), at: clock).typed.end
        // As the app's loop does after each batch: any answer that arrived goes into the bar.
        if on.send(.provider(.receiveSpelling), at: on.now).changed { result.answers += 1 }
        onTimes.append(monotonicSeconds() - start + merge)
      }
      // A thumb's pace between keys, in the sessions' virtual time.
      clock += 0.15
    }
    result.keys = offTimes.count
    result.off = times(offTimes)
    result.on = times(onTimes)
    return result
  }

  /// Waits (at most 15 s) for the answer the bar awaits and merges it; the merge's time.
  private static func awaitAnswer(_ session: inout KeyboardSession, answers: inout Int) -> Double {
    let deadline = monotonicSeconds() + 15
    while session.isAwaitingSpelling && monotonicSeconds() < deadline {
      let start = monotonicSeconds()
      if session.send(.provider(.receiveSpelling), at: session.now).changed {
        answers += 1
        return monotonicSeconds() - start
      }
      Processes.sleep(microseconds: 200)
    }
    return 0
  }

  /// Blocks until `checker` has loaded and answered a first word (at most 60 s), so loading
  /// is not part of the first key's wait.
  static func warmUp(_ checker: any SpellChecker, word: String) {
    let query = SpellingQuery(generation: 0, word: word, freeSlots: 1)
    guard checker.verdict(for: query) == nil else { return }
    let deadline = monotonicSeconds() + 60
    while checker.takeArrivals().isEmpty && monotonicSeconds() < deadline {
      Processes.sleep(microseconds: 1_000)
    }
  }

  private static func times(_ values: [Double]) -> Times {
    Times(
      p50: SpellingBenchmark.percentile(values, 0.5),
      p99: SpellingBenchmark.percentile(values, 0.99),
      mean: values.reduce(0, +) / Double(max(values.count, 1)))
  }

  private static func session(
    keyboard: String, library: LayoutLibrary, services: SuggestionServices
  ) -> KeyboardSession {
    var session = KeyboardSession(library: library, services: services)
    session.send(.keyboard(keyboard), at: session.now)
    var traits = session.traits
    traits.autocapitalization = .none
    session.send(.traits(traits), at: session.now)
    return session
  }
}
