extension CommonText {
  public var english: String {
    switch self {
    case .yes: "yes"
    case .no: "no"
    case .on: "on"
    case .off: "off"
    }
  }
}
