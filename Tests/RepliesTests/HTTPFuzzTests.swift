import FoundationEssentials
import KeyboardSession
import TestSupport
import Testing

@testable import Replies

#if canImport(Glibc)
  import Glibc
#endif

/// The decoders of bytes from outside — HTTP responses from whatever `reply-base-url` names,
/// the chat-completions JSON in them, the pending reply file — over random and damaged input:
/// never a trap, and a whole response read in pieces is the response read at once.
///
/// `SYKB_FUZZ_HTTP` sets how many responses (CI: 3000), `SYKB_FUZZ_SEED` the seed (default 1);
/// `make fuzz` runs long (`FUZZ_HTTP`).
@Suite("HTTP and reply decoders: fuzzed responses never trap")
struct HTTPFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let count = environment["SYKB_FUZZ_HTTP"].flatMap(Int.init) ?? 3000
  static let seed = environment["SYKB_FUZZ_SEED"].flatMap(UInt64.init) ?? 1

  /// A well-formed response of a random framing around `body`.
  static func response(_ body: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
    let status = [200, 201, 404, 500].randomElement(using: &generator) ?? 200
    var head = "HTTP/1.1 \(status) OK\r\nContent-Type: application/json\r\n"
    switch Int.random(in: 0..<3, using: &generator) {
    case 0:
      head += "Content-Length: \(body.count)\r\n\r\n"
      return Array(head.utf8) + body
    case 1:
      head += "Transfer-Encoding: chunked\r\n\r\n"
      var bytes = Array(head.utf8)
      var start = 0
      while start < body.count {
        let size = min(body.count - start, Int.random(in: 1...40, using: &generator))
        bytes += Array(String(size, radix: 16).utf8) + [13, 10] + body[start..<(start + size)]
        bytes += [13, 10]
        start += size
      }
      return bytes + Array("0\r\n\r\n".utf8)
    default:
      head += "\r\n"
      return Array(head.utf8) + body
    }
  }

  static func answer(_ content: String) -> [UInt8] {
    let escaped = content.split(separator: "\n", omittingEmptySubsequences: false).joined(
      separator: "\\n")
    return Array(
      "{\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":\"\(escaped)\"}}]}"
        .utf8)
  }

  @Test("a whole response is read the same at once and byte by byte")
  func wellFormedResponses() throws {
    var generator = SeededGenerator(seed: Self.seed)
    for _ in 0..<200 {
      let body = Self.answer("네\n좋아요 \(UInt32.random(in: 0...9999, using: &generator))")
      let raw = Self.response(body, using: &generator)
      let parsed = try HTTPClient.parse(raw)
      #expect(parsed.body == body)
      // Every prefix is incomplete or already the whole response, never a different one.
      for end in stride(from: 0, through: raw.count, by: 3) {
        let progress = try HTTPClient.evaluate(Array(raw[0..<end]), closed: false)
        if case .complete(let early) = progress { #expect(early == parsed) }
      }
    }
  }

  @Test("damaged and random responses: an error or a response, never a trap")
  func damagedResponses() {
    var mutator = ByteMutator(seed: Self.seed)
    var outcomes: [String: Int] = [:]
    for index in 0..<Self.count {
      let raw: [UInt8]
      if index % 10 == 9 {
        raw = mutator.randomBytes(maximum: 300)
      } else {
        let body = Self.answer("답장 \(index)")
        raw = mutator.mutate(Self.response(body, using: &mutator.generator))
      }
      let open = Result { () throws(HTTPClient.Failure) in
        try HTTPClient.evaluate(raw, closed: false)
      }
      let closed = Result { () throws(HTTPClient.Failure) in try HTTPClient.parse(raw) }
      switch closed {
      case .success(let response):
        outcomes["response", default: 0] += 1
        // What the provider makes of it is a result too, never a trap.
        _ = ChatCompletionsProvider.candidates(from: response)
        // A response complete before the close is the one read to the close.
        if case .success(.complete(let early)) = open { #expect(early == response) }
      case .failure(let failure):
        outcomes[String(describing: failure).prefix(24).description, default: 0] += 1
        if case .success(.complete) = open {
          Issue.record("complete while open but \(failure) when closed: \(raw)")
        }
      }
    }
    print("decoder-fuzz http seed \(Self.seed): \(Self.count) responses, outcomes \(outcomes)")
    #expect(outcomes["response", default: 0] > 0)
  }

  @Test(
    "hostile answers are named errors",
    arguments: [
      ("HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\nhello", "a bad Content-Length"),
      ("HTTP/1.1 200 OK\r\nContent-Length: +5\r\n\r\nhello", "a bad Content-Length"),
      ("HTTP/1.1 200 OK\r\nContent-Length: 5, 5\r\n\r\nhello", "a bad Content-Length"),
      (
        "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 5\r\n\r\nhello",
        "conflicting Content-Length headers"
      ),
      ("HTTP/1.1 200 OK\r\nContent-Length: 50\r\n\r\nhello", "the body ended after 5 of 50 bytes"),
      (
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-5\r\nhello\r\n0\r\n\r\n",
        "a bad chunk size"
      ),
      (
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n",
        "a bad chunk size"
      ),
      (
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhelloXX0\r\n\r\n",
        "a chunk not followed by CRLF"
      ),
      (
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n",
        "the chunked body ended early"
      ),
      (
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
        "both Content-Length and chunked"
      ),
      ("HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\nhello", "unsupported Transfer-Encoding"),
      ("HTTP/1.1 200 OK\r\nX-Name: caf\u{E9}\r\n\r\nhello", "a non-ASCII byte in the headers"),
      ("HTTP/1.1 200 OK\r\nX-Bell: \u{07}\r\n\r\nhello", "a control character in the headers"),
      ("HTTP/1.1 200 OK\r\nno colon here\r\n\r\nhello", "a header without a colon"),
      ("HTTP/1.1 200 OK\nContent-Length: 5\r\n\r\nhello", "a bare LF in the headers"),
      ("hello\r\n\r\n", "no status line"),
      ("HTTP/1.1 2000 OK\r\n\r\n", "no status line"),
      ("HTTP/1.1 099 OK\r\n\r\n", "status 99"),
      ("HTTP/1.1 200 OK\r\nContent-Length: 5", "no end of the headers"),
    ])
  func hostileAnswers(raw: String, reason: String) {
    do throws(HTTPClient.Failure) {
      let response = try HTTPClient.parse(Array(raw.utf8))
      Issue.record("parsed: \(response)")
    } catch {
      guard case .malformed(let malformed) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(malformed.description == reason)
      #expect(error.description == "malformed HTTP response: " + reason)
    }
  }

  @Test("sizes over the limits are 'too large' before anything is allocated")
  func limits() {
    let huge = "HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999999\r\n\r\n"
    #expect(throws: HTTPClient.Failure.tooLarge) { try HTTPClient.parse(Array(huge.utf8)) }
    let hugeChunk = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffffff\r\n"
    #expect(throws: HTTPClient.Failure.tooLarge) { try HTTPClient.parse(Array(hugeChunk.utf8)) }
    let longHead = Array("HTTP/1.1 200 OK\r\nX: ".utf8) + [UInt8](repeating: 65, count: 70_000)
    #expect(throws: HTTPClient.Failure.malformed(.headersTooLong)) {
      try HTTPClient.evaluate(longHead, closed: false)
    }
    #expect(throws: HTTPClient.Failure.connectionClosed) { try HTTPClient.parse([]) }
  }

  @Test("the pending reply file, damaged: no set or a set, never a trap")
  func damagedPendingReplies() throws {
    let directory = try TemporaryDirectory.make()
    defer { _ = system("rm -rf '\(directory)'") }
    let store = PendingReplyStore(dataDirectory: directory)
    let now = 1_800_000_000.0
    try store.save(
      PendingReplySet(
        created: now, source: .text, message: "내일 봐?", candidates: ["좋아요", "See you"]))
    let fd = open(store.path, O_RDONLY)
    var original = [UInt8](repeating: 0, count: 4096)
    let length = read(fd, &original, original.count)
    close(fd)
    original.removeSubrange(max(0, length)...)
    #expect(store.load(now: now)?.candidates == ["좋아요", "See you"])
    var mutator = ByteMutator(seed: Self.seed)
    var loaded = 0
    for index in 0..<max(50, Self.count / 10) {
      let bytes = index % 10 == 9 ? mutator.randomBytes(maximum: 200) : mutator.mutate(original)
      let out = open(store.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      _ = bytes.withUnsafeBytes { write(out, $0.baseAddress, $0.count) }
      close(out)
      if let set = store.load(now: now) {
        loaded += 1
        _ = set.replyMessage
      }
    }
    print(
      "decoder-fuzz pending-replies seed \(Self.seed): \(max(50, Self.count / 10)) files, \(loaded) loaded"
    )
  }
}
