/// The entries of a lexicon in input order, before `Lexicon(draft:)` sorts them.
///
/// Everything is flat, as in the finished lexicon: no `String` or array per word, so reading
/// the 50,000 lines of `en.tsv` allocates five buffers. `사랑 900` adds the key codes
/// `95 9F 89 9F 97` (ㅅ ㅏ ㄹ ㅏ ㅇ), its UTF-8 and 900; `love 900` adds `6C 6F 76 65` and
/// no word, because a word whose UTF-8 equals its key codes is read back from the key.
struct LexiconDraft {
  /// Key codes (`Lexicon.KeyCode`) of all entries, back to back.
  var keys: [UInt8] = []
  /// Entry `i`'s key ends at `keyEnds[i]` and starts where entry `i - 1`'s ends.
  var keyEnds: [Int32] = []
  /// The UTF-8 of each word that is not its own key, back to back.
  var words: [UInt8] = []
  /// Entry `i`'s word ends at `wordEnds[i]`; an empty word means "the same bytes as the key".
  var wordEnds: [Int32] = []
  var frequencies: [UInt32] = []

  /// An empty draft with room for `entries` entries and `bytes` bytes of words.
  ///
  /// Keys are reserved at one and a half times the words (the most a Hangul syllable or a
  /// Latin-1 letter needs); the space a key does not fill is never touched, so it costs
  /// address space, not memory.
  init(entries: Int, bytes: Int) {
    keys.reserveCapacity(bytes + bytes / 2)
    keyEnds.reserveCapacity(entries)
    words.reserveCapacity(bytes)
    wordEnds.reserveCapacity(entries)
    frequencies.reserveCapacity(entries)
  }

  /// The number of entries.
  var count: Int { frequencies.count }

  /// Appends a word given as well-formed, non-empty UTF-8.
  mutating func append(utf8 word: UnsafeBufferPointer<UInt8>, frequency: UInt32) {
    let keyStart = keys.count
    var index = 0
    while index < word.count, let scalar = UTF8Scalar(in: word, at: index) {
      let units = JamoUnits(scalar.value)
      for unit in 0..<units.count { Lexicon.KeyCode.append(units[unit], to: &keys) }
      index += scalar.length
    }
    keyEnds.append(Int32(keys.count))
    let isOwnKey =
      keys.count - keyStart == word.count
      && keys.withUnsafeBufferPointer { keys in
        UnsafeBufferPointer(rebasing: keys[keyStart...]).elementsEqual(word)
      }
    if !isOwnKey { words.append(contentsOf: word) }
    wordEnds.append(Int32(words.count))
    frequencies.append(frequency)
  }
}
