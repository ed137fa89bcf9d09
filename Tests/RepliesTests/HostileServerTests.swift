import KeyboardSession
import Testing

@testable import Replies

/// A reply server is whatever `reply-base-url` names, possibly another machine: every
/// malformed answer of the fake server (`fake_chat_server.py`'s RAW modes) is a short status
/// from the provider or an answer read as HTTP allows it, never a trap, a hang or more than
/// the size limit in memory.
@Suite("Reply providers against a hostile server")
struct HostileServerTests {
  /// Mode → the failure's words (their start), or nil: libcurl reads the answer, as lenient
  /// HTTP clients do (the body `hi` is one candidate).
  static let modes: [(String, String?)] = [
    ("negative-length", "malformed HTTP response: Invalid Content-Length"),
    ("bad-chunk", "malformed HTTP response: Illegal or missing hexadecimal sequence"),
    ("negative-chunk", "malformed HTTP response: Illegal or missing hexadecimal sequence"),
    ("huge-chunk", "malformed HTTP response: Too long hexadecimal number"),
    ("chunk-no-crlf", "malformed HTTP response: Malformed encoding found"),
    ("huge-length", "answer too large"),
    ("endless-body", "answer too large"),
    ("huge-header", "malformed HTTP response: headers over 64 KiB"),
    ("endless-header", "malformed HTTP response: headers over 64 KiB"),
    ("no-status", "malformed HTTP response: Received HTTP/0.9"),
    ("truncated", "malformed HTTP response: the body ended early (transfer closed with"),
    ("plus-length", nil),
    ("conflicting-length", nil),
    ("non-ascii-header", nil),
    ("bare-lf", nil),
  ]

  @Test("each malformed answer is a named failure or a lenient read (one server, every mode)")
  func malformedAnswers() throws {
    let server = try FakeChatServer()
    for (mode, message) in Self.modes {
      let result = ReplyClient.ask(
        "hi", settings: ProviderTests.settings(server, model: mode), environment: [:])
      guard let message else {
        #expect(result == .candidates(["hi"]), "\(mode)")
        continue
      }
      guard case .failure(let reason) = result else {
        Issue.record("\(mode): \(result)")
        continue
      }
      #expect(reason.description.hasPrefix(message), "\(mode): \(reason)")
    }
  }

  @Test("a body that trickles in is given up at the timeout")
  func slowBody() throws {
    let server = try FakeChatServer()
    let result = ReplyClient.ask(
      "hi", settings: ProviderTests.settings(server, model: "slow-body", timeout: 1),
      environment: [:])
    #expect(result == .failure(.timedOut(seconds: 1)))
  }
}
