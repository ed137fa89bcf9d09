/// What a key does when it is pressed, independent of its caption.
///
/// The raw values are the `role` strings of `layouts/*.json`.
public enum KeyRole: String, CaseIterable, Codable, Hashable, Sendable {
  /// Types its `output` (a jamo, a letter, a digit, a symbol, `획`, `쌍`, `.com`, …).
  case character
  case delete
  case space
  case `return`
  case shift
  /// The page switch key (`!#1`, `한글`, `ABC`).
  case `switch`
  /// The 한/A language key of the unified keyboard.
  case lang
  case globe
  /// The symbol page toggle (`1/2`, `2/2`).
  case page
}
