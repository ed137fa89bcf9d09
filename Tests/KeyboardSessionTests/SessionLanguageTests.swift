import Localization
import TestSupport
import Testing

@testable import KeyboardSession

/// The session's own words follow the interface's language: the reply and grammar notices,
/// the bar's progress and proposal cells and the names of the bar's cell kinds are Korean by
/// default (a unit session's locale), English with the `language` setting `en` or an English
/// locale, and Korean again when the setting says `ko`.
@Suite("The session speaks the interface's language")
struct SessionLanguageTests {
  static func settings(_ language: InterfaceLanguage, fullAccess: Bool = true) -> KeyboardSettings {
    var settings = KeyboardSettings()
    settings.interfaceLanguage = language
    settings.isFullAccessAllowed = fullAccess
    settings.replies.provider = .command
    settings.replies.command = "fake-provider"
    settings.replies.timeout = 10
    return settings
  }

  static func replySession(_ settings: KeyboardSettings, system: Language = .korean)
    -> (KeyboardSession, ManualReplyService)
  {
    let service = ManualReplyService(message: ReplyMessage(text: "언제 와?", source: .pasteboard))
    var session = TestFixtures.session("dubeolsik", settings: settings)
    session.systemLanguage = system
    session.installProviderService(service)
    return (session, service)
  }

  @Test("the language: the setting first, else the locale; unit sessions are Korean")
  func language() {
    #expect(TestFixtures.session().words.language == .korean)
    var session = TestFixtures.session(settings: Self.settings(.english))
    #expect(session.words.language == .english)
    session.systemLanguage = .english
    session.updateSettings { $0.interfaceLanguage = .auto }
    #expect(session.words.language == .english)
    session.updateSettings { $0.interfaceLanguage = .korean }
    #expect(session.words.language == .korean)
  }

  @Test("without Full Access the reply button explains itself in the interface's language")
  func fullAccessRefusal() {
    var (korean, _) = Self.replySession(Self.settings(.auto, fullAccess: false))
    korean.send(.provider(.requestReplies(to: nil)), at: 1)
    #expect(
      korean.takeProviderNotices().map(\.text) == [
        "답장 후보는 전체 접근이 필요합니다: sykb settings set full-access on (또는 F2)"
      ])
    var (english, _) = Self.replySession(Self.settings(.english, fullAccess: false))
    english.send(.provider(.requestReplies(to: nil)), at: 1)
    #expect(
      english.takeProviderNotices().map(\.text) == [
        "reply candidates need Full Access: sykb settings set full-access on (or F2)"
      ])
    var (locale, _) = Self.replySession(Self.settings(.auto, fullAccess: false), system: .english)
    locale.send(.provider(.requestReplies(to: nil)), at: 1)
    #expect(
      locale.takeProviderNotices().map(\.text).first?.hasPrefix("reply candidates need Full Access")
        == true)
  }

  @Test("the progress cell, a failure and a timeout, in Korean and in English")
  func replyProgressAndFailure() {
    var (korean, koreanService) = Self.replySession(Self.settings(.auto))
    korean.send(.provider(.requestReplies(to: nil)), at: 1)
    #expect(korean.candidateSummary == "답장 만드는 중…")
    koreanService.deliver(.failure("HTTP 500"))
    korean.send(.provider(.receiveReplies), at: 2)
    #expect(korean.takeProviderNotices().map(\.text) == ["답장 실패: HTTP 500"])

    var (english, englishService) = Self.replySession(Self.settings(.english))
    english.send(.provider(.requestReplies(to: nil)), at: 1)
    #expect(english.candidateSummary == "writing replies…")
    #expect(english.candidateSummary == ReplyCandidates.text(.progress, english.words))
    englishService.deliver(.failure("HTTP 500"))
    english.send(.provider(.receiveReplies), at: 2)
    #expect(english.takeProviderNotices().map(\.text) == ["reply failed: HTTP 500"])
    english.send(.provider(.requestReplies(to: nil)), at: 3)
    english.send(.provider(.receiveReplies), at: 3 + 10 + 2)
    #expect(
      english.takeProviderNotices().map(\.text) == ["reply failed: no answer within 10 seconds"])
  }

  @Test("a secure field and a missing provider, in both languages")
  func secureAndSetup() {
    var secure = Self.settings(.english)
    secure.replies.provider = .off
    var (english, _) = Self.replySession(secure)
    english.send(.provider(.requestReplies(to: nil)), at: 1)
    let notice = english.takeProviderNotices().map(\.text).first ?? ""
    #expect(notice.hasPrefix(ProviderBars.setupNotice(Words(.english))))
    #expect(notice.hasPrefix("no reply provider is set up — sykb settings set reply-provider"))
    var (korean, _) = Self.replySession(Self.settings(.korean))
    var traits = korean.traits
    traits.isSecureTextEntry = true
    korean.setTraits(traits)
    korean.send(.provider(.requestReplies(to: nil)), at: 1)
    #expect(korean.takeProviderNotices().map(\.text) == ["보안 필드에서는 답장 후보를 만들지 않습니다"])
    english = Self.replySession(Self.settings(.english)).0
    english.setTraits(traits)
    english.send(.provider(.requestReplies(to: nil)), at: 1)
    #expect(english.takeProviderNotices().map(\.text) == ["no reply candidates in a secure field"])
  }

  @Test("the grammar bar's cells and notices, in Korean and in English")
  func grammarBar() {
    for (language, apply, progress, unchanged) in [
      (InterfaceLanguage.korean, "✓ 고치기 | ✕ 그대로 | −teh | +the", "맞춤법 검사 중…", "고칠 것이 없습니다"),
      (.english, "✓ fix | ✕ keep | −teh | +the", "checking spelling…", "nothing to fix"),
    ] {
      var session = TestFixtures.session("qwerty", text: "teh", settings: Self.settings(language))
      let service = ManualGrammarService()
      session.installProviderService(service)
      session.send(.provider(.requestGrammar), at: 1)
      #expect(session.candidateSummary == progress)
      service.deliver(.corrected("the", changed: true))
      session.send(.provider(.receiveGrammar), at: 2)
      #expect(session.candidateSummary == apply)
      session.send(.bar(.pick(1)), at: 2)
      session.send(.provider(.requestGrammar), at: 3)
      service.deliver(.corrected("teh", changed: false))
      session.send(.provider(.receiveGrammar), at: 4)
      #expect(session.takeProviderNotices().map(\.text) == [unchanged])
    }
    var empty = TestFixtures.session("qwerty", settings: Self.settings(.english))
    empty.installProviderService(ManualGrammarService())
    empty.send(.provider(.requestGrammar), at: 1)
    #expect(empty.takeProviderNotices().map(\.text) == ["no text to fix"])
  }

  @Test("the bar's cell kinds are named in the interface's language")
  func cellKinds() {
    var (session, service) = Self.replySession(Self.settings(.auto))
    session.send(.provider(.requestReplies(to: nil)), at: 1)
    service.deliver(["네"])
    session.send(.provider(.receiveReplies), at: 2)
    let cell = session.barCells.first
    #expect(cell?.kind == .reply)
    #expect(cell?.kindName(Words(.korean)) == "답장 후보")
    #expect(cell?.kindName(Words(.english)) == "reply candidate")
    #expect(cell?.kindName(session.words) == "답장 후보")
  }
}
