extension PanelText {
  // swift-format-ignore
  public var english: String {
    switch self {
    case .scrollFooter: "↑↓ PgUp PgDn scroll · Esc close"
    case .licensesTitle: "open source licenses · sykb licenses"
    case .licensesMissing: "(sykb licenses prints the notices)"
    case .messagesTitle: "messages · newest first"
    case .messagesEmpty: "(no messages yet)"
    case .layoutsTitle: "keyboards"
    case .layoutsFooter: "↑↓ select · Enter open · Esc close"
    case .layoutBuiltIn: "built-in"
    case .layoutUserFile: "user: {file}"
    case .keyboardShown: "keyboard: {title}"
    case .traceTitle: "trace"
    case .traceInspectorTitle: "trace · inspector"
    case .traceEmpty: "(no events yet)"
    case .traceInspectorHeading: "── gesture inspector ──"
    case .traceFooter: "F4 close"
    case .heatFile: "heat map {file}"
    case .heatSession: "heat map of this session"
    case .heatNoTaps: "no taps yet"
    case .heatNoTapsHere: "no taps on this page"
    case .heatTaps: "{count} taps"
    case .oneHandedLeft: "◀ left"
    case .oneHandedCenter: "center"
    case .oneHandedRight: "right ▶"
    case .cursorMove: "◀ move cursor ▶"
    case .removalQuestion: "remove “{candidate}”?"
    case .removalRemove: "[remove]"
    case .removalCancel: "[cancel]"
    case .placeholder: "type here · F1 help"
    }
  }
}
