import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Other parties' bytes never drive the terminal: the listings of `sykb clipboard`,
/// `shortcuts`, `settings` and `reply` escape ESC, CSI, OSC 52, DCS, BEL, C1 and bidi controls
/// when standard output is a terminal (run on a pseudo-terminal here), print them as they are
/// into a pipe, and `--json` escapes them as `\uXXXX`; `clipboard paste` stays byte-exact.
/// Also: a hostile reply server is an error from `sykb reply`, and `stats` refuses
/// `/dev/zero` and a FIFO before reading.
@Suite("Hostile input end to end", .serialized)
struct HostileInputEndToEndTests {
  /// ESC-CSI colour, OSC 52 (sets the terminal's clipboard), DCS, C1 CSI, RLO.
  static let payload =
    "A\u{1B}[31mB\u{1B}]52;c;aGk=\u{07}C\u{1B}P1$q\u{1B}\\D\u{9B}2JE\u{202E}F"
  static let escaped = "A^[[31mB^[]52;c;aGk=^GC^[P1$q^[\\D<U+009B>2JE<U+202E>F"

  /// Raw control bytes that must not reach a terminal: ESC, BEL, C1 CSI (C2 9B), RLO.
  static func rawControls(in bytes: [UInt8]) -> [String] {
    var found: [String] = []
    if bytes.contains(0x1B) { found.append("ESC") }
    if bytes.contains(0x07) { found.append("BEL") }
    if bytes.firstRange(of: "\u{9B}") != nil { found.append("U+009B") }
    if bytes.firstRange(of: "\u{202E}") != nil { found.append("U+202E") }
    return found
  }

  static func home(_ name: String) -> String {
    let home = CommandRun.home("hostile-\(name)")
    let config = home + "/.config/sykb"
    for directory in [home + "/.config", config, home + "/.local", home + "/.local/share"] {
      try? FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    }
    ReplyEndToEndTests.writePrivate(
      "clipboard-history = on\nfull-access = on\n", to: config + "/settings.conf")
    return home
  }

  /// `sykb ARGUMENTS` on a pseudo-terminal: everything it wrote there.
  static func onTerminal(
    _ arguments: [String], home: String, environment extra: [String: String] = [:],
    status expected: Int32 = 0
  ) throws -> [UInt8] {
    let terminal = try PseudoTerminal(columns: 200, rows: 50)
    var environment = ["HOME": home, "TERM": "xterm-256color", "LANG": "C.UTF-8"]
    environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
    environment.merge(extra) { $1 }
    try terminal.spawn(TmuxSession.binary, arguments, environment: environment)
    let status = try #require(terminal.waitForExit(timeout: 60), "sykb \(arguments) did not end")
    #expect(status == expected << 8, "sykb \(arguments): status \(status)")
    return terminal.output
  }

  struct Listing: CustomTestStringConvertible, Sendable {
    var name: String
    var setup: [[String]]
    var arguments: [String]
    /// A provider's candidates lose their control and bidi characters before anything shows
    /// them (they could be inserted into the field): the payload without them, on a terminal
    /// and through a pipe alike.
    var isCleaned = false
    var testDescription: String { name }
  }

  /// The payload as a reply candidate: ESC, BEL, C1 CSI and RLO removed.
  static let cleaned = "A[31mB]52;c;aGk=CP1$q\\D2JEF"

  static let listings = [
    Listing(
      name: "clipboard list (pasteboard and history)",
      setup: [["clipboard", "copy", payload], ["clipboard", "add", "--pinned", payload]],
      arguments: ["clipboard", "list"]),
    Listing(
      name: "shortcuts list", setup: [["shortcuts", "add", "zz", payload]],
      arguments: ["shortcuts", "list"]),
    Listing(
      name: "settings get", setup: [["settings", "set", "reply-command", payload]],
      arguments: ["settings", "get", "reply-command"]),
    Listing(
      name: "reply (a command provider's answer)",
      setup: [
        ["settings", "set", "reply-provider", "command"],
        ["settings", "set", "reply-command", "printf '%b\\n' \"$SYKB_TEST_PAYLOAD\""],
      ],
      arguments: ["reply", "hello"], isCleaned: true),
  ]

  @Test("on a terminal the listing is escaped; through a pipe it is as stored", arguments: listings)
  func listingEscaped(listing: Listing) throws {
    let home = Self.home(listing.name.prefix(9).filter(\.isLetter))
    defer { try? FileManager.default.removeItem(atPath: home) }
    for setup in listing.setup {
      let run = CommandRun.sykb(setup, home: home)
      #expect(run.status == 0, "sykb \(setup): \(run.standardError)")
    }
    // The command provider prints the payload (printf's %b turns \033, \007, \302\233 … into
    // the bytes), so the answer is the server's bytes, not the test's.
    let variables = ["SYKB_TEST_PAYLOAD": Self.octal(Self.payload)]
    let shown = try Self.onTerminal(listing.arguments, home: home, environment: variables)
    #expect(Self.rawControls(in: shown) == [], "\(String(decoding: shown, as: UTF8.self))")
    let expected = listing.isCleaned ? Self.cleaned : Self.escaped
    #expect(shown.firstRange(of: expected) != nil, "\(String(decoding: shown, as: UTF8.self))")
    let piped = CommandRun.sykb(listing.arguments, home: home, environment: variables)
    #expect(piped.status == 0, "\(piped.standardError)")
    #expect(
      piped.standardOutput.contains(listing.isCleaned ? Self.cleaned : Self.payload),
      "\(piped.standardOutput.debugDescription)")
  }

  @Test("layouts list and show: a user layout's title and captions are escaped on a terminal")
  func layoutCaptions() throws {
    let home = Self.home("layouts")
    defer { try? FileManager.default.removeItem(atPath: home) }
    var text = try String(
      contentsOfFile: TmuxSession.repositoryRoot + "/layouts/qwerty.json", encoding: .utf8)
    text = text.replacingOccurrences(
      of: "\"title\": \"QWERTY\"", with: "\"title\": \"Q\\u001b]52;c;aGk=\\u0007W\\u202eE\"")
    let key = try #require(
      text.range(of: "{ \"name\": \"q\"") ?? text.range(of: "{\"name\": \"q\""))
    text.replaceSubrange(key, with: "{ \"name\": \"q\", \"caption\": \"\\u001b[31mq\\u009b\"")
    let file = home + "/hostile.json"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let checked = CommandRun.sykb(["layouts", "check", file], home: home)
    try #require(checked.status == 0, "the layout must load: \(checked.standardError)")
    let listed = try Self.onTerminal(["layouts", "list", "--layout", file], home: home)
    #expect(Self.rawControls(in: listed) == [])
    #expect(listed.firstRange(of: "Q^[]52;c;aGk=^GW<U+202E>E") != nil)
    let shown = try Self.onTerminal(["layouts", "show", "qwerty", "--layout", file], home: home)
    #expect(Self.rawControls(in: shown) == [], "\(String(decoding: shown, as: UTF8.self))")
    // The grid fits each caption to its cell: what is left of it is shown, never sent raw.
    #expect(shown.firstRange(of: "[31mq") != nil, "\(String(decoding: shown, as: UTF8.self))")
  }

  /// `printf %b` spelling of `text`: every byte outside printable ASCII as `\0NNN`.
  static func octal(_ text: String) -> String {
    text.utf8.map { byte in
      (32..<127).contains(byte) && byte != 92 && byte != 37
        ? String(UnicodeScalar(byte)) : "\\0" + String(byte, radix: 8)
    }.joined()
  }

  @Test("sykb reply's error message (a failing command's own words) is escaped on a terminal")
  func replyErrorEscaped() throws {
    let home = Self.home("replyerror")
    defer { try? FileManager.default.removeItem(atPath: home) }
    for setup in [
      ["settings", "set", "reply-provider", "command"],
      ["settings", "set", "reply-command", "printf '%b' \"$SYKB_TEST_PAYLOAD\" >&2; exit 3"],
    ] {
      let run = CommandRun.sykb(setup, home: home)
      #expect(run.status == 0, "sykb \(setup): \(run.standardError)")
    }
    let variables = ["SYKB_TEST_PAYLOAD": Self.octal(Self.payload)]
    let shown = try Self.onTerminal(
      ["reply", "hello"], home: home, environment: variables, status: 1)
    let text = String(decoding: shown, as: UTF8.self)
    #expect(Self.rawControls(in: shown) == [], "\(text)")
    #expect(text.contains("sykb reply: command exited with status 3"), "\(text)")
    #expect(text.contains("^[]52;c;aGk=^G"), "\(text)")
  }

  @Test("clipboard list --json escapes C0, C1 and bidi; paste is byte-exact")
  func jsonAndPaste() throws {
    let home = Self.home("json")
    defer { try? FileManager.default.removeItem(atPath: home) }
    #expect(CommandRun.sykb(["clipboard", "copy", Self.payload], home: home).status == 0)
    let shown = try Self.onTerminal(["clipboard", "list", "--json"], home: home)
    let text = String(decoding: shown, as: UTF8.self)
    #expect(Self.rawControls(in: shown) == [], "\(text)")
    for escape in ["\\u001b]52;c;aGk=\\u0007", "\\u009b2J", "\\u202eF"] {
      #expect(text.contains(escape), "no \(escape) in \(text)")
    }
    let pasted = CommandRun.sykb(["clipboard", "paste"], home: home)
    #expect(
      pasted.standardOutput.hasPrefix(Self.payload), "\(pasted.standardOutput.debugDescription)")
    let help = CommandRun.sykb(["help"], home: home)
    #expect(help.standardOutput.contains("clipboard paste writes the text byte for"))
  }

  @Test("sykb reply against a server that answers Content-Length: -5: an error, not a crash")
  func replyFromHostileServer() throws {
    let home = Self.home("server")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    server.arguments = [
      "python3", TmuxSession.repositoryRoot + "/Tests/RepliesTests/Support/fake_chat_server.py",
      home + "/requests.jsonl",
    ]
    let output = Pipe()
    server.standardOutput = output
    try server.run()
    defer {
      kill(server.processIdentifier, SIGKILL)
      server.waitUntilExit()
    }
    let portLine = output.fileHandleForReading.availableData
    let port = try #require(
      Int(String(decoding: portLine, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    )
    for (model, message) in [
      ("negative-length", "sykb reply: malformed HTTP response: Invalid Content-Length"),
      ("bad-chunk", "sykb reply: malformed HTTP response: Illegal or missing hexadecimal"),
      ("huge-length", "sykb reply: answer too large"),
    ] {
      ReplyEndToEndTests.writePrivate(
        """
        full-access = on
        reply-provider = openai-compatible
        reply-base-url = http://127.0.0.1:\(port)/v1
        reply-model = \(model)
        reply-timeout = 10

        """, to: home + "/.config/sykb/settings.conf")
      let run = CommandRun.sykb(["reply", "hello"], home: home)
      #expect(run.status == 1, "\(model): status \(run.status), \(run.standardError)")
      #expect(run.standardError.contains(message), "\(model): \(run.standardError)")
    }
  }

  @Test("stats refuses /dev/zero and a FIFO before reading, naming the file")
  func statsSpecialFiles() throws {
    let home = Self.home("stats")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let fifo = home + "/pipe"
    #expect(mkfifo(fifo, 0o600) == 0)
    for (path, kind) in [("/dev/zero", "a character device"), (fifo, "a FIFO (named pipe)")] {
      let run = CommandRun.sykb(["stats", path], home: home)
      #expect(run.status == 2, "\(path): \(run.status)")
      #expect(
        run.standardError.contains("sykb stats: \(path): is \(kind), not a regular file"),
        "\(run.standardError)")
    }
  }
}
