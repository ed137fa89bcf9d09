import Localization

/// A provider feature: what goes to a provider, what comes back, and what its bar does with it.
///
/// The mechanism — the privacy gates, one request in flight with its deadline, a stale answer
/// dropped, the progress cell, the bar mode ended by the next key, a pick applied as one undo
/// unit, the notices — is `ProviderBar`'s, the same for every feature; a feature says only what
/// is its own. Reply candidates (`ReplyCandidates`) send the latest message and insert the
/// candidate picked; the grammar pass (`GrammarPass`) sends the field's text and replaces it
/// with the correction. A translation pass would be a third such type: the field's text out,
/// `✓ 번역 | ✕ 그대로 | Good morning` back, cell 0 `.replace(original:corrected:)`.
public protocol ProviderFeature: Sendable {
  /// The seam the host installs: a protocol refining `ProviderService`, as an existential
  /// (`any ReplyService`).
  associatedtype Service: Sendable
  /// What the service is handed for one request.
  associatedtype Request: Sendable
  /// What the service answers; its `id` is the request's, so a stale answer is dropped.
  associatedtype Answer: Identifiable, Sendable where Answer.ID == Int
  /// What the bar shows once an answer is taken (the candidates, the proposed correction).
  associatedtype Proposal: Hashable, Sendable

  /// The feature's name in the trace and on its notices: `reply` (`reply request #1`).
  static var name: String { get }

  /// The feature's words for the moments every feature has: `답장 만드는 중…` for replies'
  /// `.progress`, `맞춤법 검사 중…` for the grammar pass's.
  static func text(_ moment: ProviderMoment, _ words: Words) -> String

  /// After the privacy gates: the text to send, a proposal already at hand (no request), or
  /// why there is nothing to ask (`답장할 메시지가 없습니다`). `given` is a text the host gave
  /// (`sykb reply TEXT`); `nil` asks the feature for its own (the latest message, the field).
  mutating func prepare(_ given: String?, service: Service, in context: ProviderContext)
    -> ProviderPreparation<Proposal>

  /// Request number `id` for `text`.
  func request(_ text: String, id: Int, in context: ProviderContext) -> Request
  /// Hands `request` to the service; returns at once (the provider works off the typing path).
  static func send(_ request: Request, to service: Service)
  /// The answers that arrived since the last call.
  static func takeAnswers(from service: Service) -> [Answer]

  /// The answer to the request that sent `sent`: a proposal for the bar, or a notice.
  func receive(_ answer: Answer, sent: String, in context: ProviderContext)
    -> ProviderReceipt<Proposal>

  /// The bar's cells for `proposal`.
  func cells(for proposal: Proposal, _ words: Words) -> [ProviderCell]

  /// What picking cell `cell` does; `proposal` is `nil` while the bar waits.
  func pick(_ cell: Int, on proposal: Proposal?, in context: ProviderContext) -> ProviderPick
}

/// The seam of a provider feature: the host's service that carries requests off the typing
/// path (the shell's background service, or a test's fake). Each feature refines it with its
/// own requests and answers (`ReplyService`, `GrammarService`).
public protocol ProviderService: AnyObject, Sendable {}

/// The moments every provider feature has words for.
public enum ProviderMoment: Hashable, Sendable {
  /// The progress cell while the provider works.
  case progress
  /// A secure field: nothing is sent.
  case secureField
  /// Full Access is off; `command` turns it on.
  case needsFullAccess(command: String)
  /// A request is in flight already.
  case waiting
  /// The provider's own reason.
  case failed(reason: String)
  /// No answer within the timeout.
  case timedOut(seconds: Int)
}

/// What a feature makes of a request once the privacy gates passed.
public enum ProviderPreparation<Proposal: Hashable & Sendable>: Hashable, Sendable {
  /// Send this text.
  case send(String)
  /// Show this at once, without a request (a pending reply set).
  case show(Proposal)
  /// Nothing to send, and why.
  case refuse(String)
}

/// What a feature makes of its provider's answer.
public enum ProviderReceipt<Proposal: Hashable & Sendable>: Hashable, Sendable {
  case show(Proposal)
  /// No proposal, and why (the provider failed, nothing to change, the text moved on).
  case fail(String)
}

/// What a pick on the feature's bar does.
public enum ProviderPick: Hashable, Sendable {
  /// Nothing (a cell that only shows something, or the bar is still waiting).
  case ignore
  /// The edit, as one undo unit; `trace` names it in the trace (`reply 1`).
  case apply(ProviderEdit, trace: String)
  /// The bar goes back to suggestions; the text stays.
  case dismiss
  /// The bar goes back to suggestions with this notice; the pick is refused.
  case refuse(String)
}
