/// One saved n-gram entry: the value row the learning store writes.
///
/// `NgramRow(level: .bigram, context: "나는", word: "학생", score: 2.5)`. `context` is empty
/// for unigrams, one word for bigrams and two words separated by one space for trigrams
/// (words never contain blanks). `score` is the decayed score at the snapshot's counter.
public struct NgramRow: Hashable, Sendable {
  public var level: NgramLevel
  public var context: String
  public var word: String
  public var score: Double

  public init(level: NgramLevel, context: String, word: String, score: Double) {
    self.level = level
    self.context = context
    self.word = word
    self.score = score
  }
}

/// Everything the store needs to save and restore one model.
public struct NgramSnapshot: Hashable, Sendable {
  public var language: NgramLanguage
  /// The host application of a per-app model; nil for the language's global model.
  public var app: String?
  /// The word counter (decay clock) at the time of the snapshot.
  public var counter: UInt64
  public var rows: [NgramRow]

  public init(language: NgramLanguage, app: String? = nil, counter: UInt64, rows: [NgramRow]) {
    self.language = language
    self.app = app
    self.counter = counter
    self.rows = rows
  }
}

extension NgramModel {
  /// The model as rows, scores decayed to the current counter, in a stable order.
  ///
  /// An entry whose score has fallen below the forget threshold (2^−20) is left out: what
  /// is forgotten never reaches the store, even in a session that runs for days.
  public func snapshot() -> NgramSnapshot {
    var rows: [NgramRow] = []
    rows.reserveCapacity(unigrams.count + bigrams.count * 2 + trigrams.count * 2)
    let kept = negligibleValue
    for entry in unigrams.all where entry.value >= kept {
      rows.append(
        NgramRow(level: .unigram, context: "", word: entry.word, score: decayed(entry.value)))
    }
    for (context, entry) in bigrams {
      for item in entry.continuations where item.value >= kept {
        rows.append(
          NgramRow(level: .bigram, context: context, word: item.word, score: decayed(item.value)))
      }
    }
    for (key, entry) in trigrams {
      let context = key.first + " " + key.second
      for item in entry.continuations where item.value >= kept {
        rows.append(
          NgramRow(level: .trigram, context: context, word: item.word, score: decayed(item.value)))
      }
    }
    rows.sort {
      ($0.level.rawValue, $0.context, $0.word) < ($1.level.rawValue, $1.context, $1.word)
    }
    return NgramSnapshot(language: language, app: app, counter: counter, rows: rows)
  }

  /// Restores a model from a snapshot, forgetting scores below 2^−20 (spec §4.5).
  ///
  /// The limits hold after loading too: per context the 24 best continuations, per level the
  /// best contexts by total. Malformed rows (a bigram without context, a word with a blank)
  /// are skipped. The sentence context starts empty and nothing counts as unsaved.
  public init(snapshot: NgramSnapshot, decay: NgramDecay = .reference) {
    self.init(language: snapshot.language, app: snapshot.app, decay: decay)
    counter = snapshot.counter
    base = snapshot.counter
    let threshold = decay.threshold
    var bigramRows: [String: ContextEntry] = [:]
    var trigramRows: [TrigramKey: ContextEntry] = [:]
    var unigramRows: [(String, Double)] = []
    for row in snapshot.rows {
      guard row.score >= threshold, row.score > 0, row.score.isFinite, !row.word.isEmpty,
        !row.word.unicodeScalars.contains(where: \.properties.isWhitespace)
      else { continue }
      let context = row.context.split(separator: " ", omittingEmptySubsequences: false)
      switch row.level {
      case .unigram:
        guard row.context.isEmpty else { continue }
        unigramRows.append((row.word, row.score))
      case .bigram:
        guard context.count == 1, !row.context.isEmpty else { continue }
        bigramRows[row.context, default: ContextEntry()].insert(row.word, row.score)
      case .trigram:
        guard context.count == 2, !context[0].isEmpty, !context[1].isEmpty else { continue }
        let key = TrigramKey(String(context[0]), String(context[1]))
        trigramRows[key, default: ContextEntry()].insert(row.word, row.score)
      }
    }
    unigramRows.sort { $0.1 > $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
    // The strongest of each word (a file may repeat one), up to the limit.
    var kept = Set<String>()
    var distinct: [Continuation] = []
    for (word, score) in unigramRows where distinct.count < contextLimit {
      guard kept.insert(word).inserted else { continue }
      distinct.append(Continuation(word: word, value: score))
      retain(word)
    }
    unigrams = UnigramTable(distinct: distinct)
    bigrams = ContextTable(strongest(bigramRows))
    trigrams = ContextTable(strongest(trigramRows))
    for entry in bigrams.values { for item in entry.continuations { retain(item.word) } }
    for entry in trigrams.values { for item in entry.continuations { retain(item.word) } }
  }

  /// The `contextLimit` contexts with the highest totals, each cut to 24 continuations.
  func strongest<Key: Hashable & Comparable>(_ table: [Key: ContextEntry]) -> [Key: ContextEntry] {
    var entries = table.map { (key: $0.key, entry: $0.value.trimmed()) }
    if entries.count > contextLimit {
      entries.sort {
        $0.entry.total > $1.entry.total || ($0.entry.total == $1.entry.total && $0.key < $1.key)
      }
      entries.removeLast(entries.count - contextLimit)
    }
    return Dictionary(entries.map { ($0.key, $0.entry) }, uniquingKeysWith: { first, _ in first })
  }
}

extension TrigramKey: Comparable {
  static func < (left: TrigramKey, right: TrigramKey) -> Bool {
    (left.first, left.second) < (right.first, right.second)
  }
}

extension ContextEntry {
  /// Adds a loaded continuation; a repeated word keeps the higher score.
  mutating func insert(_ word: String, _ score: Double) {
    if let index = continuations.firstIndex(where: { $0.word == word }) {
      guard score > continuations[index].value else { return }
      total += score - continuations[index].value
      continuations[index].value = score
      return
    }
    continuations.append(Continuation(word: word, value: score))
    total += score
  }

  /// The 24 best continuations, total recomputed.
  func trimmed() -> ContextEntry {
    guard continuations.count > NgramModel.continuationLimit else { return self }
    var sorted = continuations
    sorted.sort { $0.value > $1.value || ($0.value == $1.value && $0.word < $1.word) }
    sorted.removeLast(sorted.count - NgramModel.continuationLimit)
    return ContextEntry(continuations: sorted, total: sorted.reduce(0) { $0 + $1.value })
  }
}
