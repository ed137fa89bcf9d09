extension LabText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .sayOptimize: "optimize를 지정하세요 (sykb lab --help 참고)"
    case .giveFiles: "텍스트 파일을 하나 이상 지정하세요"
    case .objectiveTakes: "--objective는 time 또는 travel입니다 (받은 값: \"{name}\")"
    case .keyboardOrLayout: "--keyboard와 --layout 중 하나만 지정하세요"
    case .notRearranged: "랩은 {names}만 재배치합니다 (받은 값: \"{name}\")"
    case .noLayoutFile: "\"{name}\"의 레이아웃 파일이 없습니다"
    case .outputIsInput: "--output {path}은(는) 랩이 읽는 파일입니다. 다른 이름을 지정하세요"
    case .outputExists: "{path}이(가) 이미 있습니다. 덮어쓰거나 다른 곳에 쓰려면 --output FILE을 지정하세요"
    case .cannotRead: "{path}: 파일을 읽을 수 없습니다"
    case .readBackDiffers: "{path}: 다시 읽은 내용이 쓴 내용과 다릅니다"
    case .notLoadedAs: "{path}: {keyboard} 레이아웃으로 불러오지 못했습니다"
    case .noSuchKey: "--{option} {key}: {page} 페이지에 없는 키입니다 (키: {keys})"
    case .moveNotAsWide: "--move {key}: 글자 키와 너비가 다릅니다. 너비가 같은 키끼리만 자리를 바꿉니다"
    case .tooFewKeys: "{page} 페이지에서 움직이는 키가 두 개보다 적습니다"
    case .numberTakes: "--{option} 값은 {low}부터 {high}까지의 정수입니다 (받은 값: \"{text}\")"
    case .cannotWrite: "{path}: 쓸 수 없습니다 ({reason})"
    case .progressBest: "최선 {cost}"

    case .heading: "sykb lab optimize · {title} · {files} · {characters}자 · 목표 {objective}"
    case .objectiveTime: "시간 (피츠의 법칙, {model})"
    case .objectiveTravel: "이동 거리"
    case .keysMove: "움직이는 키 {count}개: {keys}"
    case .keysFixed: " · 고정: {keys}"
    case .shipped: "기본"
    case .best: "최선"
    case .change: "변화"
    case .tapsEverywhere: "탭 (키 위치와 상관없이 같음)"
    case .lessTravel: "개선: 이동 거리 {percent}% 감소"
    case .lessTime: "개선: 예상 시간 {percent}% 감소"
    case .busiestTransitions: "많이 쓴 전환: {transitions}"
    case .check: "확인: {output}을(를) sykb stats --layout과 같이 세션으로 입력함: {measured}; 탐색의 예측 {predicted} {stability}; 기본 레이아웃 {shippedMeasured}, 예측 {shippedPredicted}; 쓴 파일은 sykb layouts check를 통과합니다"
    case .sameTaps: "(탭이 같음)"
    case .tapsChanged: "(탭이 바뀜: 길이가 같은 키 순서는 키 배치를 따름)"
    case .run: "실행: {rounds}라운드(재시작 {restarts}회)에 교환 {swaps}회, 평가 {evaluations}회 (교환 차이); 입력 포함 모두 {seconds}초 ({rate}/s); 초당 평가: 전체 {full}, 탐색 중 교환 차이 {swap}"
    case .written: "저장함: {output} — 써 보기: sykb --layout {output} · sykb stats --layout {output} {files}"
    }
  }
}
