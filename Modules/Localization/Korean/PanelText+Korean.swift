extension PanelText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .scrollFooter: "↑↓ PgUp PgDn 스크롤 · Esc 닫기"
    case .licensesTitle: "오픈 소스 라이선스 · sykb licenses"
    case .licensesMissing: "(고지문은 sykb licenses가 출력합니다)"
    case .messagesTitle: "메시지 · 최근 것부터"
    case .messagesEmpty: "(아직 메시지가 없습니다)"
    case .layoutsTitle: "키보드"
    case .layoutsFooter: "↑↓ 선택 · Enter 열기 · Esc 닫기"
    case .layoutBuiltIn: "기본 제공"
    case .layoutUserFile: "사용자: {file}"
    case .keyboardShown: "키보드: {title}"
    case .traceTitle: "추적"
    case .traceInspectorTitle: "추적 · 제스처 검사기"
    case .traceEmpty: "(아직 이벤트가 없습니다)"
    case .traceInspectorHeading: "── 제스처 검사기 ──"
    case .traceFooter: "F4 닫기"
    case .heatFile: "열지도 {file}"
    case .heatSession: "열지도 이 세션"
    case .heatNoTaps: "아직 탭 없음"
    case .heatNoTapsHere: "이 화면은 탭 없음"
    case .heatTaps: "{count}회"
    case .oneHandedLeft: "◀ 왼쪽"
    case .oneHandedCenter: "가운데"
    case .oneHandedRight: "오른쪽 ▶"
    case .cursorMove: "◀ 커서 이동 ▶"
    case .removalQuestion: "“{candidate}” 삭제할까요?"
    case .removalRemove: "[삭제]"
    case .removalCancel: "[취소]"
    case .placeholder: "여기에 입력하세요 · F1 도움말"
    }
  }
}
