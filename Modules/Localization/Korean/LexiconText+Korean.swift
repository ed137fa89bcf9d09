extension LexiconText {
  public var korean: String {
    switch self {
    case .missingTab: "\"word<TAB>frequency\" 꼴이어야 합니다"
    case .emptyWord: "단어가 비어 있습니다"
    case .blankInWord: "단어에 공백이 있습니다"
    case .badFrequency: "빈도는 0에서 4294967295 사이의 정수여야 합니다 (받은 값: \"{text}\")"
    }
  }
}
