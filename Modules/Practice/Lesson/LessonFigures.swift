import Hangul

/// A lesson's live figures: speed, accuracy and keystrokes per character typed vs planned.
///
/// The clock starts at the first tap (reading the lesson is not typing). `가` on 천지인 typed
/// `ㄱㅋ` 0 s, `ㅡ` 0.5 s (wrong), `delete` 1.0 s, `ㅣ` 1.6 s, `ㆍ` 2.0 s: 2 s, 1 syllable and
/// 1 character (30 per minute), 5 taps (150 taps per minute), accuracy 3 of 4 = 0.75, KSPC
/// typed 5 against the plan's 3.
public struct LessonFigures: Hashable, Sendable, Codable {
  /// Seconds from the first tap to the last.
  public var seconds: Double
  /// Characters (Unicode scalars) of the text typed so far on the plan.
  public var characters: Int
  /// Hangul syllables among them.
  public var syllables: Int
  /// Every tap, deletes included.
  public var taps: Int
  /// Taps on the plan / wrong taps (an error each) / taps off the plan after an error.
  public var correctTaps: Int
  public var errors: Int
  public var offPlanTaps: Int
  public var deletes: Int
  /// The plan's taps for the whole text, and its characters.
  public var plannedTaps: Int
  public var plannedCharacters: Int

  public init(
    seconds: Double, characters: Int, syllables: Int, taps: Int, correctTaps: Int, errors: Int,
    offPlanTaps: Int, deletes: Int, plannedTaps: Int, plannedCharacters: Int
  ) {
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
  }

  /// The figures of what `checker` has seen.
  public init(_ checker: TapChecker) {
    let taps = checker.taps
    seconds = (taps.last?.time ?? 0) - (taps.first?.time ?? 0)
    let typed = checker.target.fieldAfter[
      min(checker.position, checker.target.fieldAfter.count - 1)]
    characters = typed.unicodeScalars.count
    syllables = typed.unicodeScalars.reduce(0) { $0 + (HangulScalar.isSyllable($1.value) ? 1 : 0) }
    self.taps = taps.count
    var correct = 0
    var wrong = 0
    var offPlan = 0
    var deletes = 0
    for tap in taps {
      switch tap.verdict {
      case .correct: correct += 1
      case .wrong: wrong += 1
      case .offPlan: offPlan += 1
      case .delete: deletes += 1
      }
    }
    correctTaps = correct
    errors = wrong
    offPlanTaps = offPlan
    self.deletes = deletes
    plannedTaps = checker.target.taps.count
    plannedCharacters = checker.target.characterCount
  }

  private func perMinute(_ count: Int) -> Double {
    seconds > 0 ? Double(count) * 60 / seconds : 0
  }

  public var charactersPerMinute: Double { perMinute(characters) }
  public var syllablesPerMinute: Double { perMinute(syllables) }
  public var tapsPerMinute: Double { perMinute(taps) }

  /// Taps on the plan ÷ every key tap but deletes (1 before the first tap).
  public var accuracy: Double {
    let keyed = correctTaps + errors + offPlanTaps
    return keyed == 0 ? 1 : Double(correctTaps) / Double(keyed)
  }

  /// Every tap (deletes included) per character typed on the plan.
  public var typedKSPC: Double { characters == 0 ? 0 : Double(taps) / Double(characters) }

  /// The plan's taps per character.
  public var plannedKSPC: Double {
    plannedCharacters == 0 ? 0 : Double(plannedTaps) / Double(plannedCharacters)
  }
}
