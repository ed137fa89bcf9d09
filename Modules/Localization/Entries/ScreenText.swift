/// What the keyboard screen draws of its own: the terminal is too small (`terminal too small
/// (need 31×12)` / `now 25×10`), the question over the bar before a learned word is removed.
public enum ScreenText: CatalogEntry {
  /// The headline of the too-small screen.
  case tooSmall
  /// The size the screen needs: `{columns}×{rows}`.
  case tooSmallNeed
  /// The terminal's size now.
  case tooSmallNow
}
