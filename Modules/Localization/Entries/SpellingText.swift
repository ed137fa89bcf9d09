/// The spell checker outside the session: why a hunspell dictionary was not used, and what
/// `sykb spell` says about each word.
public enum SpellingText: CatalogEntry {
  case dictionaryUnreadable
  case dictionaryNotLoaded
  case encodingUnsupported
  /// The encoding's name when the .aff file names none.
  case noEncoding

  // `sykb spell`'s report: `  hunspell   correct  (0.3 ms)`.
  case correct
  case cannotTell
  /// `{guesses}`: hunspell's guesses, or `noGuesses`.
  case misspelled
  case noGuesses
  case notLoaded
  /// `{places}`: the directories searched, or `off`.
  case noDictionary
  /// The second source's label, as wide as `hunspell` and its padding (9 columns).
  case wordList

  // `sykb spell`'s messages.
  /// The example is backquoted: it is typed as it is.
  case giveWords
  case languageTakes
  case dictionariesTakes
  case serveNeeds
  /// `{reason}`: why the word list could not be read.
  case lexiconNotUsed
}
