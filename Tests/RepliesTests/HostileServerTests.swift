import KeyboardSession
import Testing

@testable import Replies

/// A reply server is whatever `reply-base-url` names, possibly another machine: every
/// malformed answer of the fake server (`fake_chat_server.py`'s RAW modes) is a short status
/// from the provider, never a trap.
@Suite("Reply providers against a hostile server")
struct HostileServerTests {
  static let modes: [(String, String)] = [
    ("negative-length", "malformed HTTP response: a bad Content-Length"),
    ("plus-length", "malformed HTTP response: a bad Content-Length"),
    ("conflicting-length", "malformed HTTP response: conflicting Content-Length headers"),
    ("bad-chunk", "malformed HTTP response: a bad chunk size"),
    ("negative-chunk", "malformed HTTP response: a bad chunk size"),
    ("huge-chunk", "answer too large"),
    ("chunk-no-crlf", "malformed HTTP response: a chunk not followed by CRLF"),
    ("huge-length", "answer too large"),
    ("huge-header", "malformed HTTP response: headers over 64 KiB"),
    ("endless-header", "malformed HTTP response: headers over 64 KiB"),
    ("non-ascii-header", "malformed HTTP response: a non-ASCII byte in the headers"),
    ("no-status", "malformed HTTP response: no status line"),
    ("bare-lf", "malformed HTTP response: no end of the headers"),
    ("truncated", "malformed HTTP response: the body ended after "),
  ]

  @Test("each malformed answer is a named failure (one server, every mode)")
  func malformedAnswers() throws {
    let server = try FakeChatServer()
    for (mode, message) in Self.modes {
      let result = ReplyClient.ask(
        "hi", settings: ProviderTests.settings(server, model: mode), environment: [:])
      guard case .failure(let reason) = result else {
        Issue.record("\(mode): \(result)")
        continue
      }
      #expect(reason.description.hasPrefix(message), "\(mode): \(reason)")
    }
  }
}
