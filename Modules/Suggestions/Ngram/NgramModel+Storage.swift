/// Two previous words, the key of a trigram context.
struct TrigramKey: Hashable, Sendable {
  var first: String
  var second: String

  init(_ first: String, _ second: String) {
    self.first = first
    self.second = second
  }
}

/// One word that followed a context and its relative value.
struct Continuation: Hashable, Sendable {
  var word: String
  var value: Double
}

/// The continuations of one context (at most 24) and their summed value, used for eviction.
struct ContextEntry: Hashable, Sendable {
  var continuations: [Continuation] = []
  var total: Double = 0

  func value(of word: String) -> Double? {
    continuations.first { $0.word == word }?.value
  }
}

extension NgramModel {
  /// The relative value that one use adds now: 2^((counter − base)/500).
  var currentWeight: Double { power2(Double(counter - base) / decay.halfLife) }

  /// A relative value decayed to the current counter.
  func decayed(_ value: Double) -> Double {
    // Dividing by the same weight `record` added makes a fresh score exactly 1.
    value / currentWeight
  }

  /// Below this a relative value counts as gone (a score under 2^−20 now).
  var negligibleValue: Double { currentWeight * decay.threshold }

  /// Rescales every value to the current counter, so weights start again from 1.
  mutating func rebase() {
    let factor = power2(-Double(counter - base) / decay.halfLife)
    unigrams.scale(by: factor)
    bigrams.scale(by: factor)
    trigrams.scale(by: factor)
    for index in sentence.indices { sentence[index].weight *= factor }
    base = counter
  }

  mutating func retain(_ word: String) { occurrences[word, default: 0] += 1 }

  mutating func release(_ word: String) {
    guard let count = occurrences[word] else { return }
    occurrences[word] = count > 1 ? count - 1 : nil
  }

  mutating func addUnigram(_ word: String, _ weight: Double) {
    guard unigrams.add(word, weight) else { return }
    retain(word)
    // Over the limit: drop the weakest word, never the one just used.
    if unigrams.count > contextLimit, let weakest = unigrams.weakest(sparing: word) {
      deleteUnigram(weakest)
    }
  }

  mutating func deleteUnigram(_ word: String) {
    if unigrams.remove(word) { release(word) }
  }

  mutating func addContinuation(_ word: String, _ weight: Double, toBigram context: String) {
    var entry = bigrams.removeValue(forKey: context) ?? ContextEntry()
    add(word, weight, to: &entry)
    bigrams.set(context, entry)
    if bigrams.count > contextLimit, let weakest = bigrams.weakestKey(sparing: context) {
      if let evicted = bigrams.removeValue(forKey: weakest) { releaseAll(evicted) }
    }
  }

  mutating func addContinuation(_ word: String, _ weight: Double, toTrigram context: TrigramKey) {
    var entry = trigrams.removeValue(forKey: context) ?? ContextEntry()
    add(word, weight, to: &entry)
    trigrams.set(context, entry)
    if trigrams.count > contextLimit, let weakest = trigrams.weakestKey(sparing: context) {
      if let evicted = trigrams.removeValue(forKey: weakest) { releaseAll(evicted) }
    }
  }

  /// Adds a use of `word`; a 25th continuation pushes out the weakest other one.
  mutating func add(_ word: String, _ weight: Double, to entry: inout ContextEntry) {
    entry.total += weight
    if let index = entry.continuations.firstIndex(where: { $0.word == word }) {
      entry.continuations[index].value += weight
      return
    }
    entry.continuations.append(Continuation(word: word, value: weight))
    retain(word)
    guard entry.continuations.count > NgramModel.continuationLimit else { return }
    var weakest = 0
    for index in 1..<(entry.continuations.count - 1)
    where entry.continuations[index].value < entry.continuations[weakest].value {
      weakest = index
    }
    let dropped = entry.continuations.remove(at: weakest)
    entry.total -= dropped.value
    release(dropped.word)
  }

  mutating func releaseAll(_ entry: ContextEntry) {
    for continuation in entry.continuations { release(continuation.word) }
  }

  mutating func subtractUnigram(_ word: String, _ weight: Double) {
    guard let value = unigrams.value(of: word) else { return }
    if value - weight <= negligibleValue {
      deleteUnigram(word)
    } else {
      unigrams.set(word, value - weight)
    }
  }

  mutating func subtractContinuation(_ word: String, _ weight: Double, fromBigram context: String) {
    guard var entry = bigrams.removeValue(forKey: context) else { return }
    subtract(word, weight, from: &entry)
    if !entry.continuations.isEmpty { bigrams.set(context, entry) }
  }

  mutating func subtractContinuation(
    _ word: String, _ weight: Double, fromTrigram context: TrigramKey
  ) {
    guard var entry = trigrams.removeValue(forKey: context) else { return }
    subtract(word, weight, from: &entry)
    if !entry.continuations.isEmpty { trigrams.set(context, entry) }
  }

  mutating func subtract(_ word: String, _ weight: Double, from entry: inout ContextEntry) {
    guard let index = entry.continuations.firstIndex(where: { $0.word == word }) else { return }
    let remaining = entry.continuations[index].value - weight
    if remaining <= negligibleValue {
      entry.total -= entry.continuations[index].value
      entry.continuations.remove(at: index)
      release(word)
    } else {
      entry.continuations[index].value = remaining
      entry.total -= weight
    }
  }

  /// Removes `word` from every level (spec §4.7); contexts left empty are dropped.
  ///
  /// Contexts keyed by the word stay: removing `나는` as a suggestion keeps `나는 → 학생`.
  public mutating func remove(_ word: String) {
    guard occurrences[word] != nil else { return }
    deleteUnigram(word)
    for key in Array(bigrams.keys) {
      guard var entry = bigrams[key], entry.remove(word) else { continue }
      bigrams.set(key, entry.continuations.isEmpty ? nil : entry)
    }
    for key in Array(trigrams.keys) {
      guard var entry = trigrams[key], entry.remove(word) else { continue }
      trigrams.set(key, entry.continuations.isEmpty ? nil : entry)
    }
    occurrences[word] = nil
    recordsSinceSave += 1
  }
}

extension ContextEntry {
  mutating func scale(by factor: Double) {
    total *= factor
    for index in continuations.indices { continuations[index].value *= factor }
  }

  /// Removes `word`; whether it was there.
  mutating func remove(_ word: String) -> Bool {
    guard let index = continuations.firstIndex(where: { $0.word == word }) else { return false }
    total -= continuations.remove(at: index).value
    return true
  }
}
