extension SessionText {
  public var korean: String {
    switch self {
    case .currentWord: "입력 중인 단어"
    case .learnedWord: "학습한 단어"
    case .suggestion: "추천"
    case .mathResult: "계산 결과"
    case .replyCandidate: "답장 후보"
    }
  }
}
