import KeyboardLayouts

/// A character that arrives from the terminal — a key of the PC's keyboard, or a character the
/// user's input method committed; a terminal cannot tell the two apart — typed so that what it
/// types never depends on a page the user does not see (docs/manual/input-modes.md).
///
/// Text mode (the default, `grid-keys = off`): the character is text. A digit types that digit
/// (from the number row when it is shown, else from the symbol page, which then stays or
/// returns as the auto-return rules say); a Latin letter types that letter on the letters that
/// have it — on the unified keyboard 한/A is tapped first, exactly as Hangul taps it back — as
/// the letter key does on the phone (`A` is shift + `a`; an `a` while shift is on is `A`);
/// Hangul, symbols and everything else are typed by the keys `plannedTaps(for:)` finds or
/// inserted by the host (`typeText`). On 나랏글 `2024년 3월` is `2024년 3월`; on the unified
/// 나랏글 한/A keyboard `세상 world` is `세상 world`.
///
/// Grid-keys mode (`grid-keys = on`): digits and Latin letters press the key at their place on
/// the letters showing (`positionTaps(for:)`: on 나랏글 `sz321xq` is `한글`); what no key sits
/// under is text as above.
extension PlannedTyping {
  /// Types `scalar`, which came from the terminal, from `time` as the mode says.
  static func typeFromTerminal(
    _ scalar: Unicode.Scalar, at time: Double, in session: inout KeyboardSession
  ) -> TypedText {
    let start = max(time, session.now)
    if session.settings.isGridKeysEnabled,
      let typed = typeAtPosition(scalar, at: start, in: &session)
    {
      return typed
    }
    if KeyboardSession.isLatinLetter(scalar), let plan = session.letterTaps(for: scalar) {
      return typeLetter(scalar, plan: plan, at: start, in: &session)
    }
    return typeText(String(scalar), at: start, in: &session)
  }

  /// Taps a letter's plan: the page and 한/A keys first, then shift and the letter as the
  /// letters now showing need them (auto-capitalisation may have turned shift on meanwhile).
  static func typeLetter(
    _ scalar: Unicode.Scalar, plan: [String], at time: Double, in session: inout KeyboardSession
  ) -> TypedText {
    var plan = plan
    var end = time
    var count = 0
    let navigation = plan.dropLast().filter { $0 != "shift" }
    if !navigation.isEmpty {
      let run = tapKeys(navigation, at: end, in: &session)
      end = run.end
      count = navigation.count
      if run.tapped, let letter = session.letterTaps(for: scalar) {
        plan = letter
      } else {
        plan = []
      }
    }
    let run = tapKeys(plan, at: end, in: &session)
    if run.tapped && !plan.isEmpty { return TypedText(end: run.end, taps: count + plan.count) }
    // A page that did not come as planned (a user layout file without the key): as text.
    var typed = typeText(String(scalar), at: run.end, in: &session)
    typed.taps += count
    return typed
  }

  /// Grid keys: the key at the character's position on the page showing; a letter typed on a
  /// symbol page goes back to the letters first, where letters sit by position. `nil` when no
  /// key sits there (the character is then typed as text).
  static func typeAtPosition(
    _ scalar: Unicode.Scalar, at time: Double, in session: inout KeyboardSession
  ) -> TypedText? {
    if let taps = session.positionTaps(for: scalar) {
      let run = tapKeys(taps, at: time, in: &session)
      return run.tapped ? TypedText(end: run.end, taps: taps.count) : nil
    }
    guard KeyboardSession.isLatinLetter(scalar), session.keyboard.page != .primary,
      let back = session.tapsToLetters(),
      !back.isEmpty
    else { return nil }
    let run = tapKeys(back, at: time, in: &session)
    guard run.tapped, let taps = session.positionTaps(for: scalar) else { return nil }
    let letter = tapKeys(taps, at: run.end, in: &session)
    return TypedText(end: letter.end, taps: back.count + taps.count)
  }

}
