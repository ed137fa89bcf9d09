import Localization
import SessionSettings

/// One request of a provider feature, numbered by its bar: the text sent (the latest message
/// for replies, the field's text for the grammar pass), the provider to ask and the language of
/// the answer's reasons. Every feature's service is handed this shape.
public struct ProviderRequest: Hashable, Sendable {
  public var id: Int
  public var text: String
  /// The provider to ask, as the settings are when the request is made (a change made with
  /// `sykb settings set` while the keyboard runs applies to the next request).
  public var settings: ReplySettings
  /// Seconds the provider may take.
  public var timeout: Double { settings.timeout }
  /// The language the answer's reasons are said in: the interface's when the request is made
  /// (nil: the service's own).
  public var words: Words?

  public init(id: Int, text: String, settings: ReplySettings, words: Words? = nil) {
    self.id = id
    self.text = text
    self.settings = settings
    self.words = words
  }
}
