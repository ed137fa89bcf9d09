import Localization

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

  /// The English words, for logs and callers that have no `Words`.
  public var message: String { message(Words(.english)) }

  /// The words shown to the user, in their language: `.notATerminal` is `sykb draws a
  /// keyboard and needs a terminal on standard input and output.` in English.
  public func message(_ words: Words) -> String {
    switch self {
    case .noUTF8Locale(let codeset):
      words(TerminalErrorText.noUTF8Locale, ["codeset": codeset])
    case .notATerminal:
      words(TerminalErrorText.notATerminal)
    case .unknownTerminal(let term):
      words(TerminalErrorText.unknownTerminal, ["term": term])
    case .cannotOpen(let path):
      words(TerminalErrorText.cannotOpen, ["path": path])
    case .noControllingTerminal:
      words(TerminalErrorText.noControllingTerminal)
    case .noCursorAddressing(let term):
      words(
        TerminalErrorText.noCursorAddressing,
        ["term": term.isEmpty ? words(TerminalErrorText.noTerminalType) : "\"\(term)\""])
    }
  }
}
