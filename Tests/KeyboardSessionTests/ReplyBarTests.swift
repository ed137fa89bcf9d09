import Localization
import SessionScripts
import TestSupport
import Testing

@testable import KeyboardSession

/// The bar's reply mode through the real session with a provider the test answers
/// by hand: progress, candidates, one-unit inserts, the next keystroke, and the privacy gates
/// (Full Access, secure fields, a configured provider, one request in flight).
@Suite("Reply candidates in the bar")
struct ReplyBarTests {
  static func settings(fullAccess: Bool = true, provider: ReplySettings.Provider = .command)
    -> KeyboardSettings
  {
    var settings = KeyboardSettings()
    settings.isFullAccessAllowed = fullAccess
    settings.replies.provider = provider
    settings.replies.command = "fake-provider"
    settings.replies.timeout = 10
    return settings
  }

  /// 두벌식 with `안` composing and a provider whose latest message is `message`.
  static func runner(
    settings: KeyboardSettings = Self.settings(), message: String = "내일 몇 시에 만나?",
    secure: Bool = false
  ) throws -> (ReplayRunner, ManualReplyService) {
    let service = ManualReplyService(message: ReplyMessage(text: message, source: .pasteboard))
    var runner = try TestFixtures.run(
      secure ? "field secure=yes\ntap ㅇ\ntap ㅏ\ntap ㄴ" : "tap ㅇ\ntap ㅏ\ntap ㄴ",
      keyboard: "dubeolsik", settings: settings)
    runner.session.installProviderService(service)
    return (runner, service)
  }

  @Test("the button sends the message, shows progress, then up to five cleaned candidates")
  func requestShowsProgressThenCandidates() throws {
    var (runner, service) = try Self.runner()
    #expect(runner.session.showsReplyButton)
    let r1 = runner.session.send(.provider(.requestReplies(to: nil)), at: 10).accepted
    #expect(r1)
    #expect(service.requests.map(\.text) == ["내일 몇 시에 만나?"])
    #expect(service.requests.first?.timeout == 10)
    #expect(runner.session.providerBar[ReplyCandidates.self]?.phase == .waiting(since: 10))
    #expect(runner.session.candidateSummary == ReplyCandidates.text(.progress, Words(.korean)))
    #expect(runner.session.providerBar[.replies]?.isAwaiting == true)
    let r2 = runner.session.send(.provider(.receiveReplies), at: 10.1).changed
    #expect(!r2)  // nothing yet

    service.deliver(["1. 7시 어때?", "", "- \"좋아, 저녁에 봐\"", "7시 어때?", "네", "아니요", "글쎄", "음"])
    let r3 = runner.session.send(.provider(.receiveReplies), at: 10.5).changed
    #expect(r3)
    #expect(runner.session.candidateSummary == "7시 어때? | 좋아, 저녁에 봐 | 네 | 아니요 | 글쎄")
    #expect(runner.session.providerBar[.replies]?.isAwaiting == false)
    #expect(runner.session.document.text == "안")
    let r4 = runner.session.takeProviderNotices().map(\.text)
    #expect(r4.isEmpty)
  }

  @Test("picking a candidate commits the composition and inserts it as one undo unit")
  func pickInsertsOneUndoUnit() throws {
    var (runner, service) = try Self.runner()
    runner.session.send(.provider(.requestReplies(to: nil)), at: 10)
    service.deliver(["좋아요", "싫어요"])
    runner.session.send(.provider(.receiveReplies), at: 11)
    #expect(runner.session.composingText == "안")
    let r5 = runner.session.pickCandidate(1, at: 12)
    #expect(r5)
    #expect(runner.session.document.text == "안싫어요")
    #expect(runner.session.composingText == "")
    #expect(runner.session.document.cursor == 4)
    #expect(runner.session.providerBar[.replies]?.isActive == false)
    #expect(!runner.session.candidateSummary.contains("좋아요"))
    // One undo takes the whole reply away and leaves what was typed.
    try TestFixtures.continueRunning(&runner, "undo\nexpect text \"안\"")
  }

  @Test("the next keystroke brings the normal bar back; a late answer is dropped")
  func nextKeystrokeEndsReplyMode() throws {
    var (runner, service) = try Self.runner()
    runner.session.send(.provider(.requestReplies(to: nil)), at: 10)
    service.deliver(["좋아요"])
    runner.session.send(.provider(.receiveReplies), at: 11)
    #expect(runner.session.candidateSummary == "좋아요")
    try TestFixtures.continueRunning(&runner, "tap space")
    #expect(runner.session.providerBar[.replies]?.isActive == false)
    #expect(runner.session.candidateSummary != "좋아요")
    #expect(runner.session.document.text == "안 ")

    // Waiting, then a key: the bar is back at once; the answer that comes later is not shown.
    runner.session.send(.provider(.requestReplies(to: nil)), at: runner.clock + 1)
    try TestFixtures.continueRunning(&runner, "tap ㄱ")
    #expect(runner.session.providerBar[.replies]?.isActive == false)
    service.deliver(["늦은 답"])
    runner.session.send(.provider(.receiveReplies), at: runner.clock + 2)
    #expect(!runner.session.candidateSummary.contains("늦은 답"))
    #expect(runner.session.providerBar[.replies]?.isAwaiting == false)
  }

  @Test("at most one request in flight; the timeout frees the keyboard with a status")
  func oneInFlightAndTimeout() throws {
    var (runner, service) = try Self.runner()
    let r6 = runner.session.send(.provider(.requestReplies(to: nil)), at: 10).accepted
    #expect(r6)
    let r7 = runner.session.send(.provider(.requestReplies(to: nil)), at: 11).accepted
    #expect(!r7)
    #expect(service.requests.count == 1)
    let r8 = runner.session.takeProviderNotices().map(\.text)
    #expect(r8 == ["답장 후보를 기다리는 중입니다"])
    // Keys go on while the provider is silent.
    try TestFixtures.continueRunning(&runner, "tap ㄱ\nexpect text \"안ㄱ\"")
    let deadline = try #require(
      runner.session.providerBar[ReplyCandidates.self]?.inFlight?.deadline)
    #expect(abs(deadline - (10 + 10 + 2)) < 0.01)
    let r9 = runner.session.send(.provider(.receiveReplies), at: 22.5).changed
    #expect(r9)
    #expect(runner.session.providerBar[.replies]?.isAwaiting == false)
    let r10 = runner.session.send(.provider(.requestReplies(to: nil)), at: 23).accepted
    #expect(r10)
    #expect(service.requests.count == 2)
    // The waiting bar itself times out with a short status.
    let r11 = runner.session.send(.provider(.receiveReplies), at: 23 + 12.5).changed
    #expect(r11)
    #expect(runner.session.providerBar[.replies]?.isActive == false)
    let r12 = runner.session.takeProviderNotices().map(\.text)
    #expect(r12 == ["답장 실패: 10 초 안에 응답이 없습니다"])
  }

  @Test("a provider's error and an empty answer are short statuses; the bar returns")
  func failuresAreStatuses() throws {
    var (runner, service) = try Self.runner()
    runner.session.send(.provider(.requestReplies(to: nil)), at: 10)
    service.deliver(.failure("HTTP 500"))
    let r13 = runner.session.send(.provider(.receiveReplies), at: 11).changed
    #expect(r13)
    let r14 = runner.session.takeProviderNotices().map(\.text)
    #expect(r14 == ["답장 실패: HTTP 500"])
    #expect(runner.session.providerBar[.replies]?.isActive == false)
    runner.session.send(.provider(.requestReplies(to: nil)), at: 12)
    service.deliver(["", "  "])
    runner.session.send(.provider(.receiveReplies), at: 13)
    let r15 = runner.session.takeProviderNotices().map(\.text)
    #expect(r15 == ["답장 후보가 없습니다 (빈 응답)"])
    #expect(runner.session.providerBar[.replies]?.isActive == false)
  }

  @Test("without Full Access nothing is sent and the status says how to allow it")
  func noRequestWithoutFullAccess() throws {
    var (runner, service) = try Self.runner(settings: Self.settings(fullAccess: false))
    #expect(!runner.session.showsReplyButton)
    let r16 = runner.session.send(.provider(.requestReplies(to: nil)), at: 10).accepted
    #expect(!r16)
    let r17 = runner.session.send(.provider(.requestReplies(to: "hello")), at: 11).accepted
    #expect(!r17)
    #expect(service.requests.isEmpty)
    #expect(runner.session.providerBar[ReplyCandidates.self]?.sentCount == 0)
    let notices = runner.session.takeProviderNotices().map(\.text)
    #expect(notices.count == 2)
    #expect(notices.allSatisfy { $0.contains("sykb settings set full-access on") })
    // A pending set from the container app is not shown either.
    let r18 = runner.session.send(
      .provider(
        .pendingReplies(
          ReplyMessage(text: "hi", source: .screenshot, candidates: ["hello"], stamp: 1))),
      at: runner.clock
    ).changed
    #expect(
      !r18)
  }

  @Test("a secure field sends nothing and shows no pending set")
  func secureFieldSendsNothing() throws {
    var (runner, service) = try Self.runner(secure: true)
    #expect(!runner.session.showsReplyButton)
    let r19 = runner.session.send(.provider(.requestReplies(to: nil)), at: 10).accepted
    #expect(!r19)
    #expect(service.requests.isEmpty)
    let r20 = runner.session.takeProviderNotices().map(\.text)
    #expect(r20 == ["보안 필드에서는 답장 후보를 만들지 않습니다"])
    let r21 = runner.session.send(
      .provider(
        .pendingReplies(
          ReplyMessage(text: "hi", source: .screenshot, candidates: ["hello"], stamp: 1))),
      at: runner.clock
    ).changed
    #expect(
      !r21)
    #expect(runner.session.providerBar[.replies]?.isActive == false)
  }

  @Test("no provider: the button explains the two-line Ollama setup")
  func noProviderExplainsSetup() throws {
    var (runner, service) = try Self.runner(settings: Self.settings(provider: .off))
    #expect(runner.session.showsReplyButton)
    let r22 = runner.session.send(.provider(.requestReplies(to: nil)), at: 10).accepted
    #expect(!r22)
    #expect(service.requests.isEmpty)
    let r23 = runner.session.takeProviderNotices().map(\.text)
    let notice = try #require(r23.first)
    #expect(notice.contains("sykb settings set reply-provider openai-compatible"))
    #expect(notice.contains("sykb settings set reply-model llama3.2"))
  }

  @Test("a pending set is shown when it arrives, once, and the button reuses its candidates")
  func pendingSets() throws {
    var (runner, service) = try Self.runner()
    let set = ReplyMessage(
      text: "회의 자료 보냈어요", source: .screenshot, candidates: ["감사합니다", "확인할게요"], stamp: 5)
    let r24 = runner.session.send(.provider(.pendingReplies(set)), at: runner.clock).changed
    #expect(r24)
    #expect(runner.session.candidateSummary == "감사합니다 | 확인할게요")
    try TestFixtures.continueRunning(&runner, "tap ㄱ")
    let r25 = runner.session.send(.provider(.pendingReplies(set)), at: runner.clock).changed
    #expect(!r25)  // the same set again: not re-shown
    service.setMessage(set)
    let r26 = runner.session.send(.provider(.requestReplies(to: nil)), at: runner.clock + 1)
      .accepted
    #expect(!r26)  // no request needed
    #expect(service.requests.isEmpty)
    #expect(runner.session.candidateSummary == "감사합니다 | 확인할게요")
    let r27 = runner.session.pickCandidate(0, at: runner.clock + 2)
    #expect(r27)
    #expect(runner.session.document.text == "안ㄱ감사합니다")
  }

  @Test("no message to answer is a status, not a request")
  func noMessage() throws {
    var (runner, service) = try Self.runner()
    service.setMessage(nil)
    let r28 = runner.session.send(.provider(.requestReplies(to: nil)), at: 10).accepted
    #expect(!r28)
    #expect(service.requests.isEmpty)
    let r29 = runner.session.takeProviderNotices().map(\.text)
    #expect(r29.first?.hasPrefix("답장할 메시지가 없습니다") == true)
  }

  @Test("the reply button is a bar region; tapping it asks for replies")
  func buttonRegion() throws {
    var (runner, service) = try Self.runner()
    let ids = runner.session.toolbarFrames(width: 375).map(\.id)
    #expect(ids.contains(ToolbarState.replyRegion))
    runner.session.send(.provider(.requestReplies(to: nil)), at: 10)
    service.deliver(["네"])
    runner.session.send(.provider(.receiveReplies), at: 11)
    let cells = runner.session.toolbarFrames(width: 375).map(\.id).filter { $0 < 10 }
    #expect(cells == [0])
  }

  @Test("reply settings: names, values, and no API key in the settings")
  func settingsTable() throws {
    var settings = KeyboardSettings()
    try SettingKey.replyProvider.apply("openai-compatible", to: &settings)
    try SettingKey.replyModel.apply("llama3.2", to: &settings)
    try SettingKey.replyBaseURL.apply("http://127.0.0.1:8080/v1/", to: &settings)
    try SettingKey.replyAPIKeyEnv.apply("OPENAI_API_KEY", to: &settings)
    try SettingKey.replyTimeout.apply("2.5", to: &settings)
    #expect(settings.replies.isConfigured)
    #expect(SettingKey.replyBaseURL.value(in: settings) == "http://127.0.0.1:8080/v1")
    #expect(SettingKey.replyTimeout.value(in: settings) == "2.5")
    #expect(SettingKey.replyAPIKeyFile.value(in: settings) == "none")
    #expect(throws: SettingKey.InvalidValue.self) {
      try SettingKey.replyAPIKeyEnv.apply("sk-abc123", to: &settings)
    }
    #expect(throws: SettingKey.InvalidValue.self) {
      try SettingKey.replyAPIKeyFile.apply("key.txt", to: &settings)
    }
    #expect(throws: SettingKey.InvalidValue.self) {
      try SettingKey.replyTimeout.apply("0", to: &settings)
    }
    #expect(throws: SettingKey.InvalidValue.self) {
      try SettingKey.replyProvider.apply("gpt", to: &settings)
    }
    try SettingKey.replyModel.apply("none", to: &settings)
    #expect(!settings.replies.isConfigured)
    #expect(KeyboardSettings().replies.provider == .off)
  }
}
