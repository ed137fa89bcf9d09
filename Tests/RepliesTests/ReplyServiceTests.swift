import LearningStore
import Localization
import TestSupport
import Testing

@testable import KeyboardSession
@testable import Replies

#if canImport(Glibc)
  import Glibc
#endif

/// The keyboard's background service with the real session and the fake provider: answers
/// arrive without the typing path waiting, a slow provider leaves the keyboard responsive,
/// and the privacy gates hold (no request from a secure field or without Full Access).
@Suite("Reply service with the session")
struct ReplyServiceTests {
  /// A session asking `server`'s `model`, giving up after `timeout` seconds: by default the
  /// safety timeout, so that only the slow model, which answers long after 2 s, ever times out.
  static func session(
    _ server: FakeChatServer, model: String, fullAccess: Bool = true,
    timeout: Double = Patience.seconds
  ) -> (KeyboardSession, BackgroundReplyService) {
    var settings = KeyboardSettings()
    settings.isFullAccessAllowed = fullAccess
    settings.replies = ProviderTests.settings(server, model: model, timeout: timeout)
    var session = TestFixtures.session("qwerty", settings: settings)
    let service = BackgroundReplyService(environment: [:], words: session.words) {
      ReplyMessage(text: "Are we still on for tonight?", source: .pasteboard)
    }
    session.installProviderService(service)
    return (session, service)
  }

  /// The host loop's turns until the bar changes (or the safety timeout passes).
  static func waitForAnswer(_ session: inout KeyboardSession, from time: Double) -> Bool {
    let start = Clock.monotonic()
    var now = time
    while Clock.monotonic() - start < Patience.seconds {
      now += 0.02
      if session.send(.provider(.receiveReplies), at: now).changed { return true }
      usleep(20_000)
    }
    return false
  }

  @Test("candidates arrive in the bar and a pick inserts one at the cursor")
  func candidatesArriveAndInsert() throws {
    let server = try FakeChatServer()
    var (session, _) = Self.session(server, model: "ok")
    session.perform(.type("o"), at: 1)
    session.perform(.type("k"), at: 1.1)
    let r1 = session.send(.provider(.requestReplies(to: nil)), at: 2).accepted
    #expect(r1)
    #expect(session.candidateSummary == ReplyCandidates.text(.progress, Words(.korean)))
    let r2 = Self.waitForAnswer(&session, from: 2)
    #expect(r2)
    #expect(session.candidateSummary.hasPrefix("네, 7시에 만나요 | 좋아요! | See you then"))
    let r3 = session.pickCandidate(2, at: 30)
    #expect(r3)
    #expect(session.document.text == "okSee you then")
    #expect(server.requests.count == 1)
  }

  @Test("a slow provider: typing goes on while it works; the timeout is a status")
  func slowProviderLeavesKeyboardResponsive() throws {
    let server = try FakeChatServer()
    var (session, service) = Self.session(server, model: "slow", timeout: 2)
    let r4 = session.send(.provider(.requestReplies(to: nil)), at: 1).accepted
    #expect(r4)
    // `send` returned before the provider answered: the keys type at once.
    session.perform(.type("h"), at: 1.1)
    session.perform(.type("i"), at: 1.2)
    #expect(session.document.text == "hi")
    #expect(session.providerBar[ReplyCandidates.self]?.isAwaiting == true)
    // The provider's own timeout (2 s) answers with a status; the session takes it.
    let start = Clock.monotonic()
    var status: [String] = []
    while Clock.monotonic() - start < Patience.seconds && status.isEmpty {
      usleep(50_000)
      session.send(.provider(.receiveReplies), at: 1.3)
      if session.providerBar[ReplyCandidates.self]?.isAwaiting == false { status = ["done"] }
    }
    #expect(session.providerBar[ReplyCandidates.self]?.isAwaiting == false)
    #expect(service.requestsStarted == 1)
    // The bar had gone back to suggestions at the first key: the late status is dropped,
    // and a new request can be made.
    #expect(session.providerBar[ReplyCandidates.self]?.isActive == false)
    let r5 = session.send(.provider(.requestReplies(to: nil)), at: 5).accepted
    #expect(r5)
  }

  @Test("a malformed answer is reported in the status line, in the session's language")
  func malformedAnswerReported() throws {
    let server = try FakeChatServer()
    var (session, _) = Self.session(server, model: "malformed")
    session.send(.provider(.requestReplies(to: nil)), at: 1)
    let r6 = Self.waitForAnswer(&session, from: 1)
    #expect(r6)
    let r7 = session.takeProviderNotices().map(\.text)
    #expect(r7 == ["답장 실패: 제공자의 응답 형식이 잘못되었습니다"])
    #expect(session.providerBar[ReplyCandidates.self]?.isActive == false)
  }

  @Test("no request reaches the provider without Full Access or from a secure field")
  func privacyGates() throws {
    let server = try FakeChatServer()
    var (session, service) = Self.session(server, model: "ok", fullAccess: false)
    let r8 = session.send(.provider(.requestReplies(to: nil)), at: 1).accepted
    #expect(!r8)
    let r9 = session.send(.provider(.requestReplies(to: "secret plans")), at: 2).accepted
    #expect(!r9)
    var (secure, secureService) = Self.session(server, model: "ok")
    var traits = secure.traits
    traits.isSecureTextEntry = true
    secure.setTraits(traits)
    let r10 = secure.send(.provider(.requestReplies(to: nil)), at: 1).accepted
    #expect(!r10)
    // `send` counts a request before its thread starts: none was ever handed over.
    #expect(service.requestsStarted == 0)
    #expect(secureService.requestsStarted == 0)
    #expect(server.requests.isEmpty)
  }

  @Test("the pending set: written owner-only, read back, expired after 10 minutes")
  func pendingStore() throws {
    let directory = try TemporaryDirectory.make() + "/data"
    let store = PendingReplyStore(dataDirectory: directory)
    let set = PendingReplySet(
      created: 1_000, source: .screenshot, message: "내일 봐", candidates: ["그래", "좋아"])
    try store.save(set)
    #expect(store.load(now: 1_010) == set)
    #expect(store.load(now: 1_000 + 601) == nil)
    var info = stat()
    #expect(stat(store.path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600)
    #expect(stat(directory, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o700)
    #expect(set.replyMessage.stamp == 1_000_000)
    #expect(set.replyMessage.source == .screenshot)
  }

  @Test("the latest message: the newer of the pasteboard's text and the pending set")
  func latestMessage() throws {
    let directory = try TemporaryDirectory.make()
    let pasteboard = Pasteboard(directory: directory + "/pasteboard")
    let inbox = ReplyInbox(dataDirectory: directory, pasteboard: pasteboard) { 2_000_000_000 }
    #expect(inbox.latestMessage() == nil)
    try pasteboard.copy(.text("copied message"))
    #expect(inbox.latestMessage() == ReplyMessage(text: "copied message", source: .pasteboard))
    // A set made after the copy wins (its clock is later than the pasteboard's file time).
    let set = PendingReplySet(
      created: 2_000_000_000 - 1, source: .screenshot, message: "from a screenshot",
      candidates: ["ok"])
    try inbox.store.save(set)
    #expect(inbox.latestMessage() == set.replyMessage)
    #expect(inbox.pendingCandidates() == set.replyMessage)
    // A concealed copy (a password manager's) is never a message.
    inbox.store.clear()
    try pasteboard.copy(.text("hunter2"), concealed: true)
    #expect(inbox.latestMessage() == nil)
  }

  @Test("the pending set is read from the file each time: a replaced or cleared set is seen")
  func pendingReread() throws {
    let directory = try TemporaryDirectory.make()
    let inbox = ReplyInbox(dataDirectory: directory, pasteboard: nil) { 2_000_000_000 }
    let first = PendingReplySet(
      created: 2_000_000_000 - 5, source: .text, message: "first", candidates: ["a"])
    let second = PendingReplySet(
      created: 2_000_000_000 - 1, source: .text, message: "second", candidates: ["b", "c"])
    // Another process (`sykb reply`) writes the file; nothing is cached in between.
    try PendingReplyStore(dataDirectory: directory).save(first)
    #expect(inbox.pendingCandidates() == first.replyMessage)
    try PendingReplyStore(dataDirectory: directory).save(second)
    #expect(inbox.pendingCandidates() == second.replyMessage)
    #expect(inbox.latestMessage() == second.replyMessage)
    PendingReplyStore(dataDirectory: directory).clear()
    #expect(inbox.pendingCandidates() == nil)
    #expect(inbox.latestMessage() == nil)
  }
}
