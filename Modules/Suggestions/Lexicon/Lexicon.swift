/// A word-frequency list with fast Korean-aware prefix lookup.
///
/// Entries are sorted by their jamo key (`달걀` → `ㄷ ㅏ ㄹ ㄱ ㅑ ㄹ`) and stored as flat byte
/// arrays, so a lookup is a binary search plus a scan of the matching range with no
/// allocation beyond the results. Typing `닭` finds `달걀` because `ㄷ ㅏ ㄹ ㄱ` is a key prefix.
public struct Lexicon: Sendable {
  /// Key codes (`KeyCode`: one byte per letter or jamo) of all entries, back to back, sorted.
  let keys: [UInt8]
  /// `keys[keyOffsets[i] ..< keyOffsets[i + 1]]` is the key of entry `i`.
  let keyOffsets: [Int32]
  /// The words as written (UTF-8), in the same order as the keys. A word whose UTF-8 equals
  /// its key codes (`love`) is not stored again: its range here is empty.
  let words: [UInt8]
  /// `words[wordOffsets[i] ..< wordOffsets[i + 1]]` is the word of entry `i`; empty when every
  /// word is its own key.
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
  /// stays (the earlier one if they are equally frequent). Empty words are skipped.
  public init(entries: [Entry]) {
    var kept = 0
    var bytes = 0
    for entry in entries where !entry.word.isEmpty {
      kept += 1
      bytes += entry.word.utf8.count
    }
    var draft = LexiconDraft(entries: kept, bytes: bytes)
    for entry in entries where !entry.word.isEmpty {
      var word = entry.word
      word.withUTF8 { draft.append(utf8: $0, frequency: entry.frequency) }
    }
    self.init(draft: draft)
  }

  /// The number of words.
  public var count: Int { frequencies.count }

  /// Bytes held by the lexicon's arrays (the payload, not allocator overhead).
  public var memoryBytes: Int {
    keys.count + keyOffsets.count * 4 + words.count + wordOffsets.count * 4
      + frequencies.count * 4
  }

  /// The word of entry `index` as written.
  public func word(at index: Int) -> String {
    keys.withUnsafeBufferPointer { keys in
      words.withUnsafeBufferPointer { words in
        String(decoding: utf8(at: index, keys: keys, words: words), as: UTF8.self)
      }
    }
  }

  /// The frequency of entry `index`.
  public func frequency(at index: Int) -> UInt32 { frequencies[index] }

  /// The UTF-8 of entry `index`'s word: from `words`, or from `keys` when it is its own key.
  @inline(__always)
  func utf8(
    at index: Int, keys: UnsafeBufferPointer<UInt8>, words: UnsafeBufferPointer<UInt8>
  ) -> UnsafeBufferPointer<UInt8> {
    if !wordOffsets.isEmpty {
      let start = Int(wordOffsets[index])
      let end = Int(wordOffsets[index + 1])
      if start != end { return UnsafeBufferPointer(rebasing: words[start..<end]) }
    }
    return UnsafeBufferPointer(
      rebasing: keys[Int(keyOffsets[index])..<Int(keyOffsets[index + 1])])
  }
}
