extension Lexicon {
  /// Sorts a draft by key, keeps the most frequent entry of each key (the earlier one of
  /// equally frequent ones) and packs the arrays to their exact size.
  ///
  /// Only a permutation of entry numbers is sorted, never the entries, and each draft array
  /// is released as soon as its sorted copy exists, so reading the 50,000 words of `en.tsv`
  /// needs little more than the draft and one copy of its keys at any moment.
  init(draft: consuming LexiconDraft) {
    let order = Lexicon.sortedUniqueOrder(of: draft)
    (keys, keyOffsets) = Lexicon.gather(draft.keys, ends: draft.keyEnds, in: order)
    draft.keys = []
    draft.keyEnds = []
    frequencies = draft.frequencies.withUnsafeBufferPointer { frequencies in
      order.map { frequencies[Int($0)] }
    }
    draft.frequencies = []
    if draft.words.isEmpty {
      // Every word is its own key (`en.tsv`): no offsets either.
      words = []
      wordOffsets = []
    } else {
      (words, wordOffsets) = Lexicon.gather(draft.words, ends: draft.wordEnds, in: order)
    }
  }

  /// Entry numbers by key, then by falling frequency, then by input order; of each run of
  /// equal keys only the first stays.
  static func sortedUniqueOrder(of draft: borrowing LexiconDraft) -> [Int32] {
    let count = draft.count
    var order = [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
      for index in 0..<count { buffer[index] = Int32(index) }
      initialized = count
    }
    draft.keys.withUnsafeBufferPointer { keys in
      draft.keyEnds.withUnsafeBufferPointer { ends in
        draft.frequencies.withUnsafeBufferPointer { frequencies in
          @inline(__always) func key(_ entry: Int32) -> UnsafeBufferPointer<UInt8> {
            let entry = Int(entry)
            let start = entry == 0 ? 0 : Int(ends[entry - 1])
            return UnsafeBufferPointer(rebasing: keys[start..<Int(ends[entry])])
          }
          order.sort { left, right in
            let comparison = compare(key(left), key(right))
            if comparison != 0 { return comparison < 0 }
            let leftFrequency = frequencies[Int(left)]
            let rightFrequency = frequencies[Int(right)]
            if leftFrequency != rightFrequency { return leftFrequency > rightFrequency }
            return left < right
          }
          var kept = 0
          for position in 0..<count {
            let entry = order[position]
            if kept > 0, compare(key(order[kept - 1]), key(entry)) == 0 { continue }
            order[kept] = entry
            kept += 1
          }
          order.removeLast(count - kept)
        }
      }
    }
    return order
  }

  /// Copies the slices `order` names out of a flat array (slice `i` ends at `ends[i]`) into an
  /// exactly sized flat array with offsets that start at 0.
  static func gather(
    _ flat: [UInt8], ends: [Int32], in order: [Int32]
  ) -> (bytes: [UInt8], offsets: [Int32]) {
    flat.withUnsafeBufferPointer { flat in
      ends.withUnsafeBufferPointer { ends in
        @inline(__always) func range(_ entry: Int32) -> Range<Int> {
          let entry = Int(entry)
          return (entry == 0 ? 0 : Int(ends[entry - 1]))..<Int(ends[entry])
        }
        var total = 0
        for entry in order { total += range(entry).count }
        var offsets = [Int32](repeating: 0, count: order.count + 1)
        let bytes = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
          var end = 0
          for (position, entry) in order.enumerated() {
            for index in range(entry) {
              buffer[end] = flat[index]
              end += 1
            }
            offsets[position + 1] = Int32(end)
          }
          initialized = end
        }
        return (bytes, offsets)
      }
    }
  }

  /// Compares two keys byte by byte: −1, 0 or 1 (a key sorts before the keys it begins).
  @inline(__always)
  static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    let shared = min(left.count, right.count)
    var index = 0
    while index < shared {
      let a = left[index]
      let b = right[index]
      if a != b { return a < b ? -1 : 1 }
      index += 1
    }
    return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
  }
}
