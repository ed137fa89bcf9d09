import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `sykb run` on a pseudo-terminal that plays the terminal, with the real bytes: the kitty
/// keyboard protocol's query and fence at start, its answer (or none), the push, key press /
/// repeat / release with and without text, modifiers, xterm's 8-bit meta, and the modes put
/// back on the way out.
@Suite("sykb run: key press, repeat and release from the terminal", .serialized)
struct KeyEventsTerminalTests {
  static let query = "\u{1B}[?u\u{1B}[c"
  static let push = "\u{1B}[>27u"
  static let pop = "\u{1B}[<u"

  /// Starts `sykb run` on qwerty with `--output` and `--log`; returns the terminal and files.
  static func start(_ name: String) throws -> (PseudoTerminal, output: String, log: String) {
    let binary = TmuxSession.binary
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw PseudoTerminal.Failure("the sykb binary is missing at \(binary)")
    }
    let home = CommandRun.home(name)
    let output = home + "/typed.txt"
    let log = home + "/sykb.log"
    let terminal = try PseudoTerminal()
    var environment = ["HOME": home, "TERM": "xterm-256color", "LANG": "C.UTF-8"]
    environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
    try terminal.spawn(
      binary,
      [
        "run", "--keyboard", "qwerty", "--field", "autocapitalization=none", "--output", output,
        "--log", log,
      ], environment: environment)
    return (terminal, output, log)
  }

  static func send(_ terminal: PseudoTerminal, _ text: String) {
    let bytes = Array(text.utf8)
    #expect(write(terminal.master, bytes, bytes.count) == bytes.count)
  }

  /// The log's text once `needle` is in it, or nil after the safety timeout.
  static func log(_ path: String, contains needle: String) -> Bool {
    (try? Patience.poll("\(needle) in the log") { () -> Bool? in
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      return text.contains(needle) ? true : nil
    }) ?? false
  }

  @Test("a terminal that answers: pushed, held keys repeat, keys roll over, popped on quit")
  func answered() throws {
    let (terminal, output, log) = try Self.start("keys-kitty")
    // The query and its fence go out at start, with meta-sends-escape saved and set.
    #expect(terminal.read(until: { $0.firstRange(of: Self.query) != nil }, timeout: 30))
    #expect(terminal.output.firstRange(of: "\u{1B}[?1036s\u{1B}[?1036h") != nil)
    Self.send(terminal, "\u{1B}[?0u\u{1B}[?62;22c")
    #expect(terminal.read(until: { $0.firstRange(of: Self.push) != nil }, timeout: 30))
    // A tap (press with text, release without); a roll-over of s and d.
    Self.send(terminal, "\u{1B}[97;;97u\u{1B}[97;1:3u")
    Self.send(terminal, "\u{1B}[115;;115u\u{1B}[100;;100u\u{1B}[115;1:3u\u{1B}[100;1:3u")
    // f held until the session repeats it (the long press types it once, each repeat again),
    // the terminal's own repeat in between.
    Self.send(terminal, "\u{1B}[102;;102u")
    Self.send(terminal, "\u{1B}[102;1:2;102u")
    #expect(Self.log(log, contains: "decision: repeat"), "the held key's long press")
    // The log hides what was typed but counts it: five characters once f has repeated.
    #expect(Self.log(log, contains: "text \"‹5›\""), "the held key repeated")
    Self.send(terminal, "\u{1B}[102;1:3u")
    // Shift-g types G (its text); Ctrl-Q (a kitty Ctrl combination) quits.
    Self.send(terminal, "\u{1B}[103;2;71u\u{1B}[103;2:3u")
    Self.send(terminal, "\u{1B}[113;5u")
    let status = try #require(terminal.waitForExit(timeout: Patience.seconds), "sykb did not end")
    #expect(status == 0)
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.hasPrefix("asdff"), "\(text)")
    #expect(text.hasSuffix("G"), "\(text)")
    #expect(text.dropFirst(3).dropLast().allSatisfy { $0 == "f" }, "\(text)")
    // Popped before the alternate screen is left, and the other modes put back.
    let bytes = terminal.output
    let pushed = try #require(bytes.firstRange(of: Self.push))
    let popped = try #require(bytes.firstRange(of: Self.pop, from: pushed.upperBound))
    let left = try #require(bytes.lastRange(of: "\u{1B}[?1049l"))
    #expect(popped.upperBound <= left.lowerBound)
    #expect(bytes.firstRange(of: "\u{1B}[?1036r", from: pushed.upperBound) != nil)
  }

  @Test("a terminal that never answers: no wait, no push, keys as ever, 8-bit meta is text")
  func silent() throws {
    let (terminal, output, _) = try Self.start("keys-silent")
    #expect(terminal.read(until: { $0.firstRange(of: Self.query) != nil }, timeout: 30))
    // Drawn and taking keys with no answer at all.
    #expect(terminal.read(until: { $0.firstRange(of: "F1 help") != nil }, timeout: 30))
    // `²` is what a stock xterm sends for Alt-2: typed as text, never taken for Alt.
    Self.send(terminal, "a²")
    Self.send(terminal, "\u{11}")  // Ctrl-Q
    let status = try #require(terminal.waitForExit(timeout: Patience.seconds), "sykb did not end")
    #expect(status == 0)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "a²")
    #expect(terminal.output.firstRange(of: Self.push) == nil)
    #expect(terminal.output.firstRange(of: Self.pop) == nil)
    #expect(terminal.output.firstRange(of: "\u{1B}[?1036r") != nil)
  }
}

/// Under tmux (3.3 speaks no kitty keyboard protocol; it answers the fence itself) nothing
/// changes: keys are taps, and F1's first row under the typing heading says why holds need
/// F5 and F6 there.
@Suite(
  "sykb run under tmux: presses only, and F1 says so",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct KeyEventsUnderTmuxTests {
  @Test("tmux: a key is a tap, no held-keys mode, F1 names F5 and F6")
  func pressesOnly() throws {
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "autocapitalization=none"],
      messages: "C.UTF-8")
    let keyboard = try session.waitForKeyboard()
    #expect(!keyboard.text.contains("held keys"))
    try session.type("ab")
    try session.wait("the text typed") { $0.firstLine == "ab" }
    try session.press("F1")
    let help = try session.wait("the help's input-model row") { screen in
      screen.lines.joined().filter { !$0.isWhitespace }.contains("keypressesonly")
    }
    let text = help.lines.joined().filter { !$0.isWhitespace }
    #expect(text.contains("holdwithF5,longpresswithF6"), "\(help.text)")
    #expect(!help.text.contains("held keys"))
  }
}
