import KeyboardApp
import KeyboardScreen
import Platform
import TerminalKit

/// Printing text that came from elsewhere (the store, the pasteboard, a provider, a command, a
/// layout file): on a terminal it goes through `TerminalText.escaped` (`^[` for ESC, `<U+202E>`
/// for a bidi control), so a clipboard item cannot set the terminal's clipboard (OSC 52) or
/// reorder the listing; into a pipe or a file it goes as it is.
public enum TerminalOutput {
  /// Whether standard output is a terminal.
  public static let standardOutputIsTerminal = FileDescriptor.standardOutput.isTerminal
  /// Whether standard error is a terminal.
  public static let standardErrorIsTerminal = FileDescriptor.standardError.isTerminal

  /// One line on standard output, escaped when it is a terminal.
  public static func print(_ line: String) {
    Swift.print(standardOutputIsTerminal ? TerminalText.escaped(line) : line)
  }

  /// Text for a message on standard error, escaped when that is a terminal.
  public static func forError(_ text: String) -> String {
    standardErrorIsTerminal ? TerminalText.escaped(text) : text
  }
}
