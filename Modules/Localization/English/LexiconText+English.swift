extension LexiconText {
  public var english: String {
    switch self {
    case .missingTab: "expected \"word<TAB>frequency\""
    case .emptyWord: "the word is empty"
    case .blankInWord: "the word contains a blank"
    case .badFrequency: "\"{text}\" is not a whole number from 0 to 4294967295"
    }
  }
}
