/// Where the spell checker's hunspell dictionaries come from (setting `spelling-dictionaries`).
///
/// `system` looks in the standard places (`/usr/share/hunspell` first, where Debian's
/// `hunspell-ko` and `hunspell-en-us` put `ko_KR` and `en_US`); a directory looks only there;
/// `off` keeps the word lists' one-edit guesses. Read when the keyboard starts.
public enum SpellingDictionaries: Hashable, Sendable {
  case system
  case off
  /// An absolute directory holding `ko_KR.aff`/`.dic`, `en_US.aff`/`.dic` (or `ko`, `en`).
  case directory(String)

  /// `system`, `off` or an absolute path; `nil` for anything else.
  public init?(parsing text: String) {
    switch text.lowercased() {
    case "system", "default": self = .system
    case "off", "none": self = .off
    default:
      guard text.hasPrefix("/") else { return nil }
      self = .directory(text)
    }
  }

  /// The value as the settings file writes it.
  public var text: String {
    switch self {
    case .system: "system"
    case .off: "off"
    case .directory(let path): path
    }
  }
}
