extension SessionText {
  public var english: String {
    switch self {
    case .currentWord: "word being typed"
    case .learnedWord: "learned word"
    case .suggestion: "suggestion"
    case .mathResult: "math result"
    case .replyCandidate: "reply candidate"
    }
  }
}
