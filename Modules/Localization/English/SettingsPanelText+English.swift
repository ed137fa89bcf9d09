extension SettingsPanelText {
  // swift-format-ignore
  public var english: String {
    switch self {
    case .title: "settings"
    case .footer: "↑↓ select · ←→ Enter change · Esc close"
    case .noneValue: "none"
    case .licensesValue: "view"
    case .resetValue: "reset"
    case .resetConfirmValue: "Enter: erase · Esc: cancel"
    case .licensesSummary: "open source licenses (sykb licenses) · Enter to view"
    case .resetSummary: "reset learned data: erases every learned word (Enter twice)"
    case .resetQuestion: "erase every learned word? This cannot be undone"
    case .resetCancelled: "nothing was reset"
    }
  }
}
