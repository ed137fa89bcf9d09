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
      geometryOptions: geometryOptions, layoutCache: layoutCache)
  }

  /// The key names to tap, in order, to type `scalar` from the state now (`TypingPlanner`).
  public mutating func plannedTaps(for scalar: Unicode.Scalar) -> [String]? {
    let context = planningContext
    return planner.plannedTaps(for: scalar, in: context)
  }

  /// The taps that bring back the letters from a symbol or number page.
  func tapsToLetters() -> [String]? { TypingPlanner.tapsToLetters(in: planningContext) }

  /// Taps `names` one after another from `time` (touch-down at the key's centre on the page
  /// showing then, release `plannedTapHold` later); returns the time after the last tap and
  /// whether every key was there. Two planned taps of space or shift in a row are spaced past
  /// the double-tap interval, so typed text is literal — `a␣␣b` is never taken for the period
  /// shortcut (a deliberate double tap is a gesture of its own: a mouse or the F7 binding).
  @discardableResult
  mutating func tapKeys(_ names: [String], at time: Double) -> (end: Double, tapped: Bool) {
    let wasDeferring = suggestionDeferral.isActive
    if !wasDeferring { deferSuggestionUpdates() }
    defer { if !wasDeferring { endSuggestionDeferral() } }
    var t = max(time, now)
    for name in names {
      if let last = planner.cache.lastTap, last.name == name, name == "space" || name == "shift" {
        t = max(t, last.time + gestures.settings.doubleTapInterval + Self.plannedTapGap)
      }
      guard tapKey(named: name, at: t, holding: Self.plannedTapHold) else { return (t, false) }
      planner.cache.lastTap = (name, t + Self.plannedTapHold)
      t += Self.plannedTapHold + Self.plannedTapGap
    }
    return (t, true)
  }

  /// Ends the composition as an input method's commit does: the composing text stays in the
  /// field as typed and nothing that follows merges with it (the buffers are cleared).
  mutating func endComposition() {
    journal(.host(.commit), at: now)
    hangul.commit()
  }

  /// Text from the user's input method or a physical keyboard, typed from `time`: each
  /// character with the taps that type it (an input-method syllable ends its composition, so
  /// `ㅏㅏ` stays `ㅏㅏ`); characters the keyboard cannot type are inserted into the field as
  /// a host inserts hardware-keyboard text. `'` and `"` type `’` and `”` where only those exist.
  mutating func typeText(_ text: String, at time: Double) -> TypedText {
    var result = TypedText(end: max(time, now))
    var pending = String.UnicodeScalarView()
    func flush(_ session: inout KeyboardSession) {
      guard !pending.isEmpty else { return }
      session.insertHostText(String(pending), at: result.end)
      result.inserted.unicodeScalars.append(contentsOf: pending)
      pending.removeAll()
    }
    for scalar in text.unicodeScalars {
      let isHangul = HangulScalar.isHangul(scalar.value)
      if isHangul { endComposition() }
      let plan =
        plannedTaps(for: scalar)
        ?? Self.typographicStandIn(for: scalar).flatMap { plannedTaps(for: $0) }
      guard let plan else {
        pending.append(scalar)
        continue
      }
      flush(&self)
      let run = tapKeys(plan, at: result.end)
      result.end = run.end
      result.taps += plan.count
      if !run.tapped { pending.append(scalar) }
      if isHangul { endComposition() }
    }
    flush(&self)
    return result
  }

  /// `’` for `'` and `”` for `"`: the symbol pages have only the typographic quotes.
  static func typographicStandIn(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar {
    case "'": "\u{2019}"
    case "\"": "\u{201D}"
    default: nil
    }
  }

  /// Text the host inserts itself (hardware-keyboard text the keys cannot type): the
  /// composition is committed, the text goes in at the cursor as one undo unit, and nothing
  /// is learned from it.
  mutating func insertHostText(_ text: String, at time: Double) {
    journal(.host(.insert(text)), at: time)
    now = max(now, time)
    let edits = performAsUnit { $0.insert(text) }
    if isTracing {
      traceLines.append("host insert → " + edits.map(\.description).joined(separator: "; "))
    }
    hostTextChanged()
  }

  /// The PC's Delete key, as a hardware keyboard's forward delete on a phone: the host deletes
  /// the character after the cursor (or the selection) as one undo unit; buffers reset.
  mutating func deleteForward(at time: Double) {
    now = max(now, time)
    let edits = performAsUnit { document in
      if let selection = document.selection {
        document.setCursor(selection.upperBound)
        document.deleteBackward(scalars: selection.count)
      } else if document.countAfterCursor > 0 {
        document.moveCursor(characters: 1)
        document.deleteCharacterBackward()
      }
    }
    if isTracing {
      traceLines.append("forward delete → " + edits.map(\.description).joined(separator: "; "))
    }
    hostTextChanged()
  }

  /// After the host changed the text itself: learning restarts at the cursor, the bar and
  /// auto-capitalisation follow.
  mutating func hostTextChanged() {
    suggestions.restartLearning(at: document.cursor, language: ngramLanguage)
    refreshSuggestions()
    updateAutoCapitalization()
  }
}
