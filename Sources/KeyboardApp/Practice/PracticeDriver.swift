import KeyboardScreen
import KeyboardSession

/// A practice lesson run by the app (`sykb practice`): the host's driver looks at the session
/// after every input and says what to show; the app draws it and knows nothing of lessons.
///
/// `timed` is false for input that did not come as taps the user made one by one (terminal
/// text outside grid-keys mode, a paste): the driver checks it but cannot time it.
public protocol PracticeDriver {
  /// After one input at `time`: checks and times its taps, may start the next lesson (it may
  /// replace the field), and returns what to show.
  mutating func observe(_ session: inout KeyboardSession, at time: Double, timed: Bool)
    -> PracticeDisplay
  /// A frame was painted: the time to write what the taps left to save, off the path from a
  /// key to its frame.
  mutating func afterFrame()
  /// The app ends: saves what the lesson so far holds.
  mutating func finish(_ session: KeyboardSession)
}

/// What practice adds to the screen.
public struct PracticeDisplay: Sendable, Equatable {
  /// The lesson line and its figures above the field.
  public var lesson: LessonLineModel
  /// Each open key's heat (0 steady … 1 weakest), by key name; a key not here is not lit.
  public var keyHeat: [String: Double]
  /// The key that was due when a wrong one was tapped, drawn pressed until it is corrected.
  public var dueKey: String?
  /// Said once in the status line (a key unlocked, text that cannot be timed).
  public var notice: String?

  public init(
    lesson: LessonLineModel, keyHeat: [String: Double] = [:], dueKey: String? = nil,
    notice: String? = nil
  ) {
    self.lesson = lesson
    self.keyHeat = keyHeat
    self.dueKey = dueKey
    self.notice = notice
  }
}
