extension NgramModel {
  /// Predictions for the next word: trigram, then bigram, then unigram fill (spec §4.2).
  ///
  /// `previous` holds the words before the cursor, oldest first; only the last two matter.
  /// With `preferring` set (the unified keyboard), the unigram fill lists words of that script
  /// first. An empty history predicts nothing.
  public func nextWords(
    after previous: [String], limit: Int = 10, preferring script: WordScript? = nil
  ) -> [String] {
    var result: [String] = []
    guard limit > 0 else { return result }
    if previous.count >= 2 {
      let key = TrigramKey(previous[previous.count - 2], previous[previous.count - 1])
      appendBest(trigrams[key], matching: nil, limit: limit, to: &result)
    }
    if let last = previous.last {
      appendBest(bigrams[last], matching: nil, limit: limit, to: &result)
    }
    appendUnigrams(matching: nil, preferring: script, limit: limit, to: &result)
    return result
  }

  /// Up to `limit` learned words that complete the typed word, best first (spec §4.5).
  ///
  /// Contextual continuations come first (trigram, bigram), then the unigram history. The
  /// words are returned as stored; show them with `pattern.presented(_:)`.
  public func completions(
    of pattern: KoreanPrefixPattern, after previous: [String] = [], limit: Int = 3
  ) -> [String] {
    var result: [String] = []
    guard limit > 0 else { return result }
    if previous.count >= 2 {
      let key = TrigramKey(previous[previous.count - 2], previous[previous.count - 1])
      appendBest(trigrams[key], matching: pattern, limit: limit, to: &result)
    }
    if let last = previous.last {
      appendBest(bigrams[last], matching: pattern, limit: limit, to: &result)
    }
    appendUnigrams(matching: pattern, preferring: nil, limit: limit, to: &result)
    return result
  }

  /// Appends the context's continuations by value, skipping words already listed.
  func appendBest(
    _ entry: ContextEntry?, matching pattern: KoreanPrefixPattern?, limit: Int,
    to result: inout [String]
  ) {
    guard let entry, result.count < limit else { return }
    var candidates = entry.continuations.filter { pattern?.matches($0.word) ?? true }
    candidates.sort { $0.value > $1.value || ($0.value == $1.value && $0.word < $1.word) }
    for candidate in candidates where result.count < limit {
      if !result.contains(where: { TextFolding.equalIgnoringCase($0, candidate.word) }) {
        result.append(candidate.word)
      }
    }
  }

  /// Appends the best unigram words (preferred script first) until `limit`.
  ///
  /// With a pattern only the bucket of its first jamo is scanned (`사` → words under `ㅅ`).
  func appendUnigrams(
    matching pattern: KoreanPrefixPattern?, preferring script: WordScript?, limit: Int,
    to result: inout [String]
  ) {
    guard result.count < limit else { return }
    // Keep enough of the best that skipping already-listed words still fills up.
    let keep = limit
    var best: [RankedWord] = []
    best.reserveCapacity(keep + 1)
    func consider(_ word: String, _ value: Double) {
      // Cheap reject on value alone when no script preference can reorder.
      if script == nil, best.count == keep, let last = best.last, value < last.value { return }
      let candidate = RankedWord(
        tier: script.map { $0.tier(of: word) } ?? 0, value: value, word: word)
      if best.count == keep, let last = best.last, !candidate.ranks(above: last) { return }
      var position = best.count
      while position > 0, candidate.ranks(above: best[position - 1]) { position -= 1 }
      best.insert(candidate, at: position)
      if best.count > keep { best.removeLast() }
    }
    if let pattern {
      let bucket = unigrams.entries(under: pattern.key.first ?? 0)
      for entry in bucket where pattern.matches(entry.word) {
        if let value = rankingValue(entry.word, entry.value) { consider(entry.word, value) }
      }
    } else {
      for entries in unigrams.buckets.values {
        for entry in entries {
          if let value = rankingValue(entry.word, entry.value) { consider(entry.word, value) }
        }
      }
    }
    for item in best where result.count < limit {
      if !result.contains(where: { TextFolding.equalIgnoringCase($0, item.word) }) {
        result.append(item.word)
      }
    }
  }
}

/// A unigram candidate ordered by script tier, then value, then spelling.
struct RankedWord {
  /// 0: the preferred script (or no preference); 1: the other script; 2: neither (§8.3).
  var tier: Int
  var value: Double
  var word: String

  func ranks(above other: RankedWord) -> Bool {
    if tier != other.tier { return tier < other.tier }
    if value != other.value { return value > other.value }
    return word < other.word
  }
}

extension WordScript {
  /// Where a word of `word`'s script sorts when this script is active: its own words first,
  /// the other script's next, words of neither always last.
  func tier(of word: String) -> Int {
    let script = WordScript(of: word)
    return script == self ? 0 : script == .other ? 2 : 1
  }
}

extension NgramModel {
  /// A word's value for ranking: a sentence-start capitalised spelling and its lower-case
  /// spelling are one word (§8.4) — `hello` ×2 and `Hello` ×2 rank as 4 uses, listed once as
  /// `hello` (a capitalised typed prefix shows it `Hello`); `nil` for the capitalised spelling
  /// when the lower-case one is there to carry it. Other spellings (`iPhone`, `NASA`, `SY키보드`)
  /// stay as stored.
  func rankingValue(_ word: String, _ value: Double) -> Double? {
    guard let first = word.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic
    else { return value }
    let rest = word.unicodeScalars.dropFirst()
    guard !rest.contains(where: \.properties.isUppercase) else { return value }
    var other = String.UnicodeScalarView()
    if first.properties.isUppercase {
      other.append(Unicode.Scalar(UInt8(first.value) | 0x20))
      other.append(contentsOf: rest)
      return unigrams.value(of: String(other)) == nil ? value : nil
    }
    other.append(Unicode.Scalar(UInt8(first.value) & ~0x20))
    other.append(contentsOf: rest)
    return value + (unigrams.value(of: String(other)) ?? 0)
  }
}
