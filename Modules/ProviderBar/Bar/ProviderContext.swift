import HostField
import Localization
import SessionSettings

/// What a provider feature sees of the session when it decides: the interface's words, the
/// provider as configured, the privacy facts and the host field.
///
/// The session makes one for each step (`KeyboardSession+ProviderBar.swift`); a test makes its
/// own: `ProviderContext(words: Words(.korean), provider: settings, document: TextDocument("teh"))`.
public struct ProviderContext: Sendable {
  public var words: Words
  /// The provider to ask, as the settings are now (its timeout sets the request's deadline).
  public var provider: ReplySettings
  public var isFullAccessAllowed: Bool
  public var isSecureField: Bool
  /// The host field as it is now; a feature reads its text only when it needs it.
  public var document: TextDocument

  public init(
    words: Words, provider: ReplySettings, isFullAccessAllowed: Bool = true,
    isSecureField: Bool = false, document: TextDocument = TextDocument("")
  ) {
    self.words = words
    self.provider = provider
    self.isFullAccessAllowed = isFullAccessAllowed
    self.isSecureField = isSecureField
    self.document = document
  }
}
