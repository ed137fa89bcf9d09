extension SettingsPanelText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .title: "설정"
    case .footer: "↑↓ 선택 · ←→ Enter 변경 · Esc 닫기"
    case .noneValue: "없음"
    case .licensesValue: "보기"
    case .resetValue: "초기화"
    case .resetConfirmValue: "Enter: 지움 · Esc: 취소"
    case .licensesSummary: "오픈 소스 라이선스 (sykb licenses) · Enter 보기"
    case .resetSummary: "학습 데이터 초기화: 배운 단어를 모두 지웁니다 (Enter 두 번)"
    case .resetQuestion: "학습한 단어를 모두 지울까요? 되돌릴 수 없습니다"
    case .resetCancelled: "초기화를 취소했습니다"
    }
  }
}
