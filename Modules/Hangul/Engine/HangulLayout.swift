/// The three Hangul keyboards, each with its own processor (§2.4–2.6).
///
/// The raw values are the layout kinds of `layouts/*.json`: `HangulLayout(rawValue: "naratgeul")`.
///
/// It is the one type for "which Hangul keyboard": the engine's processor, the
/// `hangul-keyboard` setting and the keyboard state all use it.
public enum HangulLayout: String, CaseIterable, Hashable, Sendable {
  /// 나랏글: 획/쌍 transforms, vowel toggles (§2.5).
  case naratgeul
  /// 천지인: consonant cycles, vowel strokes ㆍ ㅣ ㅡ, space commits (§2.6).
  case cheonjiin
  /// 두벌식: keys send jamo; plain automaton (§2.4).
  case dubeolsik
}
