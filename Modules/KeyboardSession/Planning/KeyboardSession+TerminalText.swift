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

  /// The letter taps of `scalar` (`TypingPlanner.letterTaps`).
  mutating func letterTaps(for scalar: Unicode.Scalar) -> [String]? {
    let context = planningContext
    return planner.letterTaps(for: scalar, in: context)
  }

  /// The key a prefix (F5 hold, F6 long press, F7 double tap) names with a character from the
  /// terminal (`TypingPlanner.keyName(forTerminal:in:)`).
  public mutating func keyName(forTerminal scalar: Unicode.Scalar) -> String? {
    let context = planningContext
    return planner.keyName(forTerminal: scalar, in: context)
  }

  /// The taps a terminal key makes at its position on the page showing (grid keys).
  func positionTaps(for scalar: Unicode.Scalar) -> [String]? {
    TypingPlanner.positionTaps(for: scalar, in: planningContext)
  }

  /// Whether a key on the page showing is labelled `text` (its name, caption or output).
  public func hasKeyLabelled(_ text: String) -> Bool {
    TypingPlanner.labelledStroke(text, in: planningContext) != nil
  }

  /// What each ASCII letter types by its position on the Hangul letters showing
  /// (`TypingPlanner.positionJamo(in:)`).
  public func positionJamo() -> [UInt32] { TypingPlanner.positionJamo(in: planningContext) }

  /// Whether `scalar` is an ASCII letter (`a`–`z`, `A`–`Z`).
  public static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
