/// A practice lesson as the store keeps it: what it asked for and its figures so far.
///
/// A lesson is saved as it goes (`LearningStore.savePracticeBatch`): its row first with the
/// first batch of taps, then its figures with every later batch, `finished` with the last.
public struct PracticeLessonRecord: Hashable, Sendable {
  /// The row's id; `nil` before the lesson's first save.
  public var id: Int64?
  /// The keyboard practised (`cheonjiin`).
  public var keyboard: String
  /// Wall-clock seconds since 1970 when the lesson started.
  public var started: Double
  public var text: String
  public var seconds: Double
  public var characters: Int
  public var syllables: Int
  public var taps: Int
  public var correctTaps: Int
  public var errors: Int
  /// Taps made off the plan after an error, and deletes.
  public var offPlanTaps: Int
  public var deletes: Int
  public var plannedTaps: Int
  public var plannedCharacters: Int
  public var finished: Bool

  public init(
    id: Int64? = nil, keyboard: String, started: Double, text: String, seconds: Double = 0,
    characters: Int = 0, syllables: Int = 0, taps: Int = 0, correctTaps: Int = 0, errors: Int = 0,
    offPlanTaps: Int = 0, deletes: Int = 0, plannedTaps: Int, plannedCharacters: Int,
    finished: Bool = false
  ) {
    self.id = id
    self.keyboard = keyboard
    self.started = started
    self.text = text
    self.seconds = seconds
    self.characters = characters
    self.syllables = syllables
    self.taps = taps
    self.correctTaps = correctTaps
    self.errors = errors
    self.offPlanTaps = offPlanTaps
    self.deletes = deletes
    self.plannedTaps = plannedTaps
    self.plannedCharacters = plannedCharacters
    self.finished = finished
  }
}

/// One tap of a practice lesson as the store keeps it.
public struct PracticeTapRecord: Hashable, Sendable {
  /// The tap's place in its lesson, from 0.
  public var position: Int
  public var key: String
  /// The key before, when `seconds` is a clean key-to-key time.
  public var previousKey: String?
  /// Seconds since the previous tap when both were on the plan, else `nil`.
  public var seconds: Double?
  /// `correct`, `wrong`, `off` (after an uncorrected error) or `delete`.
  public var verdict: String
  /// The key that was due, for a wrong tap.
  public var expected: String?

  public init(
    position: Int, key: String, previousKey: String?, seconds: Double?, verdict: String,
    expected: String?
  ) {
    self.position = position
    self.key = key
    self.previousKey = previousKey
    self.seconds = seconds
    self.verdict = verdict
    self.expected = expected
  }
}
