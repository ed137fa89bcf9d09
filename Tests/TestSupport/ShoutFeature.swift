import KeyboardSession
import Localization
import Synchronization

/// A third provider feature, for the tests: `Shout`, a stand-in translation pass (the field's
/// text out, the text in capitals back). It is one type — what it sends, what it shows, what a
/// pick does — and drives the generic bar (`ProviderBarTests`) and the session's door
/// (`ThirdProviderFeatureTests`) like replies and the grammar pass: everything it says is its
/// own; the mechanism is the bar's.
public struct Shout: ProviderFeature {
  public init() {}

  public typealias Service = any ShoutService

  public struct Request: Hashable, Sendable {
    public var id: Int
    public var text: String

    public init(id: Int, text: String) {
      self.id = id
      self.text = text
    }
  }

  public struct Answer: Identifiable, Hashable, Sendable {
    public var id: Int
    public var text: String
  }

  public struct Proposal: Hashable, Sendable {
    public var original: String
    public var shouted: String

    public init(original: String, shouted: String) {
      self.original = original
      self.shouted = shouted
    }
  }

  public static let name = "shout"

  public static func text(_ moment: ProviderMoment, _ words: Words) -> String {
    switch moment {
    case .progress: "shouting…"
    case .secureField: "no shouting in a secure field"
    case .needsFullAccess(let command): "shouting needs Full Access: \(command)"
    case .waiting: "still shouting"
    case .failed(let reason): "shout failed: \(reason)"
    case .timedOut(let seconds): "no shout within \(seconds) seconds"
    }
  }

  public func prepare(_ given: String?, service: Service, in context: ProviderContext)
    -> ProviderPreparation<Proposal>
  {
    let text = given ?? context.document.text
    return text.isEmpty ? .refuse("nothing to shout") : .send(text)
  }

  public func request(_ text: String, id: Int, in context: ProviderContext) -> Request {
    Request(id: id, text: text)
  }

  public static func send(_ request: Request, to service: Service) { service.send(request) }
  public static func takeAnswers(from service: Service) -> [Answer] { service.takeAnswers() }

  public func receive(_ answer: Answer, sent: String, in context: ProviderContext)
    -> ProviderReceipt<Proposal>
  {
    guard context.document.text == sent else { return .fail("the text moved on") }
    return .show(Proposal(original: sent, shouted: answer.text))
  }

  public func cells(for proposal: Proposal, _ words: Words) -> [ProviderCell] {
    [ProviderCell("✓"), ProviderCell("✕"), ProviderCell(proposal.shouted, isPreview: true)]
  }

  public func pick(_ cell: Int, on proposal: Proposal?, in context: ProviderContext) -> ProviderPick
  {
    switch (cell, proposal) {
    case (0, let proposal?):
      guard context.document.text == proposal.original else { return .refuse("too late") }
      return .apply(
        .replace(original: proposal.original, corrected: proposal.shouted), trace: "shouted")
    case (1, _): return .dismiss
    default: return .ignore
    }
  }
}

/// The fake feature's seam.
public protocol ShoutService: ProviderService {
  func send(_ request: Shout.Request)
  func takeAnswers() -> [Shout.Answer]
}

/// A service the test answers by hand.
public final class ManualShoutService: ShoutService {
  public init() {}

  private let state = Mutex<(requests: [Shout.Request], answers: [Shout.Answer])>(([], []))

  public var requests: [Shout.Request] { state.withLock { $0.requests } }

  /// The answer to request `id` arrives.
  public func deliver(_ text: String, to id: Int) {
    state.withLock { $0.answers.append(Shout.Answer(id: id, text: text)) }
  }

  public func send(_ request: Shout.Request) { state.withLock { $0.requests.append(request) } }

  public func takeAnswers() -> [Shout.Answer] {
    state.withLock { state in
      defer { state.answers.removeAll() }
      return state.answers
    }
  }
}

/// Another feature's service, which the shout bar does not take.
public final class OtherService: ProviderService {
  public init() {}
}
