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
