import HostField
import Localization
import ProviderBar
import SessionSettings
import Synchronization
import TestSupport
import Testing

/// A third provider feature is one type: `Shout`, a stand-in translation pass (the field's text
/// out, the text in capitals back), drives the generic bar through its whole mechanism — the
/// privacy gates, one request in flight, a stale answer dropped, the timeout, cells, a pick
/// applied as one undo unit — with nothing of the session.
@Suite("The generic provider bar, with a fake feature")
struct ProviderBarTests {

  static var configured: ReplySettings {
    var settings = ReplySettings()
    settings.provider = .command
    settings.command = "shout"
    settings.timeout = 10
    return settings
  }

  static func context(_ text: String = "hello world", cursor: Int? = nil) -> ProviderContext {
    ProviderContext(
      words: Words(.english), provider: configured,
      document: TextDocument(text, cursor: cursor))
  }

  static func bar() -> (ProviderBar<Shout>, ManualShoutService) {
    var bar = ProviderBar(Shout())
    let service = ManualShoutService()
    let r1 = bar.install(OtherService())
    #expect(!r1)
    let r2 = bar.install(service)
    #expect(r2)
    return (bar, service)
  }

  @Test("a request is numbered, sent, awaited until its deadline, and shows the progress cell")
  func request() {
    var (bar, service) = Self.bar()
    let step = bar.request(nil, at: 5, in: Self.context())
    #expect(
      step
        == ProviderStep(
          result: true,
          effects: [.trace("shout request #1 (11 characters)"), .showCells]))
    #expect(service.requests == [Shout.Request(id: 1, text: "hello world")])
    #expect(bar.phase == .waiting(since: 5))
    #expect(bar.inFlight?.id == 1)
    #expect(bar.inFlight?.deadline == 17.0)  // 5 + the timeout + the grace
    #expect(bar.inFlight?.text == "hello world")
    #expect(bar.sentCount == 1)
    #expect(bar.isActive && bar.isAwaiting)
    #expect(bar.cells(Words(.english)) == [ProviderCell("shouting…")])
    #expect(bar.notices.isEmpty)
    // One in flight: the second request is refused with the feature's words.
    let again = bar.request("more", at: 6, in: Self.context())
    #expect(again == ProviderStep())
    #expect(service.requests.count == 1)
    #expect(bar.notices == ["still shouting"])
    // The feature's own refusal comes after the gates.
    var (empty, emptyService) = Self.bar()
    let r3 = empty.request(nil, at: 1, in: Self.context(""))
    #expect(r3 == ProviderStep())
    #expect(emptyService.requests.isEmpty)
    #expect(empty.notices == ["nothing to shout"])
    #expect(empty.phase == .off)
  }

  @Test("the answer becomes cells; a pick applies the edit as one undo unit")
  func pickAppliesOneUndoUnit() {
    var (bar, service) = Self.bar()
    let context = Self.context("hello world", cursor: 8)
    _ = bar.request(nil, at: 1, in: context)
    let r4 = bar.receive(at: 1.5, in: context)
    #expect(r4 == ProviderStep())  // nothing yet
    service.deliver("HELLO world", to: 1)
    let r5 = bar.receive(at: 2, in: context)
    #expect(r5 == ProviderStep(result: true, effects: [.showCells]))
    #expect(bar.phase == .showing(Shout.Proposal(original: "hello world", shouted: "HELLO world")))
    #expect(!bar.isAwaiting)
    #expect(
      bar.cells(Words(.english)) == [
        ProviderCell("✓"), ProviderCell("✕"), ProviderCell("HELLO world", isPreview: true),
      ])
    let r6 = bar.pick(2, in: context)
    #expect(r6 == ProviderStep())  // a cell that only shows
    let step = bar.pick(0, in: context)
    let edit = ProviderEdit.replace(original: "hello world", corrected: "HELLO world")
    #expect(step == ProviderStep(result: true, effects: [.apply(edit, trace: "shouted")]))
    #expect(bar.phase == .off)

    // What the session does with it: only "hello" is rewritten, one unit in the undo history.
    var document = context.document
    document.isRecordingEdits = true
    edit.apply(to: &document)
    #expect(document.text == "HELLO world")
    #expect(document.cursor == 8)  // in "world", which stayed
    var history = UndoHistory()
    for change in document.takeEdits() { history.record(change, kind: .unit, time: 2) }
    history.close()
    #expect(history.undoStack.count == 1)
    let r7 = history.undo(in: &document)
    #expect(r7)
    #expect(document.text == "hello world")
    #expect(!history.canUndo)
  }

  @Test("a stale answer is dropped: the next key ended the mode, or the text moved on")
  func staleAnswers() {
    var (bar, service) = Self.bar()
    _ = bar.request(nil, at: 1, in: Self.context())
    // Another request's answer is not this one's.
    service.deliver("OTHER", to: 7)
    let r8 = bar.receive(at: 2, in: Self.context())
    #expect(r8 == ProviderStep())
    #expect(bar.phase == .waiting(since: 1))
    // A key: the mode ends and the suggestions come back; the late answer is dropped.
    let r9 = bar.end()
    #expect(r9 == ProviderStep(effects: [.restoreSuggestions]))
    let r10 = bar.end()
    #expect(r10 == ProviderStep())
    service.deliver("HELLO WORLD", to: 1)
    let r11 = bar.receive(at: 3, in: Self.context())
    #expect(r11 == ProviderStep())
    #expect(bar.phase == .off)
    #expect(!bar.isAwaiting)
    #expect(bar.notices.isEmpty)
    // The text changed while the answer was on its way: the feature fails it with a notice.
    _ = bar.request(nil, at: 4, in: Self.context())
    service.deliver("HELLO WORLD", to: 2)
    let moved = bar.receive(at: 5, in: Self.context("hello world!"))
    #expect(moved == ProviderStep(result: true, effects: [.restoreSuggestions]))
    #expect(bar.phase == .off)
    #expect(bar.notices == ["the text moved on"])
    // …and a proposal picked after the text changed is refused.
    _ = bar.request(nil, at: 6, in: Self.context())
    service.deliver("HELLO WORLD", to: 3)
    _ = bar.receive(at: 7, in: Self.context())
    let late = bar.pick(0, in: Self.context("hello"))
    #expect(late == ProviderStep(effects: [.restoreSuggestions]))
    #expect(bar.notices.last == "too late")
    #expect(bar.phase == .off)
  }

  @Test("a provider that never answers is given up at the deadline, with a notice")
  func timeout() {
    var (bar, service) = Self.bar()
    _ = bar.request(nil, at: 1, in: Self.context())
    let r12 = bar.receive(at: 12.9, in: Self.context())
    #expect(r12 == ProviderStep())
    let expired = bar.receive(at: 13, in: Self.context())
    #expect(expired == ProviderStep(result: true, effects: [.restoreSuggestions]))
    #expect(bar.notices == ["no shout within 10 seconds"])
    #expect(!bar.isActive && !bar.isAwaiting)
    // Its answer, when it comes at last, is dropped; a new request goes out.
    service.deliver("HELLO WORLD", to: 1)
    let r13 = bar.receive(at: 14, in: Self.context())
    #expect(r13 == ProviderStep())
    let r14 = bar.request(nil, at: 15, in: Self.context()).result
    #expect(r14)
    #expect(bar.inFlight?.id == 2)
  }

  @Test("dismissing (cell 1) leaves the text, even while the bar waits")
  func dismiss() {
    var (bar, _) = Self.bar()
    _ = bar.request(nil, at: 1, in: Self.context())
    let r15 = bar.pick(0, in: Self.context())
    #expect(r15 == ProviderStep())  // nothing to apply yet
    let dismissed = bar.pick(1, in: Self.context())
    #expect(dismissed == ProviderStep(result: true, effects: [.restoreSuggestions]))
    #expect(bar.phase == .off)
    #expect(bar.isAwaiting)  // the request is still in flight
  }

  struct Gate: CustomTestStringConvertible, Sendable {
    var name: String
    var secure = false
    var fullAccess = true
    var provider = ReplySettings.Provider.command
    var installed = true
    var notice: String
    var testDescription: String { name }
  }

  @Test(
    "the privacy gates, in order: nothing is sent, and the notice says why",
    arguments: [
      Gate(
        name: "secure field", secure: true, fullAccess: false,
        notice: "no shouting in a secure field"),
      Gate(
        name: "no Full Access", fullAccess: false, provider: .off,
        notice: "shouting needs Full Access: sykb settings set full-access on"),
      Gate(
        name: "no provider", provider: .off,
        notice: "no reply provider is set up — sykb settings set reply-provider openai-compatible"
          + " ; sykb settings set reply-model llama3.2"),
      Gate(
        name: "no service", installed: false,
        notice: "no reply provider is set up — sykb settings set reply-provider openai-compatible"
          + " ; sykb settings set reply-model llama3.2"),
    ])
  func gates(_ gate: Gate) {
    var bar = ProviderBar(Shout())
    let service = ManualShoutService()
    if gate.installed { bar.install(service) }
    var context = Self.context()
    context.isSecureField = gate.secure
    context.isFullAccessAllowed = gate.fullAccess
    context.provider.provider = gate.provider
    #expect(bar.refusal(in: context) == gate.notice)
    let r16 = bar.request("hello", at: 1, in: context)
    #expect(r16 == ProviderStep())
    #expect(service.requests.isEmpty)
    #expect(bar.notices == [gate.notice])
    #expect(bar.phase == .off)
    #expect(bar.sentCount == 0)
  }
}
