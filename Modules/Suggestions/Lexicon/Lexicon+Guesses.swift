extension Lexicon {
  /// Consonants and vowels a Korean key may contain (finals are split into these).
  static let hangulAlphabet: [UInt32] = [
    0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
    0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    0x314F, 0x3150, 0x3151, 0x3152, 0x3153, 0x3154, 0x3155, 0x3156, 0x3157, 0x3158,
    0x3159, 0x315A, 0x315B, 0x315C, 0x315D, 0x315E, 0x315F, 0x3160, 0x3161, 0x3162, 0x3163,
  ]

  /// Letters an English key may contain: `a`–`z` and the apostrophe.
  static let latinAlphabet: [UInt32] = Array(0x61...0x7A) + [0x27]

  /// Spelling guesses: words one edit away, most frequent first, as shown to the user.
  ///
  /// Korean is edited jamo by jamo (`안녕하세오` → `안녕하세요`, one vowel changed;
  /// `사랑` → `사람`), English letter by letter (`teh` → `the`). An edit is one deletion,
  /// insertion, substitution or swap of neighbours. The word itself is never a guess.
  public func guesses(for typed: String, limit: Int) -> [String] {
    guard limit > 0, let pattern = KoreanPrefixPattern(typed) else { return [] }
    let original = pattern.key
    let alphabet =
      original.contains { $0 >= 0x3131 && $0 <= 0x3163 }
      ? Lexicon.hangulAlphabet : Lexicon.latinAlphabet
    var best = TopEntries(limit: limit)
    var found: [Int] = []
    var probe = original
    probe.reserveCapacity(original.count + 1)
    keys.withUnsafeBufferPointer { keys in
      func consider(_ probe: [UInt32], within bounds: Range<Int>) {
        let hit = probe.withUnsafeBufferPointer { exactIndex(of: $0, in: keys, within: bounds) }
        guard let index = hit, !found.contains(index) else { return }
        found.append(index)
        best.insert(index, frequencies[index])
      }
      // Entries sharing the first `position` units; every edit at `position` stays inside.
      var bounds = 0..<count
      for position in 0...original.count {
        if position > 0 {
          bounds = original.withUnsafeBufferPointer {
            prefixRange(
              of: UnsafeBufferPointer(rebasing: $0[0..<position]), in: keys, within: bounds)
          }
        }
        if bounds.isEmpty { break }
        if position < original.count {
          probe.remove(at: position)
          consider(probe, within: bounds)
          probe.insert(original[position], at: position)
          if position + 1 < original.count, original[position] != original[position + 1] {
            probe.swapAt(position, position + 1)
            consider(probe, within: bounds)
            probe.swapAt(position, position + 1)
          }
          for letter in alphabet where letter != original[position] {
            probe[position] = letter
            consider(probe, within: bounds)
          }
          probe[position] = original[position]
        }
        for letter in alphabet {
          probe.insert(letter, at: position)
          consider(probe, within: bounds)
          probe.remove(at: position)
        }
      }
    }
    return best.indices.map { pattern.presented(word(at: $0)) }
  }
}
