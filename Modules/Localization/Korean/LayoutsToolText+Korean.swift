extension LayoutsToolText {
  public var korean: String {
    switch self {
    case .sayAction: "sykb layouts: list, show NAME, check FILE… 중 하나를 지정하십시오"
    case .giveOneName: "sykb layouts show: 배치 이름을 하나 주십시오 (sykb layouts list 참고)"
    case .noLayout: "sykb layouts show: \"{name}\" 배치가 없습니다 (있는 배치: {names})"
    case .giveFiles: "sykb layouts check: 배치 파일을 하나 이상 주십시오"
    case .fileOK: "{file}: 이상 없음 ({id}, {kind}, {family})"
    case .unknownAction: "sykb layouts: 알 수 없는 동작 \"{action}\" (list, show, check)"
    case .cannotWritePicture: "sykb {command}: {path}: 그림을 쓸 수 없습니다: {reason}"
    }
  }
}
