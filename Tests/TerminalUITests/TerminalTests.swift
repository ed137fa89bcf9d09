import TerminalUI
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Terminal: options, errors, locale")
struct TerminalTests {
  @Test(
    "NO_COLOR set to anything non-empty turns colour off",
    arguments: [
      ([:], true), (["NO_COLOR": ""], true), (["NO_COLOR": "1"], false),
      (["NO_COLOR": "yes", "TERM": "xterm"], false),
    ] as [([String: String], Bool)])
  func noColor(environment: [String: String], allowsColor: Bool) {
    #expect(TerminalOptions(environment: environment).allowsColor == allowsColor)
  }

  @Test("The locale ends up UTF-8 so that wcwidth measures Hangul as two columns")
  func locale() throws {
    try Terminal.prepareLocale()
    #expect(Terminal.characterWidth.columns(of: "한") == 2)
    #expect(Terminal.characterWidth.columns(of: "\u{11A2}") == 0)
  }

  @Test(
    "Without a terminal on stdin/stdout, starting fails with a typed error, not a crash",
    .enabled(if: isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0))
  func notATerminal() throws {
    #expect(throws: TerminalError.notATerminal) {
      try Terminal.run { _ in }
    }
  }

  @Test(
    "Errors are worded for the user",
    arguments: [
      (TerminalError.noUTF8Locale(codeset: "ANSI_X3.4-1968"), "ANSI_X3.4-1968"),
      (.notATerminal, "terminal"), (.unknownTerminal(term: "vt52x"), "vt52x"),
    ])
  func messages(error: TerminalError, mentions: String) {
    #expect(error.message.contains(mentions))
  }
}
