extension LicensesToolText {
  public var english: String {
    switch self {
    case .title: "Licences of sykb and of everything it ships, links or reads at run time"
    case .commonLicence: "Licence text: {name}"
    case .takesNoOperands: "sykb licenses: takes no operands"
    case .noDirectory:
      "sykb licenses: cannot find the licenses/ directory (set SYKB_HOME to the checkout)"
    case .cannotReadIndex: "sykb licenses: {path}: cannot read the file"
    case .cannotReadNotice: "sykb licenses: {path}: cannot read the notice"
    }
  }
}
