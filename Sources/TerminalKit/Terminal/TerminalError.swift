/// Why the terminal could not be started.
///
/// Running with `LANG=C` on a system without `C.UTF-8` gives
/// `.noUTF8Locale(codeset: "ANSI_X3.4-1968")`.
public enum TerminalError: Error, Sendable, Equatable {
  /// Neither the user's locale nor `C.UTF-8` uses UTF-8: Hangul cannot be drawn.
  case noUTF8Locale(codeset: String)
  /// Standard input or output is not a terminal.
  case notATerminal
  /// ncurses does not know the terminal type.
  case unknownTerminal(term: String)
  /// A file for an off-screen terminal's output could not be opened.
  case cannotOpen(path: String)
  /// `/dev/tty` could not be opened (no controlling terminal).
  case noControllingTerminal
  /// The terminal cannot move its cursor (`TERM=dumb`, a printing terminal): no `cup`.
  case noCursorAddressing(term: String)

  /// The words shown to the user.
  public var message: String {
    switch self {
    case .noUTF8Locale(let codeset):
      return "sykb needs a UTF-8 locale to draw Hangul, but the locale's codeset is \(codeset) "
        + "and C.UTF-8 is not available; set LANG to a UTF-8 locale (e.g. LANG=C.UTF-8)."
    case .notATerminal:
      return "sykb draws a keyboard and needs a terminal on standard input and output."
    case .unknownTerminal(let term):
      return "the terminal type \"\(term)\" is unknown to ncurses; try TERM=xterm-256color."
    case .cannotOpen(let path):
      return "\(path): cannot open for writing."
    case .noControllingTerminal:
      return "sykb needs a terminal: /dev/tty cannot be opened (no controlling terminal)."
    case .noCursorAddressing(let term):
      let name = term.isEmpty ? "(none)" : "\"\(term)\""
      return "the terminal type \(name) cannot move the cursor, and sykb draws a screen; "
        + "run it in a full-screen terminal (e.g. TERM=xterm-256color)."
    }
  }
}
