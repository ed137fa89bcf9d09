import Suggestions

extension SuggestionBenchmark {
  /// Common syllables the generated words are made of.
  static let syllables: [UInt32] = Array(
    "가나다라마바사아자차카타파하고노도로모보소오조초구누두루무부수우주추그는를을이의에서한대학생사랑행복시간".unicodeScalars.map(\.value))

  /// A lexicon of `count` distinct words of 1–4 syllables with Zipf-like frequencies.
  static func generatedLexicon(count: Int, random: inout SplitMix) -> Lexicon {
    var seen = Set<String>()
    var entries: [Lexicon.Entry] = []
    entries.reserveCapacity(count)
    while entries.count < count {
      var word = ""
      for _ in 0..<(1 + random.next(below: 4)) {
        if let scalar = Unicode.Scalar(syllables[random.next(below: syllables.count)]) {
          word.unicodeScalars.append(scalar)
        }
      }
      guard seen.insert(word).inserted else { continue }
      entries.append(Lexicon.Entry(word: word, frequency: UInt32(10_000_000 / (entries.count + 1))))
    }
    return Lexicon(entries: entries)
  }

  /// A model with 5,000 unigrams, 5,000 bigram and 5,000 trigram contexts over `vocabulary`.
  static func learnedModel(vocabulary: [String], random: inout SplitMix) -> NgramModel {
    var rows: [NgramRow] = []
    for word in vocabulary {
      rows.append(
        NgramRow(
          level: .unigram, context: "", word: word, score: 1 + Double(random.next(below: 50))))
      for _ in 0..<6 {
        let next = vocabulary[random.next(below: vocabulary.count)]
        rows.append(
          NgramRow(
            level: .bigram, context: word, word: next, score: 1 + Double(random.next(below: 20))))
      }
      let second = vocabulary[random.next(below: vocabulary.count)]
      for _ in 0..<3 {
        let next = vocabulary[random.next(below: vocabulary.count)]
        rows.append(
          NgramRow(
            level: .trigram, context: word + " " + second, word: next,
            score: 1 + Double(random.next(below: 10))))
      }
    }
    return NgramModel(snapshot: NgramSnapshot(language: .korean, counter: 100_000, rows: rows))
  }
}

/// A small deterministic random generator, so every run measures the same work.
struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}
