import KeyboardApp
import KeyboardScreen
import TerminalKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

// Serialized: ncurses and setlocale keep process-wide state and are not thread-safe.
@Suite("Terminal: options, errors, locale", .serialized)
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
      (.cannotOpen(path: "/nope/out"), "/nope/out"),
    ])
  func messages(error: TerminalError, mentions: String) {
    #expect(error.message.contains(mentions))
  }

  @Test("Through ncurses, a frame that changes one syllable sends that syllable and little else")
  func offscreenPaint() throws {
    let path = "/tmp/sykb-terminal-test-\(getpid()).out"
    defer { unlink(path) }
    let terminal = try Terminal(offscreen: TerminalSize(columns: 20, rows: 4), output: path)
    var sink = terminal
    var painter = Painter()
    var screen = ScreenBuffer(size: terminal.size)
    screen.draw(Glyph.split("안녕", width: .standard), column: 0, row: 0, style: .plain)
    painter.paint(screen, into: &sink)
    let first = terminal.offscreenBytesWritten
    screen.draw(Glyph.split("하", width: .standard), column: 4, row: 0, style: .plain)
    painter.paint(screen, into: &sink)
    let total = terminal.offscreenBytesWritten
    terminal.stop()
    let bytes = try #require(FileBytesForTest.read(path))
    #expect(terminal.size == TerminalSize(columns: 20, rows: 4))
    #expect(first > 6)
    let change = Array(bytes[first..<total])
    #expect(change.count <= 24, "the second frame should be a move and 하, not a repaint")
    #expect(String(decoding: change, as: UTF8.self).contains("하"))
    #expect(!String(decoding: change, as: UTF8.self).contains("안"))
  }

  @Test("An unknown terminal type is a typed error, not a crash")
  func unknownTerminalType() {
    let path = "/tmp/sykb-terminal-test-unknown-\(getpid()).out"
    defer { unlink(path) }
    #expect(throws: TerminalError.unknownTerminal(term: "no-such-terminal-sykb")) {
      _ = try Terminal(
        offscreen: TerminalSize(columns: 20, rows: 4), output: path, term: "no-such-terminal-sykb")
    }
  }
}

/// Reads a whole file (tests only).
enum FileBytesForTest {
  static func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      if count <= 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
  }
}
