extension PracticeText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .noWordList: "{name}의 단어 목록이 없습니다: {path}을(를) 찾지 못했습니다 (--text FILE을 지정하세요)"
    case .noLessonWords: "열린 키({keys})만으로 입력되는 단어가 목록에 없습니다. 그 키로 된 단어를 --text FILE로 지정하세요"
    case .noPlannableText: "연습 단어를 이 자판에서 입력하는 계획을 세우지 못했습니다"
    case .giveScript: "스크립트 하나를 지정하세요 (표준 입력은 -)"
    case .targetTakes: "--target은 분당 탭 수 10부터 1000까지입니다 (받은 값: \"{text}\")"
    case .modelTakes: "--model은 thumb, index 또는 personal입니다 (받은 값: \"{option}\")"
    case .tooFewTaps: "내 모델을 맞추기에는 탭이 부족합니다: 키 사이 시간 {found}개, {needed}개 필요 (sykb practice로 더 연습하세요)"
    case .noSpread: "키 사이 시간이 모두 같은 거리에서 나와 모델을 맞출 수 없습니다"
    case .noHistory: "아직 연습 기록이 없습니다 {keyboard}(sykb practice로 시작하세요)"
    case .untimedText: "입력기에서 온 글자는 한꺼번에 들어와 탭마다 시간을 잴 수 없습니다. 마우스나 격자 키 모드로 입력하세요"

    case .lesson: "연습"
    case .plan: "탭 계획"
    case .keys: "키"
    case .focus: "집중 키"
    case .opened: "새로 열린 키"
    case .tapsLine: "탭 {taps}번 (계획 {planned}번) · 오류 {errors}번 · 정확도 {accuracy}%"
    case .speedLine: "분당 {syllables}음절 · 분당 {characters}글자 · 분당 {taps}탭"
    case .kspcLine: "글자당 탭 수 {typed} (계획 {planned})"
    case .finished: "끝냄"
    case .notFinished: "끝내지 않음"
    case .confidenceLine: "숙련도 (목표: 탭당 {target} ms): {keys}"

    case .reportHeading: "sykb practice report · {keyboard} · 연습 {count}회"
    case .speedChart: "분당 음절"
    case .characterSpeedChart: "분당 글자"
    case .unitSyllables: "음절"
    case .unitCharacters: "글자"
    case .accuracyChart: "정확도 %"
    case .slowest: "가장 느린 키 이동"
    case .personalModel: "내 모델: MT = {a} ms + {b} ms/bit · ID, R² {r2}, 탭 {count}번"
    case .publishedModel: "발표된 {name} 모델: MT = {a} ms + {b} ms/bit · ID"
    case .personalModelMissing: "내 모델"
    case .personalSource: "내 연습의 키 사이 시간 {count}개에 맞춤, R² {r2}"
    case .status: "연습 {lesson} · 탭 {position}/{length} · 집중 {focus} · 분당 {speed}{unit} · 분당 {taps}탭 · {accuracy}% · 글자당 탭 {kspc}/{planned}"
    case .wrongKey: "틀린 키: {expected} 차례입니다 (지우세요)"
    }
  }
}
