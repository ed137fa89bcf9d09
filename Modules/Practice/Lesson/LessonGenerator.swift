import LayoutLab

/// Lesson words from a word list, kept to the open keys and leaning towards the focus key.
///
/// A word qualifies when every key of its tap plan is open (or free: `space`). Each slot takes,
/// with probability `focusShare`, a word whose plan uses the focus key (when there is one), else
/// any qualifying word — drawn from the `pool` most frequent of either list, never the word just
/// before when there is another. The same seed gives the same lesson (SplitMix64, `LabRandom`).
public struct LessonGenerator: Sendable {
  /// A word and the keys its plan taps (each once, in first-tap order).
  public struct Word: Hashable, Sendable {
    public var text: String
    public var keys: [String]
    public var frequency: Double

    public init(text: String, keys: [String], frequency: Double) {
      self.text = text
      self.keys = keys
      self.frequency = frequency
    }
  }

  /// The candidates, the most frequent first.
  public let words: [Word]
  /// Keys every lesson may use without opening them.
  public var freeKeys: Set<String> = ["space"]
  /// Words per lesson.
  public var wordCount = 12
  /// The part of the slots that take a focus word.
  public var focusShare = 0.6
  /// How many of the most frequent qualifying words a slot draws from.
  public var pool = 150

  public init(words: [Word]) {
    self.words = words.sorted {
      $0.frequency != $1.frequency ? $0.frequency > $1.frequency : $0.text < $1.text
    }
  }

  /// The words whose plans use only `unlocked` (and free) keys, the most frequent first.
  public func qualifying(unlocked: Set<String>) -> [Word] {
    words.filter { word in word.keys.allSatisfy { unlocked.contains($0) || freeKeys.contains($0) } }
  }

  /// The lesson's words, or an empty list when no word qualifies.
  public func lesson(unlocked: Set<String>, focus: String?, seed: UInt64) -> [String] {
    let allowed = qualifying(unlocked: unlocked)
    guard !allowed.isEmpty else { return [] }
    let focused = focus.map { key in allowed.filter { $0.keys.contains(key) } } ?? []
    var random = LabRandom(seed: seed)
    var chosen: [String] = []
    for _ in 0..<wordCount {
      let leaning = !focused.isEmpty && unit(&random) < focusShare
      let source = leaning ? focused : allowed
      let limit = min(pool, source.count)
      var pick = source[below(limit, &random)].text
      if pick == chosen.last, limit > 1 {
        pick = source[(below(limit - 1, &random) + 1 + (source.firstIndex { $0.text == pick } ?? 0)) % limit].text
      }
      chosen.append(pick)
    }
    return chosen
  }

  private func below(_ bound: Int, _ random: inout LabRandom) -> Int {
    Int((random.next() >> 32) &* UInt64(bound) >> 32)
  }

  private func unit(_ random: inout LabRandom) -> Double {
    Double(random.next() >> 11) * 0x1p-53
  }
}
