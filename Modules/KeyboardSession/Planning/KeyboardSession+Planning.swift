import Gestures
import Hangul
import KeyboardLayouts

/// Text from outside the keys — a physical keyboard, the user's input method — typed with the
/// touches a user would make: which keys type a character on the keyboard showing (switching
/// page, shift or language first where it lives elsewhere), tapped in virtual time.
///
/// On 두벌식 `*` is `switch`, `page`, `*`; on 나랏글 `ㅋ` is `ㄱ`, `획`; on QWERTY with the shift
/// off `A` is `shift`, `a`. A character no page has (`€` on 두벌식) has no plan.
extension KeyboardSession {
  /// How long a planned tap holds its key, and the pause after its release (session seconds).
  public static let plannedTapHold = 0.04
  public static let plannedTapGap = 0.02

  /// The key of the last planned tap (`tapKeys`, `typeText`).
  public var lastPlannedKey: String? { planner.cache.lastTap?.name }

  /// What planning reads of the session now.
  var planningContext: PlanningContext {
    PlanningContext(
      library: library, settings: settings, traits: traits, keyboard: keyboard,
      geometryOptions: geometryOptions, layoutCache: touches.layoutCache)
  }

  /// The key names to tap, in order, to type `scalar` from the state now (`TypingPlanner`).
  public mutating func plannedTaps(for scalar: Unicode.Scalar) -> [String]? {
    let context = planningContext
    return planner.plannedTaps(for: scalar, in: context)
  }

  /// The taps that bring back the letters from a symbol or number page.
  func tapsToLetters() -> [String]? { TypingPlanner.tapsToLetters(in: planningContext) }

  /// Ends the composition as an input method's commit does: the composing text stays in the
  /// field as typed and nothing that follows merges with it (the buffers are cleared).
  mutating func endComposition() {
    journal(.host(.commit), at: now)
    hangul.commit()
  }

  /// Text the host inserts itself (hardware-keyboard text the keys cannot type): the
  /// composition is committed, the text goes in at the cursor as one undo unit, and nothing
  /// is learned from it.
  mutating func insertHostText(_ text: String, at time: Double) {
    journal(.host(.insert(text)), at: time)
    hostEdit("host insert", at: time) { $0.insert(text) }
  }

  /// The PC's Delete key, as a hardware keyboard's forward delete on a phone: the host deletes
  /// the character after the cursor (or the selection) as one undo unit; buffers reset.
  mutating func deleteForward(at time: Double) {
    hostEdit("forward delete", at: time) { $0.deleteForward() }
  }

  /// An edit of the host's (`label` in the trace) as one undo unit at `time`.
  mutating func hostEdit(_ label: String, at time: Double, _ change: (inout TextDocument) -> Void) {
    now = max(now, time)
    let edits = performAsUnit(change)
    trace("\(label) → \(edits.traced)")
    hostTextChanged()
  }

  /// After the host changed the text itself: learning restarts at the cursor, the bar and
  /// auto-capitalisation follow.
  mutating func hostTextChanged() {
    bar.suggestions.restartLearning(at: document.cursor, language: keyboard.ngramLanguage)
    refreshSuggestions()
    updateAutoCapitalization()
  }
}
