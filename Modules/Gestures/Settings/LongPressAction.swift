/// What a held text key does (§3.2), as the setting `long-press-action` names it. Delete
/// repeats whatever this says.
public enum LongPressAction: String, CaseIterable, Hashable, Sendable {
  /// Input once at recognition, then every repeat interval (`repeat`).
  case repeatInput = "repeat"
  /// Input the key's secondary once (`number`).
  case numberInput = "number"
  /// No long press: a long hold is an ordinary tap.
  case disabled
}
