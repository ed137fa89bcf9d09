/// Why the terminal could not be started (TerminalKit's `TerminalError`), said on standard
/// error before anything is drawn.
public enum TerminalErrorText: CatalogEntry {
  /// Neither the locale nor C.UTF-8 is UTF-8: `{codeset}` is the locale's.
  case noUTF8Locale
  case notATerminal
  /// ncurses does not know `{term}`.
  case unknownTerminal
  /// An off-screen terminal's output file: `{path}`.
  case cannotOpen
  case noControllingTerminal
  /// `{term}` is the terminal type, quoted, or `noTerminalType`.
  case noCursorAddressing
  /// `TERM` is empty or unset.
  case noTerminalType
}
