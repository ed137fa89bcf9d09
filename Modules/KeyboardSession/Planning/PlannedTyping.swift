import Gestures
import Hangul
import KeyboardLayouts

/// Text from outside the keys — a physical keyboard, the user's input method, a corpus the
/// layout lab measures — typed with the touches a user would make. The typist is a client of
/// the session: it reads the keyboard showing, asks the planner which keys type a character
/// (switching page, shift or language first where it lives elsewhere), and taps them in
/// virtual time; what no key types the host inserts, as a host inserts hardware-keyboard text.
///
/// On 두벌식 `*` is `switch`, `page`, `*`; on 나랏글 `ㅋ` is `ㄱ`, `획`; on QWERTY with the shift
/// off `A` is `shift`, `a`. A character no page has (`€` on 두벌식) has no plan.
enum PlannedTyping {
  /// Taps `names` one after another from `time` (touch-down at the key's centre on the page
  /// showing then, release `plannedTapHold` later); returns the time after the last tap and
  /// whether every key was there. Two planned taps of space or shift in a row are spaced past
  /// the double-tap interval, so typed text is literal — `a␣␣b` is never taken for the period
  /// shortcut (a deliberate double tap is a gesture of its own: a mouse or the F7 binding).
  @discardableResult
  static func tapKeys(_ names: [String], at time: Double, in session: inout KeyboardSession)
    -> (end: Double, tapped: Bool)
  {
    let run = tapKeys(names, at: time, holding: nil, in: &session)
    return (run.end, run.tapped)
  }

  /// Taps `names` as above, or — with `holding` — each held that long, one after another from
  /// `time` exactly (a script's `hold`, no spacing); `missing` names the first key not there.
  static func tapKeys(
    _ names: [String], at time: Double, holding: Double?, in session: inout KeyboardSession
  ) -> (end: Double, tapped: Bool, missing: String?) {
    if let holding {
      var t = time
      for name in names {
        guard session.tapKey(named: name, at: t, holding: holding) else { return (t, false, name) }
        t += holding
      }
      return (t, true, nil)
    }
    let wasDeferring = session.bar.deferral.isActive
    if !wasDeferring { session.deferSuggestionUpdates() }
    defer { if !wasDeferring { session.endSuggestionDeferral() } }
    var t = max(time, session.now)
    for name in names {
      if let last = session.planner.cache.lastTap, last.name == name,
        name == "space" || name == "shift"
      {
        t = max(
          t,
          last.time + session.gestureSettings.doubleTapInterval + KeyboardSession.plannedTapGap)
      }
      guard session.tapKey(named: name, at: t, holding: KeyboardSession.plannedTapHold) else {
        return (t, false, name)
      }
      session.planner.cache.lastTap = (name, t + KeyboardSession.plannedTapHold)
      t += KeyboardSession.plannedTapHold + KeyboardSession.plannedTapGap
    }
    return (t, true, nil)
  }

  /// Text from the user's input method or a physical keyboard, typed from `time`: each
  /// character with the taps that type it (an input-method syllable ends its composition, so
  /// `ㅏㅏ` stays `ㅏㅏ`); characters the keyboard cannot type are inserted into the field as
  /// a host inserts hardware-keyboard text. `'` and `"` type `’` and `”` where only those exist.
  static func typeText(_ text: String, at time: Double, in session: inout KeyboardSession)
    -> TypedText
  {
    var result = TypedText(end: max(time, session.now))
    var pending = String.UnicodeScalarView()
    func flush(_ session: inout KeyboardSession) {
      guard !pending.isEmpty else { return }
      session.insertHostText(String(pending), at: result.end)
      result.inserted.unicodeScalars.append(contentsOf: pending)
      pending.removeAll()
    }
    for scalar in text.unicodeScalars {
      let isHangul = HangulScalar.isHangul(scalar.value)
      if isHangul { session.endComposition() }
      let plan =
        session.plannedTaps(for: scalar)
        ?? typographicStandIn(for: scalar).flatMap { session.plannedTaps(for: $0) }
      guard let plan else {
        pending.append(scalar)
        continue
      }
      flush(&session)
      let run = tapKeys(plan, at: result.end, in: &session)
      result.end = run.end
      result.taps += plan.count
      if !run.tapped { pending.append(scalar) }
      if isHangul { session.endComposition() }
    }
    flush(&session)
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
}
