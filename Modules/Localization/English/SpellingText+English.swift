extension SpellingText {
  // swift-format-ignore
  public var english: String {
    switch self {
    case .dictionaryUnreadable: "{path}: cannot read the dictionary file"
    case .dictionaryNotLoaded: "{path}: hunspell did not load the dictionary"
    case .encodingUnsupported: "{path}: encoding {name} is not supported (UTF-8, ISO8859-1)"
    case .noEncoding: "(none)"
    case .correct: "correct"
    case .cannotTell: "cannot tell (the dictionary's encoding)"
    case .misspelled: "misspelled: {guesses}"
    case .noGuesses: "no guesses"
    case .notLoaded: "not loaded: {reason}"
    case .noDictionary: "no hunspell dictionary ({places})"
    case .wordList: "word list"
    case .giveWords: "give one or more words (`sykb spell 학교애서 teh`)"
    case .languageTakes: "--language takes ko or en, not \"{name}\""
    case .dictionariesTakes: "--dictionaries takes system, off or an absolute directory"
    case .serveNeeds: "give LANG NAME AFF DIC for each dictionary"
    case .lexiconNotUsed: "{reason} (the lexicon is not used)"
    }
  }
}
