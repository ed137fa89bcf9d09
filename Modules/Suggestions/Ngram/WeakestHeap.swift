/// A min-heap of (value, key) pairs that finds the weakest entry of a table in O(log n).
///
/// The n-gram tables drop their weakest entry whenever a new one would pass the limit — on
/// nearly every new word once a model is full. Scanning 10,000 contexts for it made a space
/// tap cost ≈ 200 µs; the heap makes it a few. Entries are pushed whenever a value changes and
/// never updated in place: a popped pair whose value is no longer the table's is stale and
/// skipped. Ties go to the smaller key, so eviction does not depend on hash order.
struct WeakestHeap<Key: Comparable & Sendable>: Sendable {
  private var items: [Item] = []

  struct Item: Sendable {
    var value: Double
    var key: Key

    static func precedes(_ left: Item, _ right: Item) -> Bool {
      left.value < right.value || (left.value == right.value && left.key < right.key)
    }
  }

  /// Pairs held, stale ones included.
  var count: Int { items.count }

  /// Whether stale pairs outnumber the `live` entries of the table enough to rebuild.
  func isMostlyStale(live: Int) -> Bool {
    items.count > 2 * live + 64
  }

  /// Adds a pair.
  mutating func push(_ value: Double, _ key: Key) {
    items.append(Item(value: value, key: key))
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Item.precedes(items[child], items[parent]) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the smallest pair.
  @discardableResult mutating func pop() -> Item? {
    guard let first = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      siftDown(from: 0)
    }
    return first
  }

  /// Replaces the contents with `pairs` (after a rescale, or to drop stale pairs).
  mutating func rebuild(_ pairs: some Sequence<(Double, Key)>) {
    items = pairs.map { Item(value: $0.0, key: $0.1) }
    var index = items.count / 2
    while index > 0 {
      index -= 1
      siftDown(from: index)
    }
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < items.count && Item.precedes(items[left], items[smallest]) { smallest = left }
      if right < items.count && Item.precedes(items[right], items[smallest]) { smallest = right }
      guard smallest != parent else { return }
      items.swapAt(parent, smallest)
      parent = smallest
    }
  }

  /// The key with the smallest current value other than `spared`; `current` gives a key's
  /// value in the table (`nil` when gone). Stale pairs met on the way are dropped.
  mutating func weakest(sparing spared: Key, current: (Key) -> Double?) -> Key? {
    var held: [Item] = []
    defer { for item in held { push(item.value, item.key) } }
    while let top = items.first {
      guard let value = current(top.key), value == top.value else {
        pop()
        continue
      }
      if top.key == spared {
        if let item = pop() { held.append(item) }
        continue
      }
      return top.key
    }
    return nil
  }
}
