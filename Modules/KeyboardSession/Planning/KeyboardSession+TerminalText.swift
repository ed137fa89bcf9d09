import KeyboardLayouts

/// The planner's answers about the keyboard showing, for text that comes from the terminal
/// (`PlannedTyping+Terminal.swift` types it).
extension KeyboardSession {
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

  /// The one key a physical key holds down while it is held: in grid-keys mode the key at its
  /// position, otherwise the key whose single tap types `scalar` now (QWERTY `a` → `a`);
  /// `nil` when that takes more than one tap (나랏글 `ㅋ` is `ㄱ 획`, a capital is shift and
  /// the letter) or no key types it (the host inserts it).
  public mutating func heldKeyName(forTerminal scalar: Unicode.Scalar) -> String? {
    let context = planningContext
    return planner.heldKeyName(forTerminal: scalar, in: context)
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
