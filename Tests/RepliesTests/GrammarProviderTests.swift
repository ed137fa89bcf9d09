import Localization
import TestSupport
import Testing

@testable import KeyboardSession
@testable import Replies

#if canImport(Glibc)
  import Glibc
#endif

/// The grammar pass through both providers: the fake chat-completions server on 127.0.0.1
/// (model `grammar`), a command provider, the hunspell example of docs/grammar-pass.md, and a
/// whole round trip through a session with the background service.
@Suite("Grammar pass through the reply providers")
struct GrammarProviderTests {
  static func chatSettings(_ server: FakeChatServer) -> ReplySettings {
    var settings = ReplySettings()
    settings.provider = .openAICompatible
    settings.baseURL = server.baseURL
    settings.model = "grammar"
    settings.timeout = Patience.seconds
    return settings
  }

  static func commandSettings(_ command: String) -> ReplySettings {
    var settings = ReplySettings()
    settings.provider = .command
    settings.command = command
    settings.timeout = Patience.seconds
    return settings
  }

  /// The repository's root, from this file's path.
  static var root: String {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/RepliesTests/GrammarProviderTests.swift
    return parts.joined(separator: "/")
  }

  @Test("chat completions: the text goes out with the proofreading instruction, JSON comes back")
  func chatCompletions() throws {
    let server = try FakeChatServer()
    let result = GrammarProviders.correct(
      "I recieve teh letter.", settings: Self.chatSettings(server), environment: [:])
    #expect(result == .corrected("I receive the letter.", changed: true))
    let request = try #require(server.requests.first)
    #expect(request.contains("Fix spelling, spacing and grammar only"))
    #expect(request.contains("keep the meaning"))
    #expect(request.contains("I recieve teh letter."))
    let unchanged = GrammarProviders.correct(
      "All good.", settings: Self.chatSettings(server), environment: [:])
    #expect(unchanged == .corrected("All good.", changed: false))
  }

  @Test("command provider: SYKB_REQUEST=grammar, the text on stdin, the correction on stdout")
  func command() throws {
    let settings = Self.commandSettings(
      "test \"$SYKB_REQUEST\" = grammar && test -n \"$SYKB_INSTRUCTION\" && sed 's/teh/the/g'")
    let result = GrammarProviders.correct("teh cat", settings: settings, environment: [:])
    #expect(result == .corrected("the cat", changed: true))
    let failing = GrammarProviders.correct(
      "x", settings: Self.commandSettings("echo broken >&2; exit 3"), environment: [:])
    #expect(failing == .failure(.commandExited(status: 3, firstLine: "broken")))
    #expect(
      failing.result(Words(.english)) == .failure("command exited with status 3: broken"))
  }

  @Test(
    "answers: JSON, JSON in a code fence, plain text",
    arguments: [
      (
        "{\"corrected\": \"the cat\", \"changed\": true}",
        GrammarOutcome.corrected("the cat", changed: true)
      ),
      (
        "```json\n{\"corrected\": \"teh cat\", \"changed\": false}\n```",
        .corrected("teh cat", changed: false)
      ),
      ("the cat\n", .corrected("the cat", changed: true)),
      ("teh cat", .corrected("teh cat", changed: false)),
      ("\n", .failure(.emptyAnswer)),
    ])
  func parsing(_ answer: String, _ expected: GrammarOutcome) {
    #expect(GrammarProviders.parse(answer, original: "teh cat") == expected)
  }

  @Test("the hunspell example corrects the spelling (when hunspell is installed)")
  func hunspellExample() throws {
    let candidates: [String] = ["/usr/bin/hunspell", "/usr/local/bin/hunspell"]
    let hunspell = candidates.first { path in access(path, X_OK) == 0 }
    guard hunspell != nil else { return }  // the example needs the hunspell program
    let settings = Self.commandSettings("sh '\(Self.root)/scripts/grammar-hunspell.sh'")
    let result = GrammarProviders.correct(
      "I recieve teh letter. 두 번째", settings: settings, environment: [:])
    #expect(result == .corrected("I receive the letter. 두 번째", changed: true))
    // Asked for replies, it declines with a reason.
    let replies = ReplyClient.ask("hi", settings: settings, environment: [:])
    guard case .failure(let reason) = replies else {
      Issue.record("the grammar example answered a reply request: \(replies)")
      return
    }
    #expect(reason.description.contains("status 2"))
  }

  @Test("a session round trip through the background service: refused, then sent, applied, undone")
  func sessionRoundTrip() throws {
    let server = try FakeChatServer()
    var settings = KeyboardSettings()
    settings.isUndoRedoEnabled = true
    settings.replies = Self.chatSettings(server)
    var session = TestFixtures.session("qwerty", text: "I recieve teh letter.", settings: settings)
    session.installProviderService(BackgroundGrammarService(environment: [:]))
    // Without Full Access nothing leaves.
    let refused = session.send(.provider(.requestGrammar), at: 1).accepted
    #expect(!refused)
    #expect(server.requests.isEmpty)
    session.updateSettings { $0.isFullAccessAllowed = true }
    let sent = session.send(.provider(.requestGrammar), at: 2).accepted
    #expect(sent)
    var time = 2.0
    _ = try Patience.poll("the grammar answer") { () -> Bool? in
      time += 0.001
      session.send(.provider(.receiveGrammar), at: time)
      if case .showing = session.providerBar[GrammarPass.self]?.phase { return true }
      return nil
    }
    #expect(session.candidateSummary.contains("−recieve"))
    let applied = session.pickCandidate(0, at: 3)
    #expect(applied)
    #expect(session.document.text == "I receive the letter.")
    session.perform(.undo, at: 4, gesture: "undo button")
    #expect(session.document.text == "I recieve teh letter.")
    // In a secure field the same request is refused before anything is sent.
    var traits = session.traits
    traits.isSecureTextEntry = true
    session.setTraits(traits)
    let before = server.requests.count
    let secure = session.send(.provider(.requestGrammar), at: 5).accepted
    #expect(!secure)
    #expect(server.requests.count == before)
  }
}
