import Foundation
import TestSupport
import Testing

/// `sykb reply` and Ctrl-R against a local HTTPS chat server whose certificate a test CA
/// signed, directly and through a proxy (`HTTPS_PROXY`), with the CA given in `reply-ca-file`.
@Suite("Reply candidates over HTTPS end to end", .serialized)
struct ReplyHTTPSEndToEndTests {
  /// A support script (`fake_chat_server.py`, `fake_proxy.py`) running for one test; the port
  /// it printed, and the lines it logged.
  final class LocalServer {
    let process = Process()
    let port: Int
    let log: String

    init(_ script: String, log: String, arguments: [String] = []) throws {
      self.log = log
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        ["python3", TmuxSession.repositoryRoot + "/Tests/RepliesTests/Support/" + script, log]
        + arguments
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      var line = Data()
      while line.last != 10 {
        let byte = output.fileHandleForReading.readData(ofLength: 1)
        guard !byte.isEmpty else { break }
        line += byte
      }
      port = try #require(
        Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    deinit {
      // The test runner's threads block SIGTERM, and the child inherits the mask: SIGKILL.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }

    var lines: [String] {
      ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
        .map(String.init)
    }
  }

  /// A home whose settings ask the HTTPS server, trusting `caFile`.
  static func home(_ name: String, port: Int, caFile: String) -> String {
    let home = CommandRun.home("https-\(name)")
    let settings = """
      full-access = on
      reply-provider = openai-compatible
      reply-base-url = https://localhost:\(port)/v1
      reply-model = ok
      reply-ca-file = \(caFile)

      """
    try? FileManager.default.createDirectory(
      atPath: home + "/.config/sykb", withIntermediateDirectories: true)
    ReplyEndToEndTests.writePrivate(settings, to: home + "/.config/sykb/settings.conf")
    return home
  }

  @Test("sykb reply over HTTPS with the test CA, then through a proxy; the wrong CA refused")
  func replyCommand() throws {
    let certificates = try TestCertificates()
    let server = try LocalServer(
      "fake_chat_server.py", log: certificates.directory + "/requests.jsonl",
      arguments: ["--tls", certificates.certificateFile, certificates.keyFile])
    let proxy = try LocalServer("fake_proxy.py", log: certificates.directory + "/proxy.log")
    let home = Self.home("reply", port: server.port, caFile: certificates.caFile)
    let direct = CommandRun.sykb(["reply", "내일 몇 시에 만나?"], home: home)
    #expect(direct.status == 0, "\(direct.standardError)")
    #expect(direct.standardOutput.contains("See you then"), "\(direct.standardOutput)")
    let proxied = CommandRun.sykb(
      ["reply", "Lunch tomorrow?"], home: home,
      environment: ["HTTPS_PROXY": "http://127.0.0.1:\(proxy.port)"])
    #expect(proxied.status == 0, "\(proxied.standardError)")
    #expect(proxied.standardOutput.contains("See you then"))
    #expect(proxy.lines == ["CONNECT localhost:\(server.port) HTTP/1.1"])
    #expect(server.lines.count == 2)
    // The other CA signed nothing the server holds: refused, and said so.
    let wrong = Self.home("reply-wrong", port: server.port, caFile: certificates.otherCAFile)
    let refused = CommandRun.sykb(["reply", "hi"], home: wrong)
    #expect(refused.status == 1)
    #expect(
      refused.standardError.contains("the server's certificate is not trusted"),
      "\(refused.standardError)")
    #expect(refused.standardError.contains("reply-ca-file"))
    #expect(server.lines.count == 2)
  }

  @Test("Ctrl-R in the keyboard over HTTPS through a proxy: the candidates fill the bar")
  func controlR() throws {
    let certificates = try TestCertificates()
    let server = try LocalServer(
      "fake_chat_server.py", log: certificates.directory + "/requests.jsonl",
      arguments: ["--tls", certificates.certificateFile, certificates.keyFile])
    let proxy = try LocalServer("fake_proxy.py", log: certificates.directory + "/proxy.log")
    let home = Self.home("control-r", port: server.port, caFile: certificates.caFile)
    _ = CommandRun.sykb(["clipboard", "copy", "Lunch tomorrow?"], home: home)
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty"], home: home,
      environment: ["HTTPS_PROXY": "http://127.0.0.1:\(proxy.port)"])
    try session.waitForKeyboard()
    try session.press("C-r")
    let shown = try session.wait("the candidates") { $0.text.contains("See you then") }
    let pick = try #require(shown.cell(of: "좋아요!"), "\(shown.text)")
    try session.click(column: pick.column, row: pick.row)
    try session.wait("the pick") { $0.firstLine == "좋아요!" }
    #expect(proxy.lines == ["CONNECT localhost:\(server.port) HTTP/1.1"])
    #expect(server.lines.count == 1)
    try session.press("C-q")
    try session.waitForExit()
  }
}
