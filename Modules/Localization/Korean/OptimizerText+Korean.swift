extension OptimizerText {
  public var korean: String {
    switch self {
    case .keyTappedElsewhere: "\"{name}\" 키를 여러 자리에서 눌러서 옮길 수 없습니다"
    case .nothingToMove: "옮길 수 있는 키가 두 개보다 적습니다"
    case .keyboardNotShown: "{file}: {keyboard} 키보드를 보여 줄 수 없습니다"
    }
  }
}
