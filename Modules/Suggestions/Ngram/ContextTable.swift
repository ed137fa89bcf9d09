/// The contexts of one n-gram level (bigram or trigram) with their continuations, and a heap
/// that names the weakest context at once when the level is full.
///
/// Every change goes through `set`, `removeValue` or `scale`, which keep the heap in step.
struct ContextTable<Key: Hashable & Comparable & Sendable>: Sendable {
  private(set) var entries: [Key: ContextEntry] = [:]
  private var heap = WeakestHeap<Key>()

  init() {}

  /// A table holding `entries`.
  init(_ entries: [Key: ContextEntry]) {
    self.entries = entries
    heap.rebuild(entries.lazy.map { ($0.value.total, $0.key) })
  }

  var count: Int { entries.count }
  var keys: Dictionary<Key, ContextEntry>.Keys { entries.keys }
  var values: Dictionary<Key, ContextEntry>.Values { entries.values }

  subscript(key: Key) -> ContextEntry? { entries[key] }

  /// Stores (or with `nil`, removes) the entry of `key`.
  mutating func set(_ key: Key, _ entry: ContextEntry?) {
    entries[key] = entry
    if let entry { heap.push(entry.total, key) }
    compactIfNeeded()
  }

  @discardableResult mutating func removeValue(forKey key: Key) -> ContextEntry? {
    entries.removeValue(forKey: key)
  }

  /// Multiplies every value (a rebase keeps the order, but every pair's value changes).
  mutating func scale(by factor: Double) {
    for key in Array(entries.keys) { entries[key]?.scale(by: factor) }
    heap.rebuild(entries.lazy.map { ($0.value.total, $0.key) })
  }

  /// The context with the lowest total, other than `spared` (ties: the smaller key).
  mutating func weakestKey(sparing spared: Key) -> Key? {
    let entries = self.entries
    return heap.weakest(sparing: spared) { entries[$0]?.total }
  }

  /// Stale pairs are dropped when they outnumber the live ones.
  private mutating func compactIfNeeded() {
    guard heap.isMostlyStale(live: entries.count) else { return }
    heap.rebuild(entries.lazy.map { ($0.value.total, $0.key) })
  }
}

extension ContextTable: Sequence {
  func makeIterator() -> Dictionary<Key, ContextEntry>.Iterator { entries.makeIterator() }
}
