extension ScreenText {
  public var english: String {
    switch self {
    case .tooSmall: "terminal too small"
    case .tooSmallNeed: "(need {columns}×{rows})"
    case .tooSmallNow: "now {columns}×{rows}"
    }
  }
}
