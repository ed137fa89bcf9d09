import KeyboardSession
import TestSupport
import Testing

@testable import Replies

#if canImport(Glibc)
  import Glibc
#endif

/// The providers against a local fake: the chat-completions server on 127.0.0.1
/// (`fake_chat_server.py`: ok, slow, error, malformed, chunked) and a script provider.
@Suite("Reply providers against local fakes")
struct ProviderTests {
  /// Settings for `server`'s `model`; only a test of the timeout itself passes a short one
  /// (the slow model answers after a minute).
  static func settings(
    _ server: FakeChatServer, model: String, timeout: Double = Patience.seconds
  )
    -> ReplySettings
  {
    var settings = ReplySettings()
    settings.provider = .openAICompatible
    settings.baseURL = server.baseURL
    settings.model = model
    settings.timeout = timeout
    return settings
  }

  @Test("chat completions: the message goes out with the model, five candidates come back")
  func chatCompletionsAnswer() throws {
    let server = try FakeChatServer()
    let result = ReplyClient.ask(
      "내일 몇 시에 만나?", settings: Self.settings(server, model: "ok"), environment: [:])
    #expect(
      result == .candidates(["네, 7시에 만나요", "좋아요!", "See you then", "조금 늦을 것 같아요", "Sounds good"]))
    let requests = server.requests
    #expect(requests.count == 1)
    let request = try #require(requests.first)
    #expect(request.contains("\"path\": \"/v1/chat/completions\""))
    #expect(request.contains("\"model\": \"ok\""))
    #expect(request.contains("내일 몇 시에 만나?"))
    #expect(request.contains("\"authorization\": null"))
  }

  @Test("a chunked answer is read whole")
  func chunkedAnswer() throws {
    let server = try FakeChatServer()
    let result = ReplyClient.ask(
      "hi", settings: Self.settings(server, model: "chunked"), environment: [:])
    guard case .candidates(let candidates) = result else {
      Issue.record("no candidates: \(result)")
      return
    }
    #expect(candidates.count == 5)
  }

  @Test("the API key goes into the Authorization header, from a file or a variable")
  func apiKey() throws {
    let server = try FakeChatServer()
    let directory = try TemporaryDirectory.make()
    TemporaryDirectory.write("sk-test-from-file\n", to: directory + "/key")
    var settings = Self.settings(server, model: "ok")
    settings.apiKeyFile = directory + "/key"
    _ = ReplyClient.ask("a", settings: settings, environment: [:])
    settings.apiKeyFile = ""
    settings.apiKeyEnvironment = "FAKE_KEY"
    _ = ReplyClient.ask("b", settings: settings, environment: ["FAKE_KEY": "sk-from-env"])
    let requests = server.requests
    #expect(requests.count == 2)
    #expect(requests.first?.contains("\"authorization\": \"Bearer sk-test-from-file\"") == true)
    #expect(requests.last?.contains("\"authorization\": \"Bearer sk-from-env\"") == true)
    // A missing variable is a status, and nothing is sent.
    let missing = ReplyClient.ask("c", settings: settings, environment: [:])
    #expect(missing == .failure(.apiKeyMissing("$FAKE_KEY")))
    #expect(server.requests.count == 2)
  }

  @Test("slow provider: the request gives up at the timeout with a short status")
  func slowProviderTimesOut() throws {
    let server = try FakeChatServer()
    let result = ReplyClient.ask(
      "hi", settings: Self.settings(server, model: "slow", timeout: 1), environment: [:])
    #expect(result == .failure(.timedOut(seconds: 1)))
  }

  @Test("an HTTP error and a malformed answer are reported in a few words")
  func errorsAreReported() throws {
    let server = try FakeChatServer()
    let error = ReplyClient.ask(
      "hi", settings: Self.settings(server, model: "error"), environment: [:])
    #expect(error == .failure(.httpStatus(500, detail: "model exploded")))
    let malformed = ReplyClient.ask(
      "hi", settings: Self.settings(server, model: "malformed"), environment: [:])
    #expect(malformed == .failure(.malformedAnswer))
  }

  @Test("nothing listening, another scheme, and a bad URL are statuses, not hangs")
  func unreachable() throws {
    var settings = ReplySettings()
    settings.provider = .openAICompatible
    settings.model = "ok"
    settings.timeout = Patience.seconds
    settings.baseURL = "http://127.0.0.1:1/v1"
    let refused = ReplyClient.ask("hi", settings: settings, environment: [:])
    #expect(refused == .failure(.http(.cannotConnect("Connection refused"))))
    settings.baseURL = "ftp://127.0.0.1/v1"
    let ftp = ReplyClient.ask("hi", settings: settings, environment: [:])
    #expect(ftp == .failure(.http(.unsupportedScheme("ftp://127.0.0.1/v1/chat/completions"))))
    settings.baseURL = "https://name.invalid/v1"
    let unknown = ReplyClient.ask("hi", settings: settings, environment: [:])
    #expect(unknown == .failure(.http(.cannotResolve("name.invalid"))))
  }

  static var commandScript: String { FakeChatServer.supportDirectory + "/fake_reply_command.sh" }

  @Test("command provider: the message on stdin, one candidate per line")
  func commandProvider() throws {
    var settings = ReplySettings()
    settings.provider = .command
    settings.command = Self.commandScript
    let result = ReplyClient.ask("잘 자", settings: settings, environment: [:])
    #expect(result == .candidates(["알겠어요", "Got it: 잘 자", "고마워요"]))
  }

  @Test("command provider: a slow program is killed at the timeout, a failing one reported")
  func commandFailures() throws {
    var settings = ReplySettings()
    settings.provider = .command
    settings.timeout = 1
    settings.command = "FAKE_REPLY_MODE=slow " + Self.commandScript
    #expect(
      ReplyClient.ask("hi", settings: settings, environment: [:])
        == .failure(.timedOut(seconds: 1)))
    settings.command = "FAKE_REPLY_MODE=fail " + Self.commandScript
    #expect(
      ReplyClient.ask("hi", settings: settings, environment: [:])
        == .failure(.commandExited(status: 3, firstLine: "provider is down")))
    settings.command = "printf '\\n\\n'"
    #expect(
      ReplyClient.ask("hi", settings: settings, environment: [:])
        == .failure(.noCandidates))
  }
}
