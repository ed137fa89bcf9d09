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
extension KeyboardSession {
  /// Types `scalar`, which came from the terminal, from `time` as the mode says.
  mutating func typeFromTerminal(_ scalar: Unicode.Scalar, at time: Double) -> TypedText {
    let start = max(time, now)
    if settings.isGridKeysEnabled, let typed = typeAtPosition(scalar, at: start) { return typed }
    if Self.isLatinLetter(scalar), let plan = letterTaps(for: scalar) {
      return typeLetter(scalar, plan: plan, at: start)
    }
    return typeText(String(scalar), at: start)
  }

  /// Taps a letter's plan: the page and 한/A keys first, then shift and the letter as the
  /// letters now showing need them (auto-capitalisation may have turned shift on meanwhile).
  mutating func typeLetter(_ scalar: Unicode.Scalar, plan: [String], at time: Double)
    -> TypedText
  {
    var plan = plan
    var end = time
    var count = 0
    let navigation = plan.dropLast().filter { $0 != "shift" }
    if !navigation.isEmpty {
      let run = tapKeys(navigation, at: end)
      end = run.end
      count = navigation.count
      if run.tapped, let letter = letterTaps(for: scalar) { plan = letter } else { plan = [] }
    }
    let run = tapKeys(plan, at: end)
    if run.tapped && !plan.isEmpty { return TypedText(end: run.end, taps: count + plan.count) }
    // A page that did not come as planned (a user layout file without the key): as text.
    var typed = typeText(String(scalar), at: run.end)
    typed.taps += count
    return typed
  }

  /// Grid keys: the key at the character's position on the page showing; a letter typed on a
  /// symbol page goes back to the letters first, where letters sit by position. `nil` when no
  /// key sits there (the character is then typed as text).
  mutating func typeAtPosition(_ scalar: Unicode.Scalar, at time: Double) -> TypedText? {
    if let taps = positionTaps(for: scalar) {
      let run = tapKeys(taps, at: time)
      return run.tapped ? TypedText(end: run.end, taps: taps.count) : nil
    }
    guard Self.isLatinLetter(scalar), keyboard.page != .primary, let back = tapsToLetters(),
      !back.isEmpty
    else { return nil }
    let run = tapKeys(back, at: time)
    guard run.tapped, let taps = positionTaps(for: scalar) else { return nil }
    let letter = tapKeys(taps, at: run.end)
    return TypedText(end: letter.end, taps: back.count + taps.count)
  }

  /// The taps that type the Latin letter `scalar` as the phone's letter key does: to the
  /// letters that have it (page, switch and 한/A keys), shift first for a capital while shift is
  /// off, then the key; `nil` when no page of this keyboard has the letter (나랏글, 천지인 and
  /// 두벌식 have none: the host then inserts it).
  ///
  /// On the unified keyboard showing Hangul, `w` is `lang`, `w`; on QWERTY's symbols `W` is
  /// `switch`, `shift`, `w`.
  mutating func letterTaps(for scalar: Unicode.Scalar) -> [String]? {
    guard Self.isLatinLetter(scalar), let lower = Unicode.Scalar(scalar.value | 0x20) else {
      return nil
    }
    let key = TypingPlanCache.Key(state: keyboard, options: layoutOptions, scalar: scalar.value)
    if let known = planCache.letters[key] { return known }
    let plan: [String]?
    if let route = navigate({ state, layout in
      state.page == .primary ? Self.letterKey(lower, in: layout) : nil
    }) {
      var taps = route.taps
      let hasShift =
        layout(for: route.state)?.rows.contains { $0.keys.contains { $0.role == .shift } } ?? false
      if scalar != lower, route.state.shift == .off, hasShift { taps.append("shift") }
      plan = taps + [route.key]
    } else {
      plan = nil
    }
    planCache.storeLetter(plan, for: key)
    return plan
  }

  /// The character key of `layout` that types `lower` in either case.
  static func letterKey(_ lower: Unicode.Scalar, in layout: ResolvedLayout) -> String? {
    for row in layout.rows {
      for key in row.keys where key.role == .character {
        let scalars = key.output.unicodeScalars
        guard scalars.count == 1, let only = scalars.first, only.isASCII else { continue }
        if only == lower || only.value | 0x20 == lower.value { return key.name }
      }
    }
    return nil
  }

  /// The key a prefix (F5 hold, F6 long press, F7 double tap) names with a character from the
  /// terminal: the key at its position in grid-keys mode; else the one key that types it on the
  /// page showing; else the key at its position (a prefix names a key, and `F6 2` on 천지인 is a
  /// long press of the key under `2`). `nil` when none.
  public mutating func keyName(forTerminal scalar: Unicode.Scalar) -> String? {
    if settings.isGridKeysEnabled, let taps = positionTaps(for: scalar) { return taps.last }
    if let plan = plannedTaps(for: scalar), plan.count == 1 { return plan.first }
    if let taps = letterTaps(for: scalar), taps.count == 1 { return taps.first }
    return positionTaps(for: scalar)?.last
  }
}
