import Localization

/// The session's provider features, each on its own bar, and their notices for the host.
public struct ProviderBars: Sendable {
  public init() {}

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
