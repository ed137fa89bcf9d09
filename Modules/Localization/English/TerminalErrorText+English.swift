extension TerminalErrorText {
  // swift-format-ignore
  public var english: String {
    switch self {
    case .noUTF8Locale:
      "sykb needs a UTF-8 locale to draw Hangul, but the locale's codeset is {codeset} and C.UTF-8 is not available; set LANG to a UTF-8 locale (e.g. LANG=C.UTF-8)."
    case .notATerminal: "sykb draws a keyboard and needs a terminal on standard input and output."
    case .unknownTerminal: "the terminal type \"{term}\" is unknown to ncurses; try TERM=xterm-256color."
    case .cannotOpen: "{path}: cannot open for writing."
    case .noControllingTerminal: "sykb needs a terminal: /dev/tty cannot be opened (no controlling terminal)."
    case .noCursorAddressing:
      "the terminal type {term} cannot move the cursor, and sykb draws a screen; run it in a full-screen terminal (e.g. TERM=xterm-256color)."
    case .noTerminalType: "(none)"
    }
  }
}
