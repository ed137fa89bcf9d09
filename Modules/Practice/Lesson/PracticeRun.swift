import KeyboardSession

/// A lesson followed on a running session: after each input, the keys the session counted
/// as tapped (`keyTaps`) are handed to the checker with the time and the field's text.
///
/// The same follower serves the terminal (mouse and grid keys), `sykb practice replay` and
/// the tests. Text that arrives whole from an input method is not a tap: the session counts
/// no key for it, so it is not timed (`untimedText` says it happened).
public struct PracticeRun: Sendable {
  public private(set) var checker: TapChecker
  private var counted: KeyTapCounts
  private var fieldLength: Int
  /// Whether the field changed without a counted tap (input-method or pasted text).
  public private(set) var untimedText = false

  public init(target: LessonTarget, session: KeyboardSession) {
    checker = TapChecker(target: target)
    counted = session.keyTaps
    fieldLength = session.document.text.unicodeScalars.count
  }

  /// Hands the taps `session` counted since the last call to the checker, at `time`;
  /// `timed: false` for taps typed from text that arrived whole (they are checked, not timed,
  /// and `untimedText` is set).
  @discardableResult
  public mutating func observe(_ session: KeyboardSession, at time: Double, timed: Bool = true)
    -> [TapChecker.Verdict]
  {
    let now = session.keyTaps
    var verdicts: [TapChecker.Verdict] = []
    if now.total != counted.total {
      if !timed { untimedText = true }
      let field = session.document.text
      for (key, count) in now.counts.sorted(by: { $0.key < $1.key }) {
        let before = counted.counts[key] ?? 0
        for _ in before..<max(before, count) {
          verdicts.append(checker.tap(key.key, at: time, field: field, timed: timed))
        }
      }
    } else if session.document.text.unicodeScalars.count != fieldLength {
      untimedText = true
    }
    counted = now
    fieldLength = session.document.text.unicodeScalars.count
    return verdicts
  }
}
