import Suggestions

/// The data the suggestion bar needs, handed to the session by whoever builds it: base
/// lexicons, the user's shortcuts and taught words, and the learned n-gram snapshots.
///
/// Tests and replay scripts pass small or empty services; the terminal app loads the real
/// files and the SQLite store.
public struct SuggestionServices: Sendable {
  public var koreanLexicon: Lexicon?
  public var englishLexicon: Lexicon?
  public var shortcuts: [TextShortcut]
  public var learnedWords: [String]
  public var snapshots: [NgramSnapshot]
  /// True when the host reads the learned models after the keyboard is up and hands them over
  /// with `KeyboardSession.installLearnedModels(_:)` (`sykb run` on a large store); until
  /// then the session learns into empty models and holds its saves back.
  public var learnedModelsFollow = false
  /// Reads a word list the first time the bar needs it (`.korean` or `.english`), for a
  /// lexicon left nil above: a Hangul keyboard that never switches to English never holds the
  /// English list (≈ 1 MB). Called at most once per language, on the session's thread.
  public var lexiconLoader: (@Sendable (NgramLanguage) -> Lexicon?)?
  /// Real spell checkers (hunspell in `sykb run`), asked off the typing path; `nil` keeps the
  /// lexicon's one-edit guesses for that language.
  public var koreanChecker: (any SpellChecker)?
  public var englishChecker: (any SpellChecker)?

  public init(
    koreanLexicon: Lexicon? = nil, englishLexicon: Lexicon? = nil, shortcuts: [TextShortcut] = [],
    learnedWords: [String] = [], snapshots: [NgramSnapshot] = [],
    koreanChecker: (any SpellChecker)? = nil, englishChecker: (any SpellChecker)? = nil
  ) {
    self.koreanLexicon = koreanLexicon
    self.englishLexicon = englishLexicon
    self.shortcuts = shortcuts
    self.learnedWords = learnedWords
    self.snapshots = snapshots
    self.koreanChecker = koreanChecker
    self.englishChecker = englishChecker
  }

  public static let none = SuggestionServices()
}
