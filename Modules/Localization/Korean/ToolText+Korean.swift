extension ToolText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .takesNoOperands: "피연산자를 받지 않습니다"
    case .unknownAction: "알 수 없는 동작 \"{action}\" ({actions})"

    case .settingsSay: "list, get NAME, set NAME VALUE, reset [NAME…], path, edit 중 하나를 지정하세요"
    case .settingsUnknownAction: "알 수 없는 동작 \"{action}\" (list, get NAME, set NAME VALUE, reset [NAME…], path, edit)"
    case .settingsGiveName: "설정 이름을 하나 지정하세요"
    case .settingsGiveNameAndValue: "NAME과 VALUE를 지정하세요 (예: keyboard-height 200)"
    case .settingsResetQuestion: "{path}의 모든 설정을 기본값으로 되돌릴까요?"
    case .settingsAllReset: "모든 설정을 기본값으로 되돌렸습니다"
    case .settingsLinesIgnored: "이 줄은 무시합니다. sykb settings edit로 고치세요"
    case .settingsFileNotChanged: "파일은 바꾸지 않았습니다. sykb settings edit로 고치세요"

    case .editorFailed: "편집기가 실패했습니다 (상태 {status}). 설정은 바꾸지 않았습니다"
    case .editorCannotStart: "편집기({editor})를 실행할 수 없습니다: {reason}. 설정은 바꾸지 않았습니다"
    case .editCannotRead: "{path}: 편집한 사본을 읽을 수 없습니다: {reason}"
    case .editNoChanges: "바뀐 내용이 없습니다"
    case .editKeptIn: "편집한 내용은 {copy}에 남겨 두었습니다"
    case .editInstalled: "{path}에 설치했습니다"
    case .editAgain: "다시 편집할까요?"
    case .editRefused: "{path}은(는) 바꾸지 않았습니다. 편집한 내용은 {copy}에 남겨 두었습니다"
    case .editCannotCopy: "{path} 옆에 사본을 만들 수 없습니다: {reason}"
    case .editCannotWriteCopy: "{path}: 사본을 쓸 수 없습니다: {reason}"

    case .learnedUnknownLanguage: "알 수 없는 언어 \"{name}\" (ko, en, ko-en, spelling)"
    case .learnedNone: "학습한 단어가 없습니다"
    case .learnedNoneIn: "학습한 단어가 없습니다 ({language})"
    case .learnedGiveWord: "단어를 하나 지정하세요"
    case .learnedForgot: "\"{word}\" 단어를 잊었습니다 (항목 {count}개)"
    case .learnedForgotWithKeyboard: "\"{word}\" 단어를 잊었습니다 (항목 {count}개). 실행 중인 키보드도 잊습니다"
    case .learnedKeyboardForgets: "실행 중인 키보드가 \"{word}\" 단어를 잊습니다"
    case .learnedNotLearned: "\"{word}\" 단어는 학습한 적이 없습니다"
    case .learnedResetQuestion: "학습한 단어를 모두 잊을까요? (ko, en, ko-en, 가르친 단어)"
    case .learnedReset: "학습 데이터를 초기화했습니다 (ko, en, ko-en, 학습한 단어)"
    case .learnedResetWithKeyboard: "학습 데이터를 초기화했습니다 (ko, en, ko-en, 학습한 단어). 실행 중인 키보드도 초기화합니다"

    case .shortcutsNone: "단축어가 없습니다"
    case .shortcutsGiveBoth: "SHORTCUT과 EXPANSION을 지정하세요 (공백이 있으면 따옴표로 묶으세요)"
    case .shortcutsGiveOne: "단축어를 하나 지정하세요"
    case .shortcutsMissing: "\"{shortcut}\" 단축어가 없습니다"
    case .shortcutsRemoved: "{shortcut} 단축어를 지웠습니다"
    case .shortcutsNotTold: "실행 중인 키보드에 알리지 못했습니다 ({reason}). 다시 시작하면 바뀐 내용이 보입니다"

    case .replayGiveScript: "스크립트 파일을 하나 지정하세요. 표준 입력은 - (또는 생략)입니다"
    case .playGiveScript: "스크립트 파일을 하나 지정하세요. 표준 입력은 -입니다"
    case .playSpeed: "--speed는 0보다 큰 수입니다 (2는 두 배 빠르게)"
    case .runTakesNoOperands: "run은 피연산자를 받지 않습니다 (sykb play SCRIPT를 뜻했나요?)"
    case .runCannotWriteLog: "로그 파일 {path}에 쓸 수 없습니다 ({reason})"
    case .runRequestNotApplied: "학습 데이터 요청을 적용하지 못했습니다: {reason}"
    }
  }
}
