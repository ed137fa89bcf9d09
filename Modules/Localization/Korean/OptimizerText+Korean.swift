extension OptimizerText {
  public var korean: String {
    switch self {
    case .keyTappedElsewhere: "\"{name}\" 키를 여러 자리에서 눌러서 옮길 수 없습니다"
    case .nothingToMove: "옮길 수 있는 키가 두 개보다 적습니다"
    case .untypable:
      "{keyboard}로는 글자 {characters}자 중 {untypable}자를 칠 수 없어 최적화할 것이 없습니다 (sykb stats로 확인하세요)"
    case .keyboardNotShown: "{file}: {keyboard} 키보드를 보여 줄 수 없습니다"
    }
  }
}
