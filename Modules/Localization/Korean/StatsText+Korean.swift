extension StatsText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .giveFiles: "텍스트 파일을 하나 이상 지정하세요 (sykb stats --help 참고)"
    case .fingerTakes: "--finger는 thumb 또는 index입니다 (받은 값: \"{name}\")"
    case .filesEmpty: "텍스트 파일이 비어 있습니다"
    case .unknownKeyboard: "알 수 없는 키보드 \"{name}\" ({names})"
    case .unknownKeyboardAlone: "알 수 없는 키보드 \"{name}\""
    case .notUTF8: "{path}:{line}:{column}: UTF-8이 아닙니다 (바이트 {offset})"
    case .noLayoutInFile: "{path}: 파일에 레이아웃이 없습니다"
    case .layoutNotKeyboard: "{path}: 레이아웃 \"{id}\"은(는) sykb가 칠 수 있는 키보드가 아닙니다 (id는 {names} 중 하나여야 합니다)"

    case .heading: "sykb stats · {files} · {characters}자 · {syllables}음절"
    case .taps: "탭"
    case .tapsPerCharacter: "KSPC (글자당 탭)"
    case .tapsPerSyllable: "음절당 탭"
    case .shiftTaps: "시프트 탭"
    case .pageSwitches: "페이지 전환 (switch, 1/2, 한/A)"
    case .cycles: "멀티탭: 같은 키 반복 (순환)"
    case .strokeKeys: "멀티탭: 획과 쌍"
    case .commitSpaces: "확정만 하는 스페이스"
    case .betweenLetters: "  글자 사이"
    case .beforeSpace: "  스페이스 앞"
    case .travel: "손가락 이동 거리, pt"
    case .travelPerTap: "  탭당, pt"
    case .estimatedTime: "예상 시간 ({model})"
    case .perCharacter: "  글자당, ms"
    case .perMinute: "  분당 글자 수"
    case .untypable: "칠 수 없음 (호스트가 넣음)"
    case .standIns: "” ’로 입력함"
    case .forcedCommits: "강제 확정"
    case .typedBack: "그대로 입력됨"
    case .keyArea: "키 영역, pt"
    case .typedBackYes: "예"
    case .typedBackNo: "아니요"
    case .busiestKeys: "많이 쓴 키 (탭 비율)"
    case .untypableOn: "{keyboard}에서 칠 수 없음: {characters}"
    case .timeModel: "시간: 피츠의 법칙 MT = {intercept} ms + {slope} ms/bit · log2(A/W + 1), {model} ({source}); W는 목표 키의 짧은 변 (MacKenzie & Buxton, CHI '92)"
    }
  }
}
