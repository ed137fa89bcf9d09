/// The unigram level: each learned word and its relative value, filed by first jamo.
///
/// Prefix completion scans only the bucket of the typed word's first jamo unit (`사` looks
/// at the words under `ㅅ`), a few hundred entries instead of all 5,000, with the values at
/// hand so no per-word dictionary lookup is needed.
struct UnigramTable: Sendable {
  private(set) var buckets: [UInt32: [Continuation]] = [:]
  private(set) var count = 0
  /// Finds the weakest word when the table is full (see `WeakestHeap`).
  private var heap = WeakestHeap<String>()

  /// The bucket of a word: the first jamo unit of its key (`사랑` → `ㅅ`, `Love` → `l`).
  static func bucket(of word: String) -> UInt32 {
    word.unicodeScalars.first.map { JamoUnits($0.value).u0 } ?? 0
  }

  func value(of word: String) -> Double? {
    UnigramTable.value(of: word, in: buckets)
  }

  static func value(of word: String, in buckets: [UInt32: [Continuation]]) -> Double? {
    buckets[bucket(of: word)]?.first { $0.word == word }?.value
  }

  /// Adds `amount` to the word's value, inserting it when new; whether it was new.
  @discardableResult mutating func add(_ word: String, _ amount: Double) -> Bool {
    let bucket = UnigramTable.bucket(of: word)
    if let index = buckets[bucket]?.firstIndex(where: { $0.word == word }) {
      buckets[bucket]?[index].value += amount
      if let value = buckets[bucket]?[index].value { pushHeap(value, word) }
      return false
    }
    buckets[bucket, default: []].append(Continuation(word: word, value: amount))
    count += 1
    pushHeap(amount, word)
    return true
  }

  /// Sets the word's value (inserting it when new).
  mutating func set(_ word: String, _ value: Double) {
    let bucket = UnigramTable.bucket(of: word)
    if let index = buckets[bucket]?.firstIndex(where: { $0.word == word }) {
      buckets[bucket]?[index].value = value
    } else {
      buckets[bucket, default: []].append(Continuation(word: word, value: value))
      count += 1
    }
    pushHeap(value, word)
  }

  /// An empty table.
  init() {}

  /// Builds the table from distinct words at once (loading a snapshot): no search per word
  /// and one heap build, where `set` per word would scan its bucket each time.
  init<Words: Sequence>(distinct words: Words) where Words.Element == Continuation {
    for entry in words {
      buckets[UnigramTable.bucket(of: entry.word), default: []].append(entry)
      count += 1
    }
    rebuildHeap()
  }

  /// Removes the word; whether it was there.
  @discardableResult mutating func remove(_ word: String) -> Bool {
    let bucket = UnigramTable.bucket(of: word)
    guard let index = buckets[bucket]?.firstIndex(where: { $0.word == word }) else {
      return false
    }
    buckets[bucket]?.remove(at: index)
    if buckets[bucket]?.isEmpty == true { buckets[bucket] = nil }
    count -= 1
    return true
  }

  mutating func scale(by factor: Double) {
    for key in Array(buckets.keys) {
      guard var entries = buckets.removeValue(forKey: key) else { continue }
      for index in entries.indices { entries[index].value *= factor }
      buckets[key] = entries
    }
    rebuildHeap()
  }

  /// The entries of the bucket `unit` (empty when none).
  func entries(under unit: UInt32) -> [Continuation] { buckets[unit] ?? [] }

  /// The entry with the lowest value other than `spared` (ties: the smaller word).
  mutating func weakest(sparing spared: String) -> String? {
    // Only the buckets are captured: a copy of `self` would share the heap's storage and make
    // popping copy it.
    let buckets = self.buckets
    return heap.weakest(sparing: spared) { UnigramTable.value(of: $0, in: buckets) }
  }

  private mutating func pushHeap(_ value: Double, _ word: String) {
    heap.push(value, word)
    if heap.isMostlyStale(live: count) { rebuildHeap() }
  }

  private mutating func rebuildHeap() {
    heap.rebuild(buckets.values.joined().lazy.map { ($0.value, $0.word) })
  }

  /// Every entry, in no particular order.
  var all: some Sequence<Continuation> { buckets.values.joined() }
}
