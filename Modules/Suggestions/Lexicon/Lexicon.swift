/// A word-frequency list with fast Korean-aware prefix lookup.
///
/// Entries are sorted by their jamo key (`달걀` → `ㄷ ㅏ ㄹ ㄱ ㅑ ㄹ`) and stored as flat scalar
/// arrays, so a lookup is a binary search plus a scan of the matching range with no
/// allocation beyond the results. Typing `닭` finds `달걀` because `ㄷ ㅏ ㄹ ㄱ` is a key prefix.
public struct Lexicon: Sendable {
  /// Jamo keys of all entries, back to back, in sorted order.
  let keys: [UInt32]
  /// `keys[keyOffsets[i] ..< keyOffsets[i + 1]]` is the key of entry `i`.
  let keyOffsets: [Int32]
  /// The words as written (scalar values), in the same order as the keys.
  let words: [UInt32]
  let wordOffsets: [Int32]
  /// Frequency per billion words (or any score where higher is more common).
  let frequencies: [UInt32]

  /// One word and its frequency.
  public struct Entry: Hashable, Sendable {
    public var word: String
    public var frequency: UInt32

    public init(word: String, frequency: UInt32) {
      self.word = word
      self.frequency = frequency
    }
  }

  /// Builds a lexicon; of entries with the same key (`Hello`, `hello`) the more frequent one
  /// stays. Empty words are skipped.
  public init(entries: [Entry]) {
    var keyed: [(key: [UInt32], entry: Entry)] = []
    keyed.reserveCapacity(entries.count)
    for entry in entries where !entry.word.isEmpty {
      var key: [UInt32] = []
      for scalar in entry.word.unicodeScalars {
        let units = JamoUnits(scalar.value)
        for index in 0..<units.count { key.append(units[index]) }
      }
      keyed.append((key, entry))
    }
    keyed.sort { left, right in
      left.key.lexicographicallyPrecedes(right.key)
        || (left.key == right.key && left.entry.frequency > right.entry.frequency)
    }
    var keys: [UInt32] = []
    var keyOffsets: [Int32] = [0]
    var words: [UInt32] = []
    var wordOffsets: [Int32] = [0]
    var frequencies: [UInt32] = []
    var previous: [UInt32]? = nil
    for item in keyed where item.key != previous {
      previous = item.key
      keys.append(contentsOf: item.key)
      keyOffsets.append(Int32(keys.count))
      for scalar in item.entry.word.unicodeScalars { words.append(scalar.value) }
      wordOffsets.append(Int32(words.count))
      frequencies.append(item.entry.frequency)
    }
    self.keys = keys
    self.keyOffsets = keyOffsets
    self.words = words
    self.wordOffsets = wordOffsets
    self.frequencies = frequencies
  }

  /// The number of words.
  public var count: Int { frequencies.count }

  /// Bytes held by the lexicon's arrays (the payload, not allocator overhead).
  public var memoryBytes: Int {
    keys.count * 4 + keyOffsets.count * 4 + words.count * 4 + wordOffsets.count * 4
      + frequencies.count * 4
  }

  /// The word of entry `index` as written.
  public func word(at index: Int) -> String {
    var text = ""
    for offset in Int(wordOffsets[index])..<Int(wordOffsets[index + 1]) {
      if let scalar = Unicode.Scalar(words[offset]) { text.unicodeScalars.append(scalar) }
    }
    return text
  }

  /// The frequency of entry `index`.
  public func frequency(at index: Int) -> UInt32 { frequencies[index] }
}
