import Localization
import SessionSettings

/// A message to answer, as the host found it: the pasteboard's newest text or the newest
/// screenshot read by `sykb reply --image`, possibly with candidates already made for it.
///
/// `ReplyMessage(text: "내일 몇 시에 만나?", source: .pasteboard)` asks the provider;
/// a message with `candidates` fills the bar without a request.
public struct ReplyMessage: Hashable, Sendable {
  /// Where the message was read.
  public enum Source: String, Hashable, Sendable {
    case pasteboard
    case screenshot
    /// Given to `sykb reply TEXT`.
    case text
  }

  public var text: String
  public var source: Source
  /// Candidates the container app already made for this message (a pending reply set).
  public var candidates: [String]
  /// Marks a pending set, so the same set is shown once when it arrives.
  public var stamp: Int

  public init(text: String, source: Source, candidates: [String] = [], stamp: Int = 0) {
    self.text = text
    self.source = source
    self.candidates = candidates
    self.stamp = stamp
  }
}

/// One request for reply candidates, numbered by the session: the latest message as `text`.
public typealias ReplyRequest = ProviderRequest

/// What a provider answered to request `id`: candidates, or why there are none (a short
/// status such as "timed out after 10 s").
public struct ReplyAnswer: Hashable, Sendable, Identifiable {
  public enum Result: Hashable, Sendable {
    case candidates([String])
    case failure(String)
  }

  public var id: Int
  public var result: Result

  public init(id: Int, result: Result) {
    self.id = id
    self.result = result
  }
}

/// The seam between the keyboard's reply rule and the shell's providers.
///
/// `send` returns at once: the provider runs off the typing path and its answer is picked up
/// by `takeAnswers`, which the host's loop has the session call (`.provider(.receiveReplies)`).
/// The bar decides *whether* anything is sent (Full Access, a secure field, a configured
/// provider: `ProviderBar.refusal`); the service only carries it. Tests use a recording fake.
public protocol ReplyService: ProviderService {
  /// The newest message to answer, or `nil` when there is none.
  func latestMessage() -> ReplyMessage?
  /// Starts a request; never blocks.
  func send(_ request: ReplyRequest)
  /// Answers that arrived since the last call.
  func takeAnswers() -> [ReplyAnswer]
}
