extension ScreenText {
  public var korean: String {
    switch self {
    case .tooSmall: "터미널이 너무 작습니다"
    case .tooSmallNeed: "({columns}×{rows} 이상 필요)"
    case .tooSmallNow: "현재 {columns}×{rows}"
    }
  }
}
