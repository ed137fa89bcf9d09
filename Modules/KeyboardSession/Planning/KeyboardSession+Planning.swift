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

  /// The most page, shift and language keys a plan taps before its character.
  static let maximumNavigationTaps = 3

  /// The key names to tap, in order, to type `scalar` from the state now; `nil` when no page
  /// of this keyboard types it. Hangul (syllables and letters) is typed from empty buffers:
  /// callers end the composition first (`typeInputMethodText` does).
  public mutating func plannedTaps(for scalar: Unicode.Scalar) -> [String]? {
    let key = TypingPlanCache.Key(state: keyboard, options: layoutOptions, scalar: scalar.value)
    if let known = planCache.taps[key] { return known }
    let plan: [String]?
    if HangulScalar.isHangul(scalar.value) {
      plan = hangulTaps(for: scalar.value)
    } else {
      plan = navigate { state, layout in Self.key(typing: scalar, in: layout, state: state) }
        .map { $0.taps + [$0.key] }
    }
    planCache.store(plan, for: key)
    return plan
  }

  /// The taps that bring back the letters from a symbol or number page (`nil` when none does).
  func tapsToLetters() -> [String]? {
    navigate { state, _ in state.page == .primary ? "" : nil }?.taps
  }

  /// The key of the last planned tap (`tapKeys`, `typeText`).
  public var lastPlannedKey: String? { planCache.lastTap?.name }

  /// The taps that reach the page and shift state where `goal` finds a key, breadth first
  /// over the page, shift and language keys.
  func navigate(
    _ goal: (KeyboardState, ResolvedLayout) -> String?
  ) -> (taps: [String], key: String, state: KeyboardState)? {
    var frontier: [(KeyboardState, [String])] = [(keyboard, [])]
    var seen: Set<KeyboardState> = [keyboard]
    for depth in 0...Self.maximumNavigationTaps {
      var next: [(KeyboardState, [String])] = []
      for (state, taps) in frontier {
        guard let layout = layout(for: state) else { continue }
        if let key = goal(state, layout) { return (taps, key, state) }
        guard depth < Self.maximumNavigationTaps else { continue }
        for role in KeyboardState.NavigationRole.allCases {
          guard
            layout.rows.contains(where: { $0.keys.contains { $0.role.rawValue == role.rawValue } })
          else { continue }
          let after = state.afterTapping(role)
          if seen.insert(after).inserted { next.append((after, taps + [role.rawValue])) }
        }
      }
      frontier = next
    }
    return nil
  }

  /// The key that types `scalar` in `layout`: space, return (when enabled) or the character
  /// key whose output it is.
  static func key(typing scalar: Unicode.Scalar, in layout: ResolvedLayout, state: KeyboardState)
    -> String?
  {
    let text = String(scalar)
    for row in layout.rows {
      for key in row.keys {
        switch key.role {
        case .space where scalar == " ": return key.name
        case .return where scalar == "\n": return key.name
        case .character where key.output == text: return key.name
        default: continue
        }
      }
    }
    return nil
  }

  /// A Hangul letter or syllable: to the Hangul letters, then the presses the layout's own
  /// processor needs, with shift tapped on or off before each press as it requires.
  private mutating func hangulTaps(for scalar: UInt32) -> [String]? {
    guard
      let route = navigate({ state, _ in
        state.isHangulPrimary ? "" : nil
      })
    else { return nil }
    var state = route.state
    state.shift = .off
    guard let hangulLayout = state.primary.hangulLayout, let unshifted = layout(for: state)
    else { return nil }
    var plan =
      planCache.hangul[unshifted.id]
      ?? HangulKeyPlan(
        layout: hangulLayout,
        keys: unshifted.rows.flatMap(\.keys).filter { $0.role == .character }.map {
          (name: $0.name, output: $0.output, shifted: $0.shiftedOutput)
        })
    let presses = plan.presses(for: scalar)
    planCache.hangul[unshifted.id] = plan
    guard let presses else { return nil }
    var taps = route.taps
    var shift = route.state.shift
    for press in presses {
      if (shift != .off) != press.shifted {
        taps.append("shift")
        shift = shift == .off ? .on : .off
      }
      taps.append(press.key)
      if shift == .on { shift = .off }
    }
    return taps
  }

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
      if let last = planCache.lastTap, last.name == name, name == "space" || name == "shift" {
        t = max(t, last.time + gestures.settings.doubleTapInterval + Self.plannedTapGap)
      }
      guard tapKey(named: name, at: t, holding: Self.plannedTapHold) else { return (t, false) }
      planCache.lastTap = (name, t + Self.plannedTapHold)
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
