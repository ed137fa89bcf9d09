extension SpellingText {
  // swift-format-ignore
  public var korean: String {
    switch self {
    case .dictionaryUnreadable: "{path}: 사전 파일을 읽을 수 없습니다"
    case .dictionaryNotLoaded: "{path}: hunspell이 사전을 불러오지 못했습니다"
    case .encodingUnsupported: "{path}: {name} 인코딩은 지원하지 않습니다 (UTF-8, ISO8859-1)"
    case .noEncoding: "(없음)"
    case .correct: "맞음"
    case .cannotTell: "알 수 없음 (사전의 인코딩)"
    case .misspelled: "틀림: {guesses}"
    case .noGuesses: "추천 없음"
    case .notLoaded: "불러오지 못함: {reason}"
    case .noDictionary: "hunspell 사전 없음 ({places})"
    case .wordList: "단어 목록"
    case .giveWords: "단어를 하나 이상 지정하세요 (`sykb spell 학교애서 teh`)"
    case .languageTakes: "--language는 ko 또는 en입니다 (받은 값: \"{name}\")"
    case .dictionariesTakes: "--dictionaries는 system, off 또는 절대 경로의 디렉터리입니다"
    case .serveNeeds: "사전마다 LANG NAME AFF DIC을 지정하세요"
    case .lexiconNotUsed: "{reason} (단어 목록을 쓰지 않습니다)"
    }
  }
}
