import Foundation
import Testing

/// Reply candidates through the real binary under tmux: copy a message, press the
/// 💬 button, pick a candidate; `sykb reply --image` reaching a running keyboard; the privacy
/// gates (Full Access, secure fields) with a provider that logs what it gets.
@Suite("Reply candidates end to end", .serialized)
struct ReplyEndToEndTests {
  static var providerScript: String {
    TmuxSession.repositoryRoot + "/Tests/RepliesTests/Support/fake_reply_command.sh"
  }

  /// A home whose settings choose the fake command provider, which appends every message it
  /// receives to `home/provider.log`.
  static func home(_ name: String, fullAccess: Bool = true) -> String {
    let home = CommandRun.home("reply-\(name)")
    let config = home + "/.config/sykb"
    try? FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
    let settings = """
      full-access = \(fullAccess ? "on" : "off")
      reply-provider = command
      reply-command = FAKE_REPLY_LOG=\(home)/provider.log \(providerScript)
      reply-timeout = 60

      """
    writePrivate(settings, to: config + "/settings.conf")
    return home
  }

  /// Writes a settings file the way sykb keeps it (0600 in 0700 directories), so the keyboard
  /// starts without a "made private" note in the status line.
  static func writePrivate(_ text: String, to path: String) {
    let manager = FileManager.default
    _ = FileManager.default.createFile(
      atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
    var directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    for _ in 0..<2 {
      try? manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
      directory.deleteLastPathComponent()
    }
  }

  static func providerLog(_ home: String) -> String? {
    try? String(contentsOfFile: home + "/provider.log", encoding: .utf8)
  }

  /// What the keyboard's `--log` holds so far (it writes each line as it happens).
  static func keyboardLog(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }

  @Test("copy a message, press 💬, pick a candidate: it is typed at the cursor")
  func wholeFlow() throws {
    let home = Self.home("flow")
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "autocapitalization=none"], home: home)
    let screen = try session.waitForKeyboard()
    let button = try #require(screen.cell(of: "💬"), "no 💬 in\n\(screen.text)")
    let copied = CommandRun.sykb(["clipboard", "copy", "Dinner at 7?"], home: home)
    #expect(copied.status == 0, "\(copied.standardError)")
    try session.type("ok")
    try session.wait("the typed text") { $0.firstLine == "ok" }
    try session.click(column: button.column, row: button.row)
    let shown = try session.wait("the candidates") { $0.cell(of: "고마워요") != nil }
    #expect(Self.providerLog(home) == "Dinner at 7?\n")
    let candidate = try #require(shown.cell(of: "알겠어요"), "no candidate in\n\(shown.text)")
    try session.click(column: candidate.column, row: candidate.row)
    try session.wait("the reply in the field") { $0.firstLine == "ok알겠어요" }
    // The next keystroke brings the normal bar back; the reply is one undo unit.
    try session.press("C-z")
    let undone = try session.wait("the undo") { $0.firstLine == "ok" }
    #expect(undone.cell(of: "고마워요") == nil)
  }

  @Test("sykb reply --image: OCR, the provider, and the running keyboard shows it")
  func screenshotReachesRunningKeyboard() throws {
    let home = Self.home("image")
    let image = home + "/shot.png"
    let rendered = CommandRun.shell(
      "convert -size 900x120 xc:white -font /usr/share/fonts/truetype/nanum/NanumGothic.ttf"
        + " -pointsize 44 -fill black -annotate +20+80 '오늘 저녁 같이 먹을래?' "
        + TmuxSession.shellQuoted(image))
    try #require(rendered == 0, "ImageMagick and fonts-nanum are needed")
    let session = try TmuxSession(["run", "--keyboard", "qwerty"], home: home)
    try session.waitForKeyboard()
    let reply = CommandRun.sykb(["reply", "--image", image], home: home)
    #expect(reply.status == 0, "\(reply.standardError)")
    #expect(reply.standardOutput.hasPrefix("알겠어요\n"))
    let received = Self.providerLog(home) ?? ""
    #expect(received.filter { !$0.isWhitespace }.contains("오늘저녁같이먹을래?"))
    // The watcher hands the new set to the running keyboard, which shows it.
    try session.wait("the pending set") { $0.cell(of: "고마워요") != nil }
    let pending = home + "/.local/share/sykb/pending-replies.json"
    #expect(CommandRun.mode(pending) == 0o600)
    // A keyboard started later shows it at once.
    // A keyboard started later shows it in its first frame (its status line says that the
    // first keyboard keeps the learning store).
    let later = try TmuxSession(["run", "--keyboard", "qwerty"], home: home)
    let first = try later.wait("the later keyboard") { $0.showsKeyboard }
    #expect(first.cell(of: "고마워요") != nil, "\(first.text)")
  }

  @Test("without Full Access Ctrl-R explains it and the provider gets nothing")
  func noFullAccess() throws {
    let home = Self.home("gate", fullAccess: false)
    _ = CommandRun.sykb(["clipboard", "copy", "private message"], home: home)
    let log = home + "/sykb.log"
    let session = try TmuxSession(["run", "--keyboard", "qwerty", "--log", log], home: home)
    let screen = try session.waitForKeyboard()
    #expect(screen.cell(of: "💬") == nil)
    try session.press("C-r")
    try session.wait("the explanation") { $0.text.contains("full-access on") }
    let refused = CommandRun.sykb(["reply", "hello"], home: home)
    #expect(refused.status == 1)
    #expect(refused.standardError.contains("sykb settings set full-access on"))
    // The keyboard decides before it explains, and logs a request it sends: none was sent.
    #expect(Self.keyboardLog(log).contains("start "))
    #expect(!Self.keyboardLog(log).contains("reply request sent"))
    #expect(Self.providerLog(home) == nil)
  }

  @Test("a secure field sends nothing; no provider explains the Ollama setup")
  func secureFieldAndNoProvider() throws {
    let home = Self.home("secure")
    _ = CommandRun.sykb(["clipboard", "copy", "a message"], home: home)
    let log = home + "/sykb.log"
    let secure = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "secure=yes", "--log", log], home: home)
    let screen = try secure.waitForKeyboard()
    #expect(screen.cell(of: "💬") == nil)
    try secure.press("C-r")
    try secure.wait("the refusal") { $0.text.contains("보안 필드에서는 답장 후보를") }
    #expect(Self.keyboardLog(log).contains("start "))
    #expect(!Self.keyboardLog(log).contains("reply request sent"))
    #expect(Self.providerLog(home) == nil)

    let bare = CommandRun.home("reply-none")
    let config = bare + "/.config/sykb"
    try? FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
    Self.writePrivate("full-access = on\n", to: config + "/settings.conf")
    let session = try TmuxSession(["run", "--keyboard", "qwerty"], columns: 200, home: bare)
    let first = try session.waitForKeyboard()
    let button = try #require(first.cell(of: "💬"), "no 💬 in\n\(first.text)")
    try session.click(column: button.column, row: button.row)
    try session.wait("the setup") {
      $0.text.contains("sykb settings set reply-provider openai-compatible")
        && $0.text.contains("sykb settings set reply-model llama3.2")
    }
  }
  @Test("openai-compatible with an API key file: the key reaches the server, never --log")
  func apiKeyNeverInLog() throws {
    let home = CommandRun.home("reply-key")
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
      // The test runner's threads block SIGTERM, and the child inherits the mask: SIGKILL.
      kill(server.processIdentifier, SIGKILL)
      server.waitUntilExit()
    }
    let portLine = output.fileHandleForReading.availableData
    let port = try #require(
      Int(
        String(decoding: portLine, as: UTF8.self).trimmingCharacters(
          in: .whitespacesAndNewlines)))
    let key = "sk-e2e-secret-4242"
    try? FileManager.default.createDirectory(
      atPath: home + "/secrets", withIntermediateDirectories: true)
    Self.writePrivate(key + "\n", to: home + "/secrets/api-key")
    let settings = """
      full-access = on
      reply-provider = openai-compatible
      reply-base-url = http://127.0.0.1:\(port)/v1
      reply-model = ok
      reply-api-key-file = \(home)/secrets/api-key

      """
    try? FileManager.default.createDirectory(
      atPath: home + "/.config/sykb", withIntermediateDirectories: true)
    Self.writePrivate(settings, to: home + "/.config/sykb/settings.conf")
    _ = CommandRun.sykb(["clipboard", "copy", "Lunch tomorrow?"], home: home)
    let log = home + "/sykb.log"
    let session = try TmuxSession(["run", "--keyboard", "qwerty", "--log", log], home: home)
    try session.waitForKeyboard()
    try session.press("C-r")
    let shown = try session.wait("the candidates") { $0.text.contains("See you then") }
    let pick = try #require(shown.cell(of: "좋아요!"), "\(shown.text)")
    try session.click(column: pick.column, row: pick.row)
    try session.wait("the pick") { $0.firstLine == "좋아요!" }
    try session.press("C-q")
    try session.waitForExit()
    let requests = (try? String(contentsOfFile: home + "/requests.jsonl", encoding: .utf8)) ?? ""
    #expect(requests.contains("\"authorization\": \"Bearer \(key)\""))
    #expect(requests.contains("Lunch tomorrow?"))
    let logged = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    #expect(logged.contains("reply request sent"))
    #expect(!logged.contains(key))
    #expect(!logged.contains("Lunch tomorrow?"))
    let settingsText =
      (try? String(contentsOfFile: home + "/.config/sykb/settings.conf", encoding: .utf8)) ?? ""
    #expect(!settingsText.contains(key))
  }
}

extension CommandRun {
  /// Runs a shell command line; its exit status.
  static func shell(_ line: String) -> Int32 {
    (system(line + " > /dev/null 2>&1") >> 8) & 0xFF
  }
}
