import Hangul
import LearningStore
import Platform
import Suggestions
import SykbHost

/// `sykb-bench decay [--words N] [--seed N]`: how big the learning store grows over a long
/// typing history with forgetting (half-life 500 words, forgotten after 10,000) and without.
///
/// The history is generated the way the reference measured its decision: 80 % Korean words
/// from 60,000, 20 % English from 20,000, both Zipf-distributed (s = 1), sentences of 3 to 12
/// words, and every word with five usual followers, one of which follows it 40 % of the time.
/// The same words go into two unified-keyboard (`ko-en`) models, one with `.reference` decay
/// and one with `.none`; each is saved into a fresh store, which is then checkpointed and
/// vacuumed, and its rows per level and file size are printed.
enum DecayBenchmark {
  static func run(_ args: CommandLineArguments) throws(CommandFailure) -> Int32 {
    guard let words = Int(args.value("words") ?? "200000"), (1_000...10_000_000).contains(words)
    else { throw CommandFailure("sykb-bench decay: --words takes 1000 to 10000000") }
    guard let seed = UInt64(args.value("seed") ?? "1") else {
      throw CommandFailure("sykb-bench decay: --seed takes a whole number ≥ 0")
    }
    let history = TypingHistory(seed: seed)
    var decayed = NgramModel(language: .mixed, decay: .reference)
    var plain = NgramModel(language: .mixed, decay: .none)
    let start = monotonicSeconds()
    var generator = history.generator()
    var typed = 0
    while typed < words {
      let sentence = generator.nextSentence()
      decayed.record(sentence)
      plain.record(sentence)
      decayed.endSentence()
      plain.endSentence()
      typed += sentence.count
    }
    let typing = monotonicSeconds() - start
    print("words=\(typed)")
    print("seed=\(seed)")
    print("typing_s=\(typing)")
    var sizes: [String: Int] = [:]
    for (name, model) in [("decay", decayed), ("no_decay", plain)] {
      let snapshot = model.snapshot()
      let size = try storeSize(of: snapshot, name: name)
      sizes[name] = size
      for level in NgramLevel.allCases {
        let count = snapshot.rows.filter { $0.level == level }.count
        print("\(name)_\(levelName(level))_rows=\(count)")
      }
      print("\(name)_rows=\(snapshot.rows.count)")
      print("\(name)_file_bytes=\(size)")
    }
    if let with = sizes["decay"], let without = sizes["no_decay"], without > 0 {
      print("size_ratio=\(Double(with) / Double(without))")
    }
    return 0
  }

  static func levelName(_ level: NgramLevel) -> String {
    switch level {
    case .unigram: "unigram"
    case .bigram: "bigram"
    case .trigram: "trigram"
    }
  }

  /// Saves `snapshot` into a new store in a temporary directory; the file's bytes once the
  /// write-ahead log is folded in and free pages are gone.
  static func storeSize(of snapshot: NgramSnapshot, name: String) throws(CommandFailure) -> Int {
    let directory: String
    do throws(StoreError) {
      directory = try FileSystem.makeTemporaryDirectory(in: "/tmp", prefix: "sykb-bench-decay")
    } catch {
      throw CommandFailure("sykb-bench decay: cannot make a temporary directory: \(error)")
    }
    defer { FileSystem.removeDirectory(directory) }
    let path = directory + "/learning.sqlite"
    do throws(StoreError) {
      do {
        let store = try LearningStore(path: path)
        try store.replaceNgrams(snapshot)
      }
      let database = try Database(path: path)
      try database.execute("PRAGMA wal_checkpoint(TRUNCATE); VACUUM;")
    } catch {
      throw CommandFailure("sykb-bench decay: saving the \(name) store: \(error)")
    }
    return (try? Files.status(path))?.size ?? 0  // unmeasurable: reported as empty
  }
}

/// A generated typing history (see `DecayBenchmark`), the same for the same seed.
struct TypingHistory {
  static let koreanWords = 60_000
  static let englishWords = 20_000
  /// Cumulative Zipf weights (s = 1) of each vocabulary.
  let korean: [Double]
  let english: [Double]
  let seed: UInt64

  init(seed: UInt64) {
    self.seed = seed
    korean = Self.cumulative(Self.koreanWords)
    english = Self.cumulative(Self.englishWords)
  }

  static func cumulative(_ count: Int) -> [Double] {
    var sums: [Double] = []
    sums.reserveCapacity(count)
    var total = 0.0
    for rank in 1...count {
      total += 1 / Double(rank)
      sums.append(total)
    }
    return sums.map { $0 / total }
  }

  func generator() -> Generator { Generator(history: self, state: seed &+ 0x9E37_79B9_7F4A_7C15) }

  struct Generator {
    let history: TypingHistory
    var state: UInt64

    /// SplitMix64: a fixed, fast sequence.
    mutating func nextRandom() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      return TypingHistory.mix(state)
    }

    mutating func uniform() -> Double { Double(nextRandom() >> 11) * 0x1p-53 }

    /// One sentence of 3 to 12 words.
    mutating func nextSentence() -> [String] {
      let length = 3 + Int(nextRandom() % 10)
      var words: [String] = []
      words.reserveCapacity(length)
      var previous: (isKorean: Bool, rank: Int)?
      for _ in 0..<length {
        var word: (isKorean: Bool, rank: Int)
        if let previous, uniform() < 0.4 {
          // One of the previous word's five usual followers, in its language.
          let which = nextRandom() % 5
          let salt = TypingHistory.mix(
            UInt64(previous.rank) &* 31 &+ which &+ (previous.isKorean ? 7 : 0))
          let table = previous.isKorean ? history.korean : history.english
          word = (
            previous.isKorean, TypingHistory.rank(of: Double(salt >> 11) * 0x1p-53, in: table)
          )
        } else {
          let isKorean = uniform() < 0.8
          word = (
            isKorean,
            TypingHistory.rank(of: uniform(), in: isKorean ? history.korean : history.english)
          )
        }
        words.append(
          word.isKorean ? TypingHistory.koreanWord(word.rank) : TypingHistory.englishWord(word.rank)
        )
        previous = word
      }
      return words
    }
  }

  static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The rank whose cumulative weight first reaches `u`.
  static func rank(of u: Double, in table: [Double]) -> Int {
    var low = 0
    var high = table.count - 1
    while low < high {
      let middle = (low + high) / 2
      if table[middle] < u { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// A distinct two-syllable Hangul word per rank.
  static func koreanWord(_ rank: Int) -> String {
    let first = rank % HangulSyllable.count
    let second = (rank / HangulSyllable.count * 2_003 + first * 31) % HangulSyllable.count
    var word = String.UnicodeScalarView()
    for offset in [first, second] {
      let value = HangulScalar.syllableFirst + UInt32(offset)
      if let scalar = Unicode.Scalar(value) { word.append(scalar) }
    }
    return String(word)
  }

  /// A distinct Latin word of at least three letters per rank.
  static func englishWord(_ rank: Int) -> String {
    var value = rank
    var letters = String.UnicodeScalarView()
    for _ in 0..<3 {
      letters.append(Unicode.Scalar(UInt8(0x61 + value % 26)))
      value /= 26
    }
    while value > 0 {
      letters.append(Unicode.Scalar(UInt8(0x61 + value % 26)))
      value /= 26
    }
    return String(letters)
  }
}
