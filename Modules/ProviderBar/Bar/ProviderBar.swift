import Localization
import SessionSettings

/// One provider feature on the suggestion bar: request → in flight → answer → cells → pick.
///
/// Every step is a value transform that returns what the session must do (`ProviderStep`).
/// A request passes the privacy gates in their order — a secure field, Full Access, a
/// configured provider — then the feature's own (`prepare`), then at most one in flight; it is
/// numbered, and its deadline is the provider's timeout plus a grace. The bar shows the progress
/// cell (`답장 만드는 중…`) while it waits; only the answer with the number awaited, arriving
/// while the bar still waits, is taken (`receive`); a pick applies the feature's edit as one undo
/// unit (`pick`); the next key ends the mode (`end`). Notices collect for the host.
public struct ProviderBar<Feature: ProviderFeature>: Sendable {
  public enum Phase: Hashable, Sendable {
    case off
    case waiting(since: Double)
    case showing(Feature.Proposal)
  }

  /// The request awaited — even after the bar went back to suggestions — and the text it sent
  /// (an answer is checked against it).
  public struct InFlight: Hashable, Sendable {
    public var id: Int
    /// The session's clock time after which the bar stops waiting.
    public var deadline: Double
    public var text: String
  }

  public internal(set) var phase = Phase.off
  public internal(set) var inFlight: InFlight?
  /// Requests sent (ids only, never the text), for tests and the trace.
  public internal(set) var sentCount = 0
  public internal(set) var feature: Feature
  /// Status lines for the host, oldest first (`ProviderBars.takeNotices()`).
  public internal(set) var notices: [String] = []
  var service: Feature.Service?
  var lastRequestID = 0

  public init(_ feature: Feature) {
    self.feature = feature
  }

  /// Seconds past the timeout after which the bar stops waiting for a provider that never
  /// answered.
  public static var grace: Double { 2 }

  /// Whether the bar is in the feature's mode (waiting or showing).
  public var isActive: Bool { phase != .off }
  /// Whether a request is in flight (the host polls for its answer).
  public var isAwaiting: Bool { inFlight != nil }
  public var hasService: Bool { service != nil }

  /// Takes `service` when it is this feature's seam; returns whether it did.
  @discardableResult
  public mutating func install(_ service: any ProviderService) -> Bool {
    guard let service = service as? Feature.Service else { return false }
    self.service = service
    return true
  }

  /// Why nothing may be asked now, in the privacy order; `nil` when the gates are open.
  public func refusal(in context: ProviderContext) -> String? {
    if context.isSecureField { return Feature.text(.secureField, context.words) }
    if !context.isFullAccessAllowed {
      return Feature.text(
        .needsFullAccess(command: ReplySettings.fullAccessCommand), context.words)
    }
    if !context.provider.isConfigured || service == nil {
      return ProviderBars.setupNotice(context.words) + " — "
        + ReplySettings.ollamaExample.joined(separator: " ; ")
    }
    return nil
  }

  /// Asks the provider (`given`, or what the feature finds); `result` says whether a request
  /// was sent.
  public mutating func request(_ given: String?, at now: Double, in context: ProviderContext)
    -> ProviderStep
  {
    var step = ProviderStep()
    expire(at: now, in: context, into: &step)
    if let refusal = refusal(in: context) {
      notices.append(refusal)
      return step
    }
    guard let service else { return step }
    let text: String
    switch feature.prepare(given, service: service, in: context) {
    case .refuse(let notice):
      notices.append(notice)
      return step
    case .show(let proposal):
      phase = .showing(proposal)
      step.effects.append(.showCells)
      return step
    case .send(let prepared):
      text = prepared
    }
    guard inFlight == nil else {
      notices.append(Feature.text(.waiting, context.words))
      return step
    }
    lastRequestID += 1
    let id = lastRequestID
    inFlight = InFlight(id: id, deadline: now + context.provider.timeout + Self.grace, text: text)
    sentCount += 1
    phase = .waiting(since: now)
    Feature.send(feature.request(text, id: id, in: context), to: service)
    step.result = true
    step.effects += [
      .trace("\(Feature.name) request #\(id) (\(text.count) characters)"), .showCells,
    ]
    return step
  }

  /// Takes the provider's answers; `result` says whether the bar changed. An answer to a request
  /// the bar no longer waits for (a key was typed since) is dropped; a request past its deadline
  /// is given up.
  public mutating func receive(at now: Double, in context: ProviderContext) -> ProviderStep {
    var step = ProviderStep()
    let answers = service.map { Feature.takeAnswers(from: $0) } ?? []
    for answer in answers where answer.id == inFlight?.id {
      let sent = inFlight?.text ?? ""
      inFlight = nil
      guard case .waiting = phase else { continue }
      step.result = true
      switch feature.receive(answer, sent: sent, in: context) {
      case .show(let proposal):
        phase = .showing(proposal)
        step.effects.append(.showCells)
      case .fail(let notice):
        fail(notice, into: &step)
      }
    }
    if expire(at: now, in: context, into: &step) { step.result = true }
    return step
  }

  /// Picks cell `cell` of the bar; `result` says whether the pick was taken.
  public mutating func pick(_ cell: Int, in context: ProviderContext) -> ProviderStep {
    let proposal: Feature.Proposal? = if case .showing(let shown) = phase { shown } else { nil }
    switch feature.pick(cell, on: proposal, in: context) {
    case .ignore:
      return ProviderStep()
    case .apply(let edit, let trace):
      phase = .off
      return ProviderStep(result: true, effects: [.apply(edit, trace: trace)])
    case .dismiss:
      phase = .off
      return ProviderStep(result: true, effects: [.restoreSuggestions])
    case .refuse(let notice):
      phase = .off
      notices.append(notice)
      return ProviderStep(effects: [.restoreSuggestions])
    }
  }

  /// Shows `proposal` without a request (a pending reply set that arrived).
  public mutating func show(_ proposal: Feature.Proposal) -> ProviderStep {
    phase = .showing(proposal)
    return ProviderStep(result: true, effects: [.showCells])
  }

  /// The next keystroke: the mode ends, the text stays, the suggestions come back.
  public mutating func end() -> ProviderStep {
    guard isActive else { return ProviderStep() }
    phase = .off
    return ProviderStep(effects: [.restoreSuggestions])
  }

  /// The bar's cells in the feature's mode.
  public func cells(_ words: Words) -> [ProviderCell] {
    switch phase {
    case .off: []
    case .waiting: [ProviderCell(Feature.text(.progress, words))]
    case .showing(let proposal): feature.cells(for: proposal, words)
    }
  }

  /// Hands the notices over.
  public mutating func takeNotices() -> [String] {
    defer { notices.removeAll() }
    return notices
  }

  private mutating func fail(_ notice: String, into step: inout ProviderStep) {
    notices.append(notice)
    phase = .off
    step.effects.append(.restoreSuggestions)
  }

  /// Gives up on a request whose provider never answered; true when it did.
  @discardableResult
  private mutating func expire(
    at now: Double, in context: ProviderContext, into step: inout ProviderStep
  ) -> Bool {
    guard let request = inFlight, now >= request.deadline else { return false }
    inFlight = nil
    if case .waiting = phase {
      fail(
        Feature.text(.timedOut(seconds: Int(context.provider.timeout)), context.words),
        into: &step)
    }
    return true
  }
}
