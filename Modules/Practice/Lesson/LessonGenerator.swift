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
  ///
  /// Words of two characters or more are preferred when at least `minimumChoices` qualify
  /// (the Korean list's most frequent entries are one-syllable particles and stems), and no
  /// word comes twice in a lesson while others are left.
  public func lesson(unlocked: Set<String>, focus: String?, seed: UInt64) -> [String] {
    var allowed = qualifying(unlocked: unlocked)
    guard !allowed.isEmpty else { return [] }
    let longer = allowed.filter { $0.text.count >= 2 }
    if longer.count >= minimumChoices { allowed = longer }
    let focused = focus.map { key in allowed.filter { $0.keys.contains(key) } } ?? []
    var random = LabRandom(seed: seed)
    var chosen: [String] = []
    for _ in 0..<wordCount {
      let leaning = !focused.isEmpty && unit(&random) < focusShare
      let source = Array((leaning ? focused : allowed).prefix(pool))
      var fresh = source.filter { !chosen.contains($0.text) }
      if fresh.isEmpty { fresh = source.filter { $0.text != chosen.last } }
      if fresh.isEmpty { fresh = source }
      chosen.append(fresh[below(fresh.count, &random)].text)
    }
    return chosen
  }

  /// Fewer longer words than this and one-character words are taken too.
  public var minimumChoices = 10

  private func below(_ bound: Int, _ random: inout LabRandom) -> Int {
    Int((random.next() >> 32) &* UInt64(bound) >> 32)
  }

  private func unit(_ random: inout LabRandom) -> Double {
    Double(random.next() >> 11) * 0x1p-53
  }
}
