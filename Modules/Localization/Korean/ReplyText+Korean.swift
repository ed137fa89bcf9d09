extension ReplyText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .setupNotice: "답장 제공자가 없습니다"
    case .progress: "답장 만드는 중…"
    case .secureField: "보안 필드에서는 답장 후보를 만들지 않습니다"
    case .needsFullAccess: "답장 후보는 전체 접근이 필요합니다: {command} (또는 F2)"
    case .noMessage: "답장할 메시지가 없습니다: 메시지를 복사하거나 sykb reply --image FILE"
    case .waiting: "답장 후보를 기다리는 중입니다"
    case .emptyAnswer: "답장 후보가 없습니다 (빈 응답)"
    case .failed: "답장 실패: {reason}"
    case .timedOut: "답장 실패: {seconds} 초 안에 응답이 없습니다"
    case .grammarProgress: "맞춤법 검사 중…"
    case .apply: "✓ 고치기"
    case .dismiss: "✕ 그대로"
    case .unchanged: "고칠 것이 없습니다"
    case .grammarSecureField: "보안 필드에서는 맞춤법 검사를 하지 않습니다"
    case .grammarNeedsFullAccess: "맞춤법 검사는 전체 접근이 필요합니다: {command} (또는 F2)"
    case .noText: "고칠 텍스트가 없습니다"
    case .tooLong: "텍스트가 너무 깁니다 ({limit}자까지)"
    case .grammarWaiting: "맞춤법 검사를 기다리는 중입니다"
    case .grammarFailed: "맞춤법 검사 실패: {reason}"
    case .grammarTimedOut: "맞춤법 검사 실패: {seconds} 초 안에 응답이 없습니다"
    case .correctionDropped: "텍스트가 바뀌어 교정을 버립니다"
    case .answerTooLong: "맞춤법 검사 실패: 답이 너무 깁니다 (보낸 텍스트의 {times}배 초과). 텍스트는 그대로입니다"
    case .correctionNotApplied: "텍스트가 바뀌어 교정을 적용하지 않습니다"
    }
  }
}
