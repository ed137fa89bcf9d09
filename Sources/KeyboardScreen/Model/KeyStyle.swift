import TerminalKit

/// How a key is drawn, beyond its caption.
///
/// The 천지인 space key while a syllable is in progress is `.space(showsArrow: true)` and shows
/// `→` instead of its caption; a `완료` return key is `.returnKey(isHighlighted: true)`.
public enum KeyStyle: Sendable, Equatable, Hashable {
  /// A key that types text.
  case character
  /// Delete, switch, globe, 한/A, page toggle: drawn in the function-key colour.
  case function
  /// The space bar; with `showsArrow` the caption is replaced by `→` (space only commits).
  case space(showsArrow: Bool)
  /// Return; highlighted return keys (이동, 검색, 완료, …) use the accent colour.
  case returnKey(isHighlighted: Bool)
  /// Shift with its state: off `⇧`, one-shot on (accent), caps lock `⇪` (accent, underlined).
  case shift(ShiftState)
  /// An empty grid cell (the tenkey's blank bottom-left): outline only.
  case blank
}
