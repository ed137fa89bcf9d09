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

  /// The key codes of the letters, one byte each (`KeyCode`), in the same order.
  static let hangulAlphabetCodes = KeyCode.codes(of: hangulAlphabet)
  static let latinAlphabetCodes = KeyCode.codes(of: latinAlphabet)

  /// Spelling guesses: words one edit away, most frequent first, as shown to the user.
  ///
  /// Korean is edited jamo by jamo (`안녕하세오` → `안녕하세요`, one vowel changed;
  /// `사랑` → `사람`), English letter by letter (`teh` → `the`). An edit is one deletion,
  /// insertion, substitution or swap of neighbours. The word itself is never a guess.
  public func guesses(for typed: String, limit: Int) -> [String] {
    guard limit > 0, let pattern = KoreanPrefixPattern(typed) else { return [] }
    let original = pattern.key
    let isHangul = original.contains { $0 >= 0x3131 && $0 <= 0x3163 }
    let alphabet = isHangul ? Lexicon.hangulAlphabet : Lexicon.latinAlphabet
    let letterCodes = isHangul ? Lexicon.hangulAlphabetCodes : Lexicon.latinAlphabetCodes
    // The original's codes, and where the code of each unit ends.
    var codes: [UInt8] = []
    var ends: [Int] = [0]
    for unit in original {
      KeyCode.append(unit, to: &codes)
      ends.append(codes.count)
    }
    var best = TopEntries(limit: limit)
    var found: [Int] = []
    keys.withUnsafeBufferPointer { keys in
      codes.withUnsafeBufferPointer { codes in
        // Each probe is the original's codes with one edit; letters are one byte each.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: codes.count + 1) { probe in
          @inline(__always) func place(_ source: Range<Int>, at start: Int) {
            var target = start
            for index in source {
              probe[target] = codes[index]
              target += 1
            }
          }
          @inline(__always) func look(
            _ length: Int, within bounds: Range<Int>, _ best: inout TopEntries,
            _ found: inout [Int]
          ) {
            let hit = exactIndex(
              of: UnsafeBufferPointer(rebasing: probe[0..<length]), in: keys, within: bounds)
            guard let index = hit, !found.contains(index) else { return }
            found.append(index)
            best.insert(index, frequencies[index])
          }
          let end = codes.count
          place(0..<end, at: 0)
          // Entries sharing the first `position` units; every edit at `position` stays inside.
          var bounds = 0..<count
          for position in 0...original.count {
            let head = ends[position]
            if position > 0 {
              bounds = prefixRange(
                of: UnsafeBufferPointer(rebasing: codes[0..<head]), in: keys, within: bounds)
            }
            if bounds.isEmpty { break }
            if position < original.count {
              let next = ends[position + 1]
              place(next..<end, at: head)
              look(head + end - next, within: bounds, &best, &found)
              if position + 1 < original.count, original[position] != original[position + 1] {
                let after = ends[position + 2]
                place(next..<after, at: head)
                place(head..<next, at: head + after - next)
                place(after..<end, at: after)
                look(end, within: bounds, &best, &found)
              }
              place(next..<end, at: head + 1)
              for (letter, code) in zip(alphabet, letterCodes) where letter != original[position] {
                probe[head] = code
                look(head + 1 + end - next, within: bounds, &best, &found)
              }
            }
            place(head..<end, at: head + 1)
            for code in letterCodes {
              probe[head] = code
              look(end + 1, within: bounds, &best, &found)
            }
            place(head..<end, at: head)
          }
        }
      }
    }
    return best.indices.map { pattern.presented(word(at: $0)) }
  }
}
