extension CommonText {
  public var korean: String {
    switch self {
    case .yes: "예"
    case .no: "아니요"
    case .on: "켬"
    case .off: "끔"
    }
  }
}
