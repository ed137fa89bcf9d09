// swift-format-ignore
extension ManPageText {
  public var korean: String {
    switch self {
    case .manualName: "사용자 명령"
    case .nameHeading: "이름"
    case .synopsisHeading: "개요"
    case .descriptionHeading: "설명"
    case .commandsHeading: "명령"
    case .optionsHeading: "옵션"
    case .referenceHeading: "참고"
    case .exitStatusHeading: "종료 상태"
    case .environmentHeading: "환경"
    case .filesHeading: "파일"
    case .seeAlsoHeading: "같이 보기"
    case .description:
      """
      sykb는 터미널에서 쓰는 한국어·영어 휴대폰 자판입니다: 나랏글, 천지인, 두벌식과
      QWERTY에 추천 낱말, 맞춤법 검사, 클립보드 기록, 답장 후보를 갖추었습니다. 명령 없이
      실행하면 자판을 엽니다({run}). 모든 명령은 {help}에 답합니다.
      """
    case .helpOption: "명령(또는 sykb)의 도움말을 출력하고 끝냅니다."
    case .versionOption: "버전을 출력하고 끝냅니다."
    case .exitStatus:
      """
      0 정상. 1 명령은 실행했고 답이 '아니요'(실패한 expect나 check, 내줄 것이 없음,
      거부한 저장소나 설정). 2 잘못된 인수나 입력(잘못된 스크립트나 파일, 알 수 없는
      이름, 쓸 수 없는 터미널).
      """
    case .sykbHome:
      "layouts/, lexicons/, licenses/를 담은 폴더. 설치된 데이터보다 먼저 찾아봅니다."
    case .configHome:
      "설정 파일은 $XDG_CONFIG_HOME/sykb/settings.conf입니다(기본값 ~/.config)."
    case .dataHome:
      """
      익힌 낱말, 단축어, 클립보드 기록은 $XDG_DATA_HOME/sykb(기본값 ~/.local/share)에
      있으며, 소유자만 읽고 쓸 수 있습니다.
      """
    case .installedData:
      """
      배치, 낱말 목록, 라이선스 고지문. 실행 파일 옆(<prefix>/bin/../share/sykb)에서
      찾습니다.
      """
    }
  }
}
