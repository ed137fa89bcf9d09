/// The language the interface speaks: Korean or English.
///
/// Chosen the way terminal programs choose it: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
/// that is set and not empty names the locale; `ko_KR.UTF-8` (any `ko…`) is Korean, anything
/// else — `C.UTF-8`, `en_GB.UTF-8`, nothing at all — English. The `language` setting
/// (`InterfaceLanguage`) overrides it.
public enum Language: String, CaseIterable, Hashable, Sendable {
  case korean = "ko"
  case english = "en"

  /// `["LANG": "ko_KR.UTF-8"]` is Korean; `["LC_ALL": "C", "LANG": "ko_KR.UTF-8"]` English
  /// (LC_ALL wins); `["LC_MESSAGES": "", "LANG": "ko"]` Korean (an empty variable is unset).
  public init(environment: [String: String]) {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { environment[$0] }
      .first { !$0.isEmpty }
    self = Language.of(locale: locale ?? "")
  }

  /// `ko`, `ko_KR`, `ko_KR.UTF-8` and `ko_KR@euro`-style names are Korean; the rest English.
  public static func of(locale: String) -> Language {
    let language = locale.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }
    return language.lowercased() == "ko" ? .korean : .english
  }
}

/// The `language` setting: `auto` follows the environment (`Language(environment:)`), `ko`
/// and `en` choose.
public enum InterfaceLanguage: String, CaseIterable, Hashable, Sendable {
  case auto
  case korean = "ko"
  case english = "en"

  /// The language to speak when the environment's is `system`.
  public func resolved(system: Language) -> Language {
    switch self {
    case .auto: system
    case .korean: .korean
    case .english: .english
    }
  }
}
