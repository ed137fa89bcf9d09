/// The next lesson for a learner: the open keys and the focus from their progress, words from
/// the vocabulary that use only those keys, planned on the keyboard.
///
/// `PracticeCourse(vocabulary:, progress:).nextWords(seed: 3)` is the same twelve words every
/// time for the same history and seed.
public struct PracticeCourse: Sendable {
  public var vocabulary: PracticeVocabulary
  public var progress: PracticeProgress
  public var generator: LessonGenerator

  public init(vocabulary: PracticeVocabulary, progress: PracticeProgress) {
    self.vocabulary = vocabulary
    self.progress = progress
    var generator = LessonGenerator(words: vocabulary.words)
    generator.freeKeys = PracticeVocabulary.freeKeys
    self.generator = generator
  }

  /// The learner's first course on a vocabulary: six keys open, the target `targetTime`.
  public init(vocabulary: PracticeVocabulary, history: PracticeHistory, targetTime: Double) {
    self.init(
      vocabulary: vocabulary,
      progress: history.progress(order: vocabulary.ranking, targetTime: targetTime))
  }

  /// The lesson's words for `seed` (empty when no word uses only the open keys).
  public func nextWords(seed: UInt64) -> [String] {
    generator.lesson(unlocked: Set(progress.unlocked), focus: progress.focus, seed: seed)
  }
}
