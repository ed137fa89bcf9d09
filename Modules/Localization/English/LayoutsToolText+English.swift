extension LayoutsToolText {
  public var english: String {
    switch self {
    case .sayAction: "sykb layouts: say list, show NAME or check FILE…"
    case .giveOneName: "sykb layouts show: give one layout name (see sykb layouts list)"
    case .noLayout: "sykb layouts show: no layout \"{name}\" (have: {names})"
    case .giveFiles: "sykb layouts check: give one or more layout files"
    case .fileOK: "{file}: ok ({id}, {kind}, {family})"
    case .unknownAction: "sykb layouts: unknown action \"{action}\" (list, show, check)"
    case .cannotWritePicture: "sykb {command}: {path}: cannot write the picture: {reason}"
    }
  }
}
