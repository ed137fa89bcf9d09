import Platform

/// A hunspell dictionary on disk: the `.aff` and `.dic` pair of one language.
///
/// `SpellingDictionary.find(.korean, in: ["/usr/share/hunspell"])` is `ko_KR` there on Debian
/// with `hunspell-ko` installed (`ko_KR.aff` links to `ko.aff`); `nil` when no directory
/// holds a readable pair of one of the language's names.
public struct SpellingDictionary: Hashable, Sendable {
  /// The languages the keyboards type.
  public enum Language: String, CaseIterable, Hashable, Sendable {
    case korean = "ko"
    case english = "en"

    /// File names tried, in order: the Debian names first.
    public var fileNames: [String] {
      switch self {
      case .korean: ["ko_KR", "ko"]
      case .english: ["en_US", "en_GB", "en_CA", "en_AU", "en"]
      }
    }
  }

  public var language: Language
  /// The file name without extension: `ko_KR`.
  public var name: String
  public var affixPath: String
  public var dictionaryPath: String

  public init(language: Language, name: String, affixPath: String, dictionaryPath: String) {
    self.language = language
    self.name = name
    self.affixPath = affixPath
    self.dictionaryPath = dictionaryPath
  }

  /// Where hunspell dictionaries are installed: Debian's `hunspell-*` packages use the first.
  public static let systemDirectories = [
    "/usr/share/hunspell", "/usr/local/share/hunspell", "/usr/share/myspell",
    "/usr/share/myspell/dicts",
  ]

  /// The first readable pair for `language` in `directories`, in order.
  public static func find(_ language: Language, in directories: [String]) -> SpellingDictionary? {
    for directory in directories {
      for name in language.fileNames {
        let base = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        let dictionary = SpellingDictionary(
          language: language, name: name, affixPath: base + ".aff", dictionaryPath: base + ".dic")
        if Files.isReadable(dictionary.affixPath) && Files.isReadable(dictionary.dictionaryPath) {
          return dictionary
        }
      }
    }
    return nil
  }
}
