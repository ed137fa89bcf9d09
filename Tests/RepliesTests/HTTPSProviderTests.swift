import Foundation
import KeyboardSession
import TestSupport
import Testing

@testable import Replies

/// The `openai-compatible` provider over HTTPS and through a proxy, against local servers: the
/// fake chat server with a certificate the test makes (`TestCertificates`), and `fake_proxy.py`.
@Suite("Reply providers over HTTPS and through a proxy")
struct HTTPSProviderTests {
  static let candidates = ["네, 7시에 만나요", "좋아요!", "See you then", "조금 늦을 것 같아요", "Sounds good"]

  static func settings(_ server: FakeChatServer, caFile: String = "") -> ReplySettings {
    var settings = ProviderTests.settings(server, model: "ok")
    settings.caFile = caFile
    return settings
  }

  @Test("https with the test CA in reply-ca-file: the candidates come back")
  func trustedCertificate() throws {
    let certificates = try TestCertificates()
    let server = try FakeChatServer(tls: certificates)
    #expect(server.baseURL.hasPrefix("https://localhost:"))
    let result = ReplyClient.ask(
      "내일 몇 시에 만나?", settings: Self.settings(server, caFile: certificates.caFile),
      environment: [:])
    #expect(result == .candidates(Self.candidates))
    #expect(server.requests.count == 1)
  }

  @Test(
    "a certificate no trusted CA signed is refused, saying so and where a CA goes",
    arguments: ["", "other"])
  func untrustedCertificate(_ trusted: String) throws {
    let certificates = try TestCertificates()
    let server = try FakeChatServer(tls: certificates)
    let caFile = trusted.isEmpty ? "" : certificates.otherCAFile
    let result = ReplyClient.ask(
      "hi", settings: Self.settings(server, caFile: caFile), environment: [:])
    guard case .failure(.http(.untrustedCertificate(let reason))) = result else {
      Issue.record("not refused as untrusted: \(result)")
      return
    }
    #expect(reason.contains("certificate"), "\(reason)")
    let words = ReplyFailure.http(.untrustedCertificate(reason)).description
    #expect(words.hasPrefix("the server's certificate is not trusted ("))
    #expect(words.hasSuffix("a private CA's file goes in reply-ca-file"))
    #expect(server.requests.isEmpty)
  }

  @Test("a CA file that cannot be read is named as the problem")
  func unreadableCAFile() throws {
    let certificates = try TestCertificates()
    let server = try FakeChatServer(tls: certificates)
    let result = ReplyClient.ask(
      "hi", settings: Self.settings(server, caFile: certificates.directory + "/missing.pem"),
      environment: [:])
    guard case .failure(.http(.caFile)) = result else {
      Issue.record("not a CA file failure: \(result)")
      return
    }
    #expect(result.failureWords?.hasPrefix("reply-ca-file cannot be used: ") == true)
  }

  @Test("HTTPS_PROXY: the request goes through the proxy's tunnel, and NO_PROXY bypasses it")
  func throughProxy() throws {
    let certificates = try TestCertificates()
    let server = try FakeChatServer(tls: certificates)
    let proxy = try FakeChatServer(script: "fake_proxy.py")
    let settings = Self.settings(server, caFile: certificates.caFile)
    let environment = ["HTTPS_PROXY": "http://127.0.0.1:\(proxy.port)"]
    #expect(
      ReplyClient.ask("hi", settings: settings, environment: environment)
        == .candidates(Self.candidates))
    #expect(proxy.requests == ["CONNECT localhost:\(server.port) HTTP/1.1"])
    var bypassing = environment
    bypassing["NO_PROXY"] = "localhost,127.0.0.1"
    #expect(
      ReplyClient.ask("hi", settings: settings, environment: bypassing)
        == .candidates(Self.candidates))
    #expect(proxy.requests.count == 1)
    #expect(server.requests.count == 2)
  }

  @Test("http_proxy carries a plain http request; a proxy that is not there is said")
  func plainProxyAndMissingProxy() throws {
    let server = try FakeChatServer()
    let proxy = try FakeChatServer(script: "fake_proxy.py")
    let settings = ProviderTests.settings(server, model: "ok")
    let through = ReplyClient.ask(
      "hi", settings: settings, environment: ["http_proxy": "http://127.0.0.1:\(proxy.port)"])
    #expect(through == .candidates(Self.candidates))
    #expect(proxy.requests == ["POST \(server.baseURL)/chat/completions HTTP/1.1"])
    let missing = ReplyClient.ask(
      "hi", settings: settings, environment: ["http_proxy": "http://127.0.0.1:1"])
    #expect(missing == .failure(.http(.proxy("http://127.0.0.1:1: Connection refused"))))
  }

  @Test("a request cancelled while the server is slow stops at once")
  func cancellation() throws {
    let server = try FakeChatServer()
    let cancellation = HTTPCancellation()
    let provider = ChatCompletionsProvider(
      baseURL: server.baseURL, model: "slow", apiKey: APIKeySource(file: "", variable: ""),
      environment: [:], cancellation: cancellation)
    // The server has the request (it answers the slow model after a minute): cancel it then.
    let watcher = Thread {
      _ = try? Patience.poll("the request at the server") { () -> Bool? in
        server.requests.isEmpty ? nil : true
      }
      cancellation.cancel()
    }
    watcher.start()
    let outcome = provider.replies(to: "hi", timeout: Patience.seconds)
    #expect(outcome == .failure(.http(.cancelled)))
  }
}

extension ReplyOutcome {
  /// The failure's English words, nil for candidates.
  var failureWords: String? {
    if case .failure(let reason) = self { return reason.description }
    return nil
  }
}

@Suite("The reply service: a newer request supersedes the running one")
struct SupersededRequestTests {
  @Test("the slow request is cancelled when a newer one is sent; only the newer is answered")
  func newerRequestCancelsOlder() throws {
    let server = try FakeChatServer()
    let service = BackgroundReplyService(environment: [:]) { nil }
    var slow = ProviderTests.settings(server, model: "slow")
    slow.timeout = Patience.seconds
    service.send(ReplyRequest(id: 1, text: "first", settings: slow))
    _ = try Patience.poll("the first request at the server") { () -> Bool? in
      server.requests.isEmpty ? nil : true
    }
    service.send(
      ReplyRequest(id: 2, text: "second", settings: ProviderTests.settings(server, model: "ok")))
    var answers: [ReplyAnswer] = []
    _ = try Patience.poll("the second answer") { () -> Bool? in
      answers += service.takeAnswers()
      return answers.contains { $0.id == 2 } ? true : nil
    }
    #expect(answers.map(\.id) == [2])
    #expect(service.requestsStarted == 2)
  }
}
