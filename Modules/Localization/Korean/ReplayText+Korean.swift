extension ReplayText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .unknownEscape: "따옴표 문자열에 알 수 없는 이스케이프 \\{escape}가 있습니다"
    case .unterminatedString: "따옴표 문자열이 닫히지 않았습니다"
    case .badFingerNumber: "손가락 번호가 잘못되었습니다: \"{token}\" (두 번째 손가락은 down#2 …)"
    case .fingerNotAllowed: "손가락 번호는 down, move, up, cancel에만 붙일 수 있습니다"
    case .notANumber: "{what} 값은 숫자여야 합니다 (받은 값: \"{text}\")"
    case .coordinateOutOfRange: "{what} 값은 -100000에서 100000 포인트 사이여야 합니다 (받은 값: {text})"
    case .negativeDuration: "{what} 값은 음수일 수 없습니다 ({text})"
    case .durationTooLong: "{what} 값은 하루(86400000 ms)를 넘을 수 없습니다 (받은 값: {text})"
    case .argumentCountOne: "{verb}에는 인수가 1개 필요합니다 (받은 인수: {count}개)"
    case .argumentCountMany: "{verb}에는 인수가 {expected}개 필요합니다 (받은 인수: {count}개)"
    case .tapArguments: "tap에는 키 이름과, 필요하면 x2 같은 반복 횟수를 씁니다"
    case .badRepeat: "tap 반복 횟수는 x2 꼴이어야 합니다 (받은 값: \"{spec}\")"
    case .dragArguments: "drag 형식: KEY DX DY [MS] [steps=N]"
    case .badSteps: "steps 값은 1에서 10000 사이의 정수여야 합니다 (받은 값: \"{text}\")"
    case .touchEndArguments: "{verb}에는 인수가 없거나 점 X Y가 옵니다 (받은 인수: {count}개)"
    case .selectArguments: "select에는 글자 위치 두 개 FROM TO를 씁니다 (FROM ≤ TO)"
    case .badStyle: "style에는 bold 또는 italic을 씁니다 (받은 값: \"{value}\")"
    case .badAnswer: "answer에는 yes 또는 no를 씁니다 (받은 값: \"{value}\")"
    case .badScroll: "scroll에는 forward 또는 back을 씁니다 (받은 값: \"{value}\")"
    case .fieldNeedsPairs: "field에는 KEY=VALUE 쌍을 씁니다"
    case .badFieldPair: "field 인수는 key=value 꼴입니다 (받은 값: \"{value}\")"
    case .badCell: "{verb}에는 0에서 9 사이의 추천 칸 번호를 씁니다 (받은 값: \"{value}\")"
    case .expectArguments: "expect에는 대상과 값을 씁니다"
    case .badExpectNumber: "expect {subject}에는 0 이상의 정수를 씁니다 (받은 값: \"{value}\")"
    case .unknownExpectation: "알 수 없는 expect 대상 \"{name}\" ({subjects})"
    case .unknownVerb: "알 수 없는 명령 \"{verb}\""
    case .missingKey: "{page} 페이지에 \"{name}\" 키가 없습니다 (키: {keys})"
    case .moveByNeedsFinger: "move by에는 눌린 손가락이 필요합니다 (먼저 down#{finger})"
    case .notACommand: "{command}: 명령이 아니라 터치나 대기입니다"
    case .unknownKeyboard: "알 수 없는 키보드 \"{name}\" ({keyboards})"
    case .unknownSetting: "알 수 없는 설정 \"{name}\""
    case .noSuggestion: "{cell}번 칸에 추천이 없습니다"
    case .noRemovableSuggestion: "{cell}번 칸에 지울 수 있는 추천이 없습니다"
    case .badSelection: "select {from} {to}: 텍스트의 범위가 아닙니다 ({count}자)"
    case .expectationFailed: "{file}:{line}: expect {subject} 실패\n- 기대값: {expected}\n+ 실제값: {actual}"
    }
  }
}

extension ReplayQuantityText {
  public var korean: String {
    switch self {
    case .x: "X"
    case .y: "Y"
    case .dx: "DX"
    case .dy: "DY"
    case .pressDuration: "누르는 시간"
    case .dragDuration: "끄는 시간"
    case .wait: "기다리는 시간"
    }
  }
}

extension FieldText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .unknownTrait: "알 수 없는 필드 속성 \"{name}\" ({names})"
    case .unknownValue: "알 수 없는 {trait} 값 \"{value}\" ({names})"
    case .notTristate: "{trait} 값은 yes, no 또는 default여야 합니다 (받은 값: \"{value}\")"
    case .badCursor: "cursor 값은 0 이상의 정수여야 합니다 (받은 값: \"{value}\")"
    case .cursorPastEnd: "cursor {cursor}: 텍스트 끝을 넘습니다 ({count}자)"
    case .appTooLong: "app 이름은 {limit}자까지입니다 (받은 길이: {count}자)"
    case .appBlanks: "app 이름에는 공백이나 제어 문자를 쓸 수 없습니다"
    case .badMaxLength: "max-length 값은 0…{limit} 사이의 정수나 none이어야 합니다 (받은 값: \"{value}\")"
    case .textTooLong: "텍스트가 UTF-16 단위로 {units}개라 max-length {limit}보다 깁니다"
    }
  }
}
