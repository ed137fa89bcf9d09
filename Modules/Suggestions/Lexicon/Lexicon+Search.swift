extension Lexicon {
  /// The most frequent completions of a typed word, best first, as shown to the user.
  ///
  /// With `사랑 9`, `사람 8`, `사과 5`: `completions(of: 살, limit: 2)` is `[사랑, 사람]`
  /// (ㅅ ㅏ ㄹ is a prefix of both), `completions(of: 사, limit: 9)` all three, and the typed
  /// word itself is never one of them.
  public func completions(of pattern: KoreanPrefixPattern, limit: Int) -> [String] {
    guard limit > 0 else { return [] }
    let probe = KeyCode.codes(of: pattern.key)
    var best = TopEntries(limit: limit)
    keys.withUnsafeBufferPointer { keys in
      words.withUnsafeBufferPointer { words in
        let range = probe.withUnsafeBufferPointer { prefixRange(of: $0, in: keys) }
        for index in range {
          let keyLength = Int(keyOffsets[index + 1] - keyOffsets[index])
          guard keyLength > probe.count, best.accepts(frequencies[index]),
            Lexicon.leadingMatches(pattern.leading, utf8(at: index, keys: keys, words: words))
          else { continue }
          best.insert(index, frequencies[index])
        }
      }
    }
    return best.indices.map { pattern.presented(word(at: $0)) }
  }

  /// Whether `word` (UTF-8) has more characters than `leading` and begins with them, ignoring
  /// case: with `leading` = `[사]` (typed `살`), `사랑` matches and `살` and `소리` do not.
  @inline(__always)
  static func leadingMatches(_ leading: [UInt32], _ word: UnsafeBufferPointer<UInt8>) -> Bool {
    var offset = 0
    for expected in leading {
      guard offset < word.count, let scalar = UTF8Scalar(in: word, at: offset),
        JamoUnits.folded(scalar.value) == expected
      else { return false }
      offset += scalar.length
    }
    return offset < word.count
  }

  /// The index of the entry whose key is `key`, or `nil`.
  public func index(ofKey key: [UInt32]) -> Int? {
    KeyCode.codes(of: key).withUnsafeBufferPointer { probe in
      keys.withUnsafeBufferPointer { keys in
        exactIndex(of: probe, in: keys, within: 0..<count)
      }
    }
  }

  /// Whether `word` is in the lexicon, ignoring case (`Seoul` finds `seoul`).
  public func contains(_ word: String) -> Bool { index(ofKey: Lexicon.key(of: word)) != nil }

  /// The jamo key of a word: each character's `JamoUnits`, back to back.
  public static func key(of word: String) -> [UInt32] {
    var key: [UInt32] = []
    for scalar in word.unicodeScalars {
      let units = JamoUnits(scalar.value)
      for index in 0..<units.count { key.append(units[index]) }
    }
    return key
  }

  /// Compares the key codes of `index`, cut to `probe.count` bytes, with `probe`: −1, 0 or 1.
  @inline(__always)
  func compareCut(
    _ index: Int, _ probe: UnsafeBufferPointer<UInt8>, _ keys: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let start = Int(keyOffsets[index])
    let length = Int(keyOffsets[index + 1]) - start
    let shared = min(length, probe.count)
    var offset = 0
    while offset < shared {
      let left = keys[start + offset]
      let right = probe[offset]
      if left != right { return left < right ? -1 : 1 }
      offset += 1
    }
    return length < probe.count ? -1 : 0
  }

  /// The entries whose key codes start with `probe`, within `bounds`.
  func prefixRange(
    of probe: UnsafeBufferPointer<UInt8>, in keys: UnsafeBufferPointer<UInt8>,
    within bounds: Range<Int>? = nil
  ) -> Range<Int> {
    let bounds = bounds ?? 0..<count
    let lower = partition(bounds) { compareCut($0, probe, keys) >= 0 }
    let upper = partition(lower..<bounds.upperBound) { compareCut($0, probe, keys) > 0 }
    return lower..<upper
  }

  /// The entry whose key codes equal `probe` exactly, within `bounds`.
  func exactIndex(
    of probe: UnsafeBufferPointer<UInt8>, in keys: UnsafeBufferPointer<UInt8>,
    within bounds: Range<Int>
  ) -> Int? {
    let index = partition(bounds) { compareCut($0, probe, keys) >= 0 }
    guard index < bounds.upperBound, compareCut(index, probe, keys) == 0,
      Int(keyOffsets[index + 1] - keyOffsets[index]) == probe.count
    else { return nil }
    return index
  }

  /// The first index in `range` for which `isAfter` holds (it must be monotonic).
  @inline(__always)
  func partition(_ range: Range<Int>, _ isAfter: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = low + (high - low) / 2
      if isAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}

/// The best `limit` entries seen so far, by frequency, kept in a small sorted array.
struct TopEntries {
  let limit: Int
  private(set) var indices: [Int] = []
  private var scores: [UInt32] = []

  init(limit: Int) {
    self.limit = limit
    indices.reserveCapacity(limit)
    scores.reserveCapacity(limit)
  }

  /// Whether an entry with this score would be kept (ties go to the earlier entry).
  @inline(__always) func accepts(_ score: UInt32) -> Bool {
    indices.count < limit || scores[scores.count - 1] < score
  }

  mutating func insert(_ index: Int, _ score: UInt32) {
    guard accepts(score) else { return }
    var position = scores.count
    while position > 0, scores[position - 1] < score { position -= 1 }
    indices.insert(index, at: position)
    scores.insert(score, at: position)
    if indices.count > limit {
      indices.removeLast()
      scores.removeLast()
    }
  }
}
