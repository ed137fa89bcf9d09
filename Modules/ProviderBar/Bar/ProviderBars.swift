import Localization

/// The session's provider features, each on its own bar, in the order they hold the suggestion
/// bar (a pick goes to the first one shown): reply candidates, then the grammar pass.
///
/// A third feature is one more bar here — `public var translation = ProviderBar(Translation())`
/// — and its line in `install`, `isAwaiting` and `takeNotices`.
public struct ProviderBars: Sendable {
  public var replies = ProviderBar(ReplyCandidates())
  public var grammar = ProviderBar(GrammarPass())

  public init() {}

  /// Whether a request is in flight on any bar (the host polls for answers while one is).
  public var isAwaiting: Bool { replies.isAwaiting || grammar.isAwaiting }

  /// Gives `service` to the bar of its kind (`any ReplyService` to replies).
  public mutating func install(_ service: any ProviderService) {
    replies.install(service)
    grammar.install(service)
  }

  /// Every bar's notices since the last call, each with its feature's name.
  public mutating func takeNotices() -> [ProviderNotice] {
    replies.takeNotices().map { ProviderNotice(feature: ReplyCandidates.name, text: $0) }
      + grammar.takeNotices().map { ProviderNotice(feature: GrammarPass.name, text: $0) }
  }

  /// The start of the notice that explains how to set up a provider (the host may show its
  /// setup help instead): `답장 제공자가 없습니다` in Korean.
  public static func setupNotice(_ words: Words) -> String { words(ReplyText.setupNotice) }
}

/// A status line of a provider feature, with the feature's name (`reply`, `grammar`) so the
/// host can place it.
public struct ProviderNotice: Hashable, Sendable {
  public var feature: String
  public var text: String

  public init(feature: String, text: String) {
    self.feature = feature
    self.text = text
  }
}
