extension ReplyText {
  // swift-format-ignore
  public var english: String {
    switch self {
    case .setupNotice: "no reply provider is set up"
    case .progress: "writing replies…"
    case .secureField: "no reply candidates in a secure field"
    case .needsFullAccess: "reply candidates need Full Access: {command} (or F2)"
    case .noMessage: "no message to reply to: copy a message or run sykb reply --image FILE"
    case .waiting: "still waiting for reply candidates"
    case .emptyAnswer: "no reply candidates (the answer was empty)"
    case .failed: "reply failed: {reason}"
    case .timedOut: "reply failed: no answer within {seconds} seconds"
    case .grammarProgress: "checking spelling…"
    case .apply: "✓ fix"
    case .dismiss: "✕ keep"
    case .unchanged: "nothing to fix"
    case .grammarSecureField: "no spelling check in a secure field"
    case .grammarNeedsFullAccess: "the spelling check needs Full Access: {command} (or F2)"
    case .noText: "no text to fix"
    case .tooLong: "the text is too long (at most {limit} characters)"
    case .grammarWaiting: "still waiting for the spelling check"
    case .grammarFailed: "spelling check failed: {reason}"
    case .grammarTimedOut: "spelling check failed: no answer within {seconds} seconds"
    case .correctionDropped: "the text changed: the correction is dropped"
    case .correctionNotApplied: "the text changed: the correction is not applied"
    case .answerTooLong:
      "spelling check failed: answer too long (more than {times} times the text sent); the text stays"
    }
  }
}
