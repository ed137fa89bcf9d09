extension LicensesToolText {
  public var korean: String {
    switch self {
    case .title: "sykb와, sykb가 담거나 링크하거나 실행 중에 읽는 모든 것의 라이선스"
    case .commonLicence: "라이선스 전문: {name}"
    case .takesNoOperands: "sykb licenses: 피연산자를 받지 않습니다"
    case .noDirectory:
      "sykb licenses: licenses/ 디렉터리를 찾을 수 없습니다 (SYKB_HOME을 소스 디렉터리로 설정하십시오)"
    case .cannotReadIndex: "sykb licenses: {path}: 파일을 읽을 수 없습니다"
    case .cannotReadNotice: "sykb licenses: {path}: 고지문을 읽을 수 없습니다"
    }
  }
}
