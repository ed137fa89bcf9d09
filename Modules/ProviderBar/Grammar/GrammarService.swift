import Localization
import SessionSettings

/// A grammar pass through the reply provider: the field's text goes to the provider with the
/// instruction to fix spelling, spacing and grammar only, and the corrected text comes back
/// with whether anything changed (`docs/grammar-pass.md`).
///
/// `GrammarRequest(id: 1, text: "teh cat", settings: s)` is answered with
/// `.corrected("the cat", changed: true)`; the bar then shows the change word by word.
public typealias GrammarRequest = ProviderRequest

/// What a provider answered to grammar request `id`.
public struct GrammarAnswer: Hashable, Sendable, Identifiable {
  public enum Result: Hashable, Sendable {
    /// The provider's text as it came; the bar reviews it (`GrammarPass.review`).
    case corrected(String, changed: Bool)
    /// A correction the service reviewed already with `GrammarPass.review`, off the screen's
    /// thread: the proposal, or why there is none.
    case reviewed(ProviderReceipt<GrammarPass.Proposal>)
    case failure(String)
  }

  public var id: Int
  public var result: Result

  public init(id: Int, result: Result) {
    self.id = id
    self.result = result
  }
}

/// The seam between the grammar pass and the shell's providers, as `ReplyService` is for
/// replies: `send` returns at once, answers come from `takeAnswers`. The bar decides whether
/// anything is sent (Full Access, a secure field, a provider).
public protocol GrammarService: ProviderService {
  func send(_ request: GrammarRequest)
  func takeAnswers() -> [GrammarAnswer]
}
